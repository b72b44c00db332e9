import type { EpisodeDraft, EpisodeUpload } from './EpisodeList';
import { newEpisode } from './EpisodeList';

const THUMB =
  'data:image/svg+xml;utf8,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" width="160" height="90"><rect width="160" height="90" fill="#3b6fd8"/></svg>',
  );

export const uploadedEpisode: EpisodeDraft = {
  uid: 'ep-1',
  id: 31,
  name: 'Part 1: rates',
  key: 'u20240506-a1b2c3.mp4',
  url: 'http://localhost:4000/storage/u20240506-a1b2c3.mp4',
  size: 73_400_320,
  duration: 612.4,
  preview_url: null,
  preview_duration: null,
  display_time: null,
  thumbnails: [{ key: 'u20240506-shot.jpg', url: THUMB }],
  upload_status: 2,
};

export const episodes: EpisodeDraft[] = [
  uploadedEpisode,
  { ...newEpisode('ep-2', 'Part 2: credit'), upload_status: 0 },
  { ...newEpisode('ep-3', 'Part 3: the yuan') },
];

export const uploads: Record<string, EpisodeUpload> = {
  'ep-2': { fileName: 'part-2.mp4', loaded: 52_428_800, total: 209_715_200 },
  'ep-3': {
    fileName: 'part-3.mp4',
    loaded: 31_457_280,
    total: 104_857_600,
    error: 'Uploading failed',
    resumable: true,
  },
};

export const longEpisode: EpisodeDraft = {
  ...uploadedEpisode,
  uid: 'ep-long',
  name: 'An episode whose name is as long as the limit allows, about rates, credit and the yuan!!',
  key: 'u20240506-a-very-long-storage-key-that-keeps-going-and-going-0123456789abcdef.mp4',
  preview_url: 'https://cdn.example.org/previews/a-very-long-preview-clip-name.mp4',
  preview_duration: 30,
};

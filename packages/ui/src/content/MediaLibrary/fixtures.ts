import { coverSrc } from '../../feedback/storyImages';
import type { MediaItemData } from './mediaFiles';

/** Story data of the media library: fixed times and sizes (content §9 size rule on each). */
const at = Date.UTC(2026, 10, 20, 2, 30);

export const mediaItems: MediaItemData[] = [
  {
    id: 9,
    title: 'LPR table, November',
    name: 'lpr-2026-11.pdf',
    type: 'pdf',
    url: '/storage/lpr-2026-11.pdf',
    size: 482_133,
    created_at: at,
    is_report: true,
    author: 'Li Wei',
    version: 2,
  },
  {
    id: 8,
    title: 'Yield curve chart',
    name: 'curve.png',
    type: 'image',
    url: coverSrc,
    size: 2_411_724,
    created_at: at - 3_600_000,
    is_report: false,
    author: '王编辑',
    version: 1,
  },
  {
    id: 7,
    title: 'Morning brief',
    name: 'brief.mp3',
    type: 'audio',
    url: '/storage/brief.mp3',
    size: 912,
    created_at: at - 86_400_000,
    is_report: false,
    author: null,
    version: 1,
  },
  {
    id: 6,
    title: 'Roadshow clip',
    name: 'clip.mp4',
    type: 'video',
    url: '/storage/clip.mp4',
    size: 73_400_320,
    created_at: at - 2 * 86_400_000,
    is_report: false,
    author: 'Li Wei',
    version: 1,
  },
  {
    id: 5,
    title: 'Quarterly model',
    name: 'model.xlsx',
    type: 'excel',
    url: '/storage/model.xlsx',
    size: 35_840,
    created_at: at - 3 * 86_400_000,
    is_report: true,
    author: 'Li Wei',
    version: 1,
  },
];

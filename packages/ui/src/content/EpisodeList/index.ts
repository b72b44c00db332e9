export {
  EpisodeList,
  newEpisode,
  type EpisodeDraft,
  type EpisodeListProps,
  type EpisodeUpload,
} from './EpisodeList';
export {
  EpisodeUploadStatus,
  formatDuration,
  isMp4,
  uploadStatusKey,
  type EpisodeUploadStatusCode,
} from './episodeFormat';

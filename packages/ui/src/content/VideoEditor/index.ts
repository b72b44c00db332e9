export {
  VideoEditorForm,
  episodesHaveFiles,
  useVideoEditorForm,
  type VideoEditorFormApi,
  type VideoEditorFormProps,
  type VideoEpisodeHandlers,
  type VideoSubmitIntent,
} from './VideoEditorForm';
export * from './types';

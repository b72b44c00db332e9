export { MediaBrowser, type MediaBrowserProps } from './MediaBrowser';
export {
  MediaEditDialog,
  MediaPreview,
  type MediaEditDialogProps,
  type MediaEditValues,
  type MediaPreviewProps,
} from './MediaDialogs';
export { MediaToolbar, type MediaFiltersValue, type MediaToolbarProps } from './MediaToolbar';
export { MediaUploads, type MediaUploadsProps } from './MediaUploads';
export {
  MEDIA_TYPES,
  mediaExtensionOf,
  uploadKindOf,
  type MediaItemData,
  type MediaType,
  type MediaUploadItem,
  type MediaUploadKind,
} from './mediaFiles';

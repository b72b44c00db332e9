export {
  ArticleEditorForm,
  useArticleEditorForm,
  useArticleEditorValues,
  type ArticleEditorFormApi,
  type ArticleEditorFormProps,
  type ArticleEditorOptions,
  type ArticleSubmitIntent,
  type ArticleUploadKind,
} from './ArticleEditorForm';
export { ArticlePrintView, type ArticlePrintViewProps } from './ArticlePrintView';
export {
  DraftMenu,
  TemplateMenu,
  type DraftMenuProps,
  type EditorTemplate,
  type LocalDraftInfo,
  type TemplateMenuProps,
} from './ArticleEditorMenus';
export { RelatedContentFieldset, type RelatedContentFieldProps } from './RelatedContentField';
export { CoverSlides, moveItem, type CoverSlide, type CoverSlidesProps } from './CoverSlides';
export { ConflictDialog, type ConflictDialogProps } from './ConflictDialog';
export {
  SaveStateIndicator,
  type SaveState,
  type SaveStateIndicatorProps,
} from './SaveStateIndicator';
export {
  UnpaidPreview,
  isReadableWithoutAccess,
  type UnpaidPreviewProps,
  type UnpaidPreviewValues,
} from './UnpaidPreview';
export { diffLines, type DiffRow } from './diff';
export * from './articleRules';
export * from './types';

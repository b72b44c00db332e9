export {
  RichTextEditor,
  type RichTextEditorProps,
  type UploadKind,
  type UploadedMedia,
} from './RichTextEditor';
export { bodyStyles } from './RichTextEditor.styles';
export { countWords } from './wordCount';
export { serializeHtml, deserializeHtml } from './html';

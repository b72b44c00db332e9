export { PushEditor, type PushEditorProps, type PushEditorSubmit } from './PushEditor';

export {
  KvEditor,
  type KvEditorProps,
  type KvEditorRefusal,
  type KvEditorSave,
  type KvEntryData,
} from './KvEditor';

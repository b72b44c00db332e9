export {
  SUB_SOURCE_KEY_LIMIT,
  SUB_SOURCE_TEXT_LIMIT,
  SubSourceEditor,
  subSourceProblem,
  type SubSourceEditorProps,
  type SubSourceProblem,
  type SubSourceValue,
} from './SubSourceEditor';

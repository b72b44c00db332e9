export {
  emptySourceValues,
  SourceForm,
  type SourceFormProps,
  type SourceFormValues,
} from './SourceForm';

export {
  emptySourceGroupValues,
  SourceGroupForm,
  type SourceGroupFormProps,
  type SourceGroupFormValues,
} from './SourceGroupForm';

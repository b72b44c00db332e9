export {
  CreditExpenseEditor,
  type CreditExpenseEditorProps,
  type CreditExpenseRow,
} from './CreditExpenseEditor';

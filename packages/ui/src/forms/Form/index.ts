export { Form, type FormProps } from './Form';
export { FormErrorSummary, type FormErrorSummaryProps } from './FormErrorSummary';
export { useFormPendingValue } from './formContext';

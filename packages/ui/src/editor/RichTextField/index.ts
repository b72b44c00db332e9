export { RichTextField, type RichTextFieldProps } from './RichTextField';

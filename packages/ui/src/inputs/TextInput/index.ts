export { TextInput, type InputSize, type TextInputProps } from './TextInput';

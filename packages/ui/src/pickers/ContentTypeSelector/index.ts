export {
  ContentTypeSelector,
  PICKER_CONTENT_TYPES,
  type ContentTypeSelectorProps,
  type PanelSource,
  type PickerContentType,
} from './ContentTypeSelector';
export { useContentPicker } from './useContentPicker';

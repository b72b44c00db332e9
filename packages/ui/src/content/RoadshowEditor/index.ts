export {
  RoadshowEditorForm,
  useRoadshowEditorForm,
  type BrowseField,
  type PickerSearch,
  type RoadshowEditorFormApi,
  type RoadshowEditorFormProps,
  type RoadshowEditorSearches,
  type RoadshowSubmitIntent,
} from './RoadshowEditorForm';
export * from './types';

export {
  RoadshowEditorForm,
  useRoadshowEditorForm,
  type PickerSearch,
  type RoadshowEditorFormApi,
  type RoadshowEditorFormProps,
  type RoadshowEditorSearches,
  type RoadshowSubmitIntent,
} from './RoadshowEditorForm';
export * from './types';

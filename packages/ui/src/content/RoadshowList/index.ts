export {
  RoadshowFilters,
  ROADSHOW_LIVE_FILTERS,
  type RoadshowFiltersProps,
  type RoadshowLiveFilter,
} from './RoadshowFilters';
export {
  RoadshowTable,
  liveStatusOfList,
  type RoadshowAction,
  type RoadshowRowData,
  type RoadshowTableProps,
} from './RoadshowTable';

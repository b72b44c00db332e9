export { Actions, Clamp, Columns, Facts, Muted, Panel } from '../../ingestion/shared/styles';

export { JsonView, type JsonViewProps } from './JsonView';

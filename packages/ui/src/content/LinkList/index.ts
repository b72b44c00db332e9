export { LinkForm, type LinkFormProps } from './LinkForm';
export { LinkTable, type LinkRowData, type LinkTableProps } from './LinkTable';
export {
  checkLink,
  isLinkUrl,
  LINK_TITLE_LIMIT,
  type LinkErrors,
  type LinkValues,
} from './linkRules';

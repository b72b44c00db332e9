export { WsArticleTable, type WsArticleTableProps } from './WsArticleTable';
export { WsArticleForm, DESK_TITLE_LIMIT, type WsArticleFormProps } from './WsArticleForm';
export type { WsArticleFormValues, WsArticleRowData } from './types';

export * from './ArticleOrigin';
export * from './ArticleList';
export * from './ArticleEditor';
export * from './PushDialog';

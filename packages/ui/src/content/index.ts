export * from './ArticleList';
export * from './ArticleEditor';
export * from './PushDialog';

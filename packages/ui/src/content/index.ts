export * from './ArticleList';
export * from './ArticleEditor';

export * from './ArticleOrigin';
export * from './ArticleList';
export * from './ArticleEditor';
export * from './PushDialog';
export * from './RoadshowList';
export * from './RoadshowEditor';

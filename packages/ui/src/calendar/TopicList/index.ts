export * from './TopicForm';
export * from './TopicList';

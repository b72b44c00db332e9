export * from './TopicForm';
export * from './TopicList';
export * from './CalendarDocList';

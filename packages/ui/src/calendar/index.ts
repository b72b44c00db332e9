export * from './calendarModel';
export * from './EventCalendar';
export * from './EventForm';
export * from './FaqEditor';
export * from './RoadmapEditor';
export * from './TopicList';

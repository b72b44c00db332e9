// The editorial desk (operations §2; issue #12, #19): flash news, Wall Street articles,
// viewpoints, the daily report, managed assets.
export * from './LiveFeed';
export * from './WallstreetArticles';
export * from './Viewpoints';
export * from './Assets';
export * from './DailyReport';

// The home dashboard (operations §1, §2, §7, §9): greeting with the slogan, figures, panels that
// load on their own, and the send-notification dialog. Charts come from `../charts`, the weekly
// event list from `../content/WeeklyEventList`.
export * from './DashboardPanel';
export * from './DashboardGreeting';
export * from './DashboardCounts';
export * from './DashboardList';

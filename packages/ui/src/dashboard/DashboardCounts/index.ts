export * from './DashboardCounts';

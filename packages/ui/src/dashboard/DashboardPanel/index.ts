export * from './DashboardPanel';

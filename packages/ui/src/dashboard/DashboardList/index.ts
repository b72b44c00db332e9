export * from './DashboardList';

export * from './DashboardGreeting';
export * from './SloganDialog';

export * from './PieChart';

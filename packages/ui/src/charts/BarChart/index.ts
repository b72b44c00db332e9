export * from './BarChart';

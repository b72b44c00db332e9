export * from './LineChart';

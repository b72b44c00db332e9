export * from './ChartFrame';

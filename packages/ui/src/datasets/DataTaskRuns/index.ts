export * from './DataTaskRuns';

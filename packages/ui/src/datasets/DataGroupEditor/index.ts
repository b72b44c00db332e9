export * from './DataGroupEditor';

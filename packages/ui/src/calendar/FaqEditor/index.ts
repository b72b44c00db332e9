export * from './FaqEditor';

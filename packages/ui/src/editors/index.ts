export * from './JsonView';
export * from './SchemaForm';

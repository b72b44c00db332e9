export * from './TablePreview';

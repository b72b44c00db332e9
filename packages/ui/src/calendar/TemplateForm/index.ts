export * from './TemplateForm';
export * from './TemplateRunForm';

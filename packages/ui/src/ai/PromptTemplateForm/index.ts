export * from './PromptTemplateForm';

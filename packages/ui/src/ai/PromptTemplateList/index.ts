export * from './PromptTemplateList';

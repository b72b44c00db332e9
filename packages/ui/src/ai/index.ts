export * from './CreditExpenseEditor';
export * from './PromptTemplateForm';
export * from './PromptTemplateList';
export * from './AiDraftGenerator';
export * from './AiSummaryPanel';
export * from './shared';
export * from './UserCreditTable';

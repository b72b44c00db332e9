export * from './CreditExpenseEditor';

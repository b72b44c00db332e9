export * from './AiDraftGenerator';

export * from './AiSummaryPanel';

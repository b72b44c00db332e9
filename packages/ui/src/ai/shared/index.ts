export * from './aiShared';
export * from './AiStreamStatus';

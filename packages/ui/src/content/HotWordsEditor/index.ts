export * from './HotWordsEditor';

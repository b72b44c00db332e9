export * from './RichTextEditor';
export * from './RichTextField';

export { TagInput, type TagInputProps } from './TagInput';
export { addTags, parseTags, type AddTagsResult } from './tagInputModel';

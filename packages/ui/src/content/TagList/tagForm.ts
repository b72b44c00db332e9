import type { TagCategory, TagRowData } from './types';

/** What the tag form edits (content §3 Tag fields with the category). */
export interface TagFormValue {
  name: string;
  is_topic: boolean;
  category: TagCategory | null;
  description: string;
  cover_url: string;
  image: string;
  hot_words: string[];
  alias: string[];
  symbol: string;
  published: boolean;
}

export type TagFormErrors = Partial<Record<'name' | 'cover_url' | 'image', string>>;

export const emptyTagForm = (category: TagCategory | null = null): TagFormValue => ({
  name: '',
  is_topic: false,
  category,
  description: '',
  cover_url: '',
  image: '',
  hot_words: [],
  alias: [],
  symbol: '',
  published: true,
});

export const tagFormOf = (tag: TagRowData): TagFormValue => ({
  name: tag.name,
  is_topic: tag.is_topic,
  category: tag.category,
  description: tag.description ?? '',
  cover_url: tag.cover_url ?? '',
  image: tag.image ?? '',
  hot_words: [...tag.hot_words],
  alias: [...tag.alias],
  symbol: tag.symbol ?? '',
  published: tag.status !== 'draft',
});

const isHttpUrl = (value: string) => /^https?:\/\/\S+$/i.test(value);

/**
 * The form's own checks, as message keys: a name is required ("Please input title first", content
 * §5); the two image fields take http(s) addresses. Uniqueness ("Repeat Tag") is the server's.
 */
export function tagFormErrors(
  value: TagFormValue,
): Partial<Record<keyof TagFormErrors, 'desk-tag-title-first' | 'desk-tag-url-invalid'>> {
  const errors: Partial<
    Record<keyof TagFormErrors, 'desk-tag-title-first' | 'desk-tag-url-invalid'>
  > = {};
  if (!value.name.trim()) errors.name = 'desk-tag-title-first';
  if (value.cover_url.trim() && !isHttpUrl(value.cover_url.trim()))
    errors.cover_url = 'desk-tag-url-invalid';
  if (value.image.trim() && !isHttpUrl(value.image.trim())) errors.image = 'desk-tag-url-invalid';
  return errors;
}

export const sameTagForm = (a: TagFormValue, b: TagFormValue) =>
  JSON.stringify(a) === JSON.stringify(b);

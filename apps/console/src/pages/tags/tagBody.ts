import type { TagFormValue } from '@newsdesk/ui';
import type { TagCreate } from '../../data/tags';

/** The form's value as the `/tag` body (content §7: name, cover_url, description, is_topic, …). */
export const toTagBody = (v: TagFormValue): TagCreate => ({
  name: v.name.trim(),
  is_topic: v.is_topic,
  category: v.category,
  description: v.description.trim() || null,
  cover_url: v.cover_url.trim() || null,
  image: v.image.trim() || null,
  hot_words: v.hot_words,
  alias: v.alias,
  symbol: v.symbol.trim() || null,
  status: v.published ? 'published' : 'draft',
});

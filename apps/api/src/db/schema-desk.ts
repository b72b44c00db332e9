import { index, integer, pgTable, text } from 'drizzle-orm/pg-core';

/**
 * Calendar, tags and the desk (#12). The category of a tag: `company` or `industry`; a tag without
 * a row is a plain tag. Kept beside the shared `tags` table so the two kinds can be told apart in
 * the data (the company and industry tag screens list one each).
 */
export const tagCategories = pgTable(
  'tag_categories',
  {
    tag_id: integer('tag_id').primaryKey(),
    /** company | industry */
    category: text('category').notNull(),
  },
  (t) => [index('tag_categories_category_idx').on(t.category, t.tag_id)],
);

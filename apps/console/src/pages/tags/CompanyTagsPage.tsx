import { CategoryTagsScreen } from './CategoryTagsScreen';

/** /content/company/tags. */
export function Component() {
  return <CategoryTagsScreen category="company" />;
}

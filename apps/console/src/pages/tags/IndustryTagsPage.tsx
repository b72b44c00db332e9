import { CategoryTagsScreen } from './CategoryTagsScreen';

/** /content/industry/tags. */
export function Component() {
  return <CategoryTagsScreen category="industry" />;
}

/** A link's target (content §3 Link `to`): an absolute http(s) URL, as the contract requires. */
export function isLinkUrl(value: string): boolean {
  const text = value.trim();
  if (!/^https?:\/\/\S+$/i.test(text)) return false;
  try {
    const url = new URL(text);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '';
  } catch {
    return false;
  }
}

export interface LinkValues {
  title: string;
  to: string;
}

export type LinkErrors = Partial<
  Record<
    keyof LinkValues,
    'validation-required' | 'link-error-empty' | 'link-error-url' | 'link-error-title-limit'
  >
>;

export const LINK_TITLE_LIMIT = 200;

/** Content §5: "Link cannot be empty"; the URL must be an absolute http(s) URL; title 1 to 200. */
export function checkLink(values: LinkValues): LinkErrors {
  const errors: LinkErrors = {};
  const title = values.title.trim();
  if (!title) errors.title = 'validation-required';
  else if ([...title].length > LINK_TITLE_LIMIT) errors.title = 'link-error-title-limit';
  const to = values.to.trim();
  if (!to) errors.to = 'link-error-empty';
  else if (!isLinkUrl(to)) errors.to = 'link-error-url';
  return errors;
}

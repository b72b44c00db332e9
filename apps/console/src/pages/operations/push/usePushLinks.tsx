import { useContentPicker, type PushLinkedContent, type PushLinkType } from '@newsdesk/ui';
import type { ReactNode } from 'react';
import { usePanelSources } from '../../../data/panels';

/** The link types of operations §5; customize first (a typed link), then a picked content's. */
export const PUSH_FORM_LINK_TYPES: readonly PushLinkType[] = [
  'customize',
  'omenReport',
  'article',
  'video',
  'roadshow',
  'product',
];
const PICKED = ['omenReport', 'article', 'video', 'roadshow', 'product'] as const;

/** The app link a push of a picked content opens. */
const APP_PATH = {
  omenReport: 'report',
  article: 'article',
  video: 'video',
  roadshow: 'roadshow',
  product: 'product',
} as const;

/**
 * The link-by-type part of every push form that is not about one content (the new push page, the
 * dashboard's dialog): the link types, the app's selection panels to pick a content (once their
 * messages are loaded) and the panel to render.
 */
export function usePushLinks(): {
  linkTypes: readonly PushLinkType[];
  onPickContent?: (type: Exclude<PushLinkType, 'customize'>) => Promise<PushLinkedContent | null>;
  panel: ReactNode;
} {
  const panels = usePanelSources(PICKED);
  const picker = useContentPicker(panels.sources);
  // The selection panels give the content; the push opens its app link, not before it is out.
  const pickContent = async (
    type: Exclude<PushLinkType, 'customize'>,
  ): Promise<PushLinkedContent | null> => {
    const picked = await picker.pick(type);
    if (!picked) return null;
    return {
      type,
      id: Number(picked.id),
      title: picked.title,
      url: `newsdesk://${APP_PATH[type]}/${picked.id}`,
      // A product is on sale, not published: no publish time bounds its push.
      publishedAt: type === 'product' ? 0 : picked.publishedAt,
    };
  };
  return {
    linkTypes: PUSH_FORM_LINK_TYPES,
    ...(panels.ready ? { onPickContent: pickContent } : {}),
    panel: picker.panel,
  };
}

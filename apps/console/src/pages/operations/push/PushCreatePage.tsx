import { errorMessage } from '@newsdesk/api-client';
import {
  PushEditor,
  useContentPicker,
  useToast,
  type PushEditorSubmit,
  type PushLinkedContent,
  type PushLinkType,
} from '@newsdesk/ui';
import { useCallback, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { usePanelSources } from '../../../data/panels';
import { useCreatePush, type PushTarget } from '../../../data/push';
import { PageHeader, Section } from '../PageHeader';
import { useLeaveGuard } from '../useLeaveGuard';

/** The link types of operations §5; customize first (a typed link), then a picked content's. */
const LINK_TYPES: readonly PushLinkType[] = [
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

const KIND_OF = { article: 1, video: 3, omenReport: 9, roadshow: 13 } as const;

/** What a push opens, from the form's link type, link and picked content. */
export function targetOf(values: PushEditorSubmit['values']): PushTarget {
  const kind =
    values.link_type in KIND_OF ? KIND_OF[values.link_type as keyof typeof KIND_OF] : null;
  return kind !== null && values.content_id !== null
    ? { url: values.url, content: { kind, id: Number(values.content_id) } }
    : { url: values.url };
}

/** /operation/push/create (operations §2, §5): the push form of the dialog as a page. */
export function Component() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const toast = useToast();
  const create = useCreatePush();
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
  const dirty = useRef(false);
  useLeaveGuard(useCallback(() => dirty.current, []));
  const onDirtyChange = useCallback((next: boolean) => {
    dirty.current = next;
  }, []);

  const submit = async ({ values, siteWide }: PushEditorSubmit) => {
    try {
      const push = await create.mutateAsync({
        values: {
          title: values.title,
          body: values.body,
          platform: values.platform,
          start_time: values.start_time,
        },
        target: targetOf(values),
        siteWide,
      });
      dirty.current = false;
      toast.success(t('event-notification-success'));
      void navigate(`/operation/push/${push.id}`);
    } catch (e) {
      toast.error(errorMessage(e));
      throw e;
    }
  };

  return (
    <Section>
      <PageHeader title={t('push-create-title')} />
      <PushEditor
        defaults={{ title: '', body: '' }}
        linkTypes={LINK_TYPES}
        {...(panels.ready ? { onPickContent: pickContent } : {})}
        onSubmit={submit}
        onCancel={() => void navigate('/operation/push')}
        onDirtyChange={onDirtyChange}
      />
      {picker.panel}
    </Section>
  );
}

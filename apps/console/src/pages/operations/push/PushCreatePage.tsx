import { errorMessage } from '@newsdesk/api-client';
import { PushEditor, useToast, type PushEditorSubmit, type PushLinkType } from '@newsdesk/ui';
import { useCallback, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useCreatePush, type PushTarget } from '../../../data/push';
import { PageHeader, Section } from '../PageHeader';
import { useLeaveGuard } from '../useLeaveGuard';

/**
 * The link types the page offers. Picking a content (omenReport, article, video, roadshow, product)
 * goes through the selection panels, which are not in packages/ui yet: until they are, a push from
 * this page opens a typed link (customize); a content's push is sent from its list's dialog.
 */
const LINK_TYPES: readonly PushLinkType[] = ['customize'];

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
        onSubmit={submit}
        onCancel={() => void navigate('/operation/push')}
        onDirtyChange={onDirtyChange}
      />
    </Section>
  );
}

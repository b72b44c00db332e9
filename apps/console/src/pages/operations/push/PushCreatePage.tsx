import { PushEditor, type PushEditorSubmit, useTranslation } from '@newsdesk/ui';
import { useCallback, useRef } from 'react';
import { useNavigate } from 'react-router';
import { usePushSubmit } from '../../../data/push';
import { PageHeader, Section } from '../PageHeader';
import { useLeaveGuard } from '../useLeaveGuard';
import { usePushLinks } from './usePushLinks';

/** /operation/push/create (operations §2, §5): the push form of the dialog as a page. */
export function Component() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const send = usePushSubmit();
  const links = usePushLinks();
  const dirty = useRef(false);
  useLeaveGuard(useCallback(() => dirty.current, []));
  const onDirtyChange = useCallback((next: boolean) => {
    dirty.current = next;
  }, []);

  const submit = async ({ values, siteWide }: PushEditorSubmit) => {
    const push = await send(values, siteWide);
    dirty.current = false;
    void navigate(`/operation/push/${push.id}`);
  };

  return (
    <Section>
      <PageHeader title={t('push-create-title')} />
      <PushEditor
        defaults={{ title: '', body: '' }}
        linkTypes={links.linkTypes}
        {...(links.onPickContent ? { onPickContent: links.onPickContent } : {})}
        onSubmit={submit}
        onCancel={() => void navigate('/operation/push')}
        onDirtyChange={onDirtyChange}
      />
      {links.panel}
    </Section>
  );
}

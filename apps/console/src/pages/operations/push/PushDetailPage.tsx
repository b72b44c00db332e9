import { Button, PushDetail, useTranslation } from '@newsdesk/ui';
import { ArrowLeft } from 'lucide-react';
import { useNavigate, useParams } from 'react-router';
import { usePush, usePushCancel, usePushStatusRefresh } from '../../../data/push';
import { useSession } from '../../../data/session';
import { PageHeader, Section } from '../PageHeader';

/** /operation/push/:id (operations §2): one push, its delivery state, refresh and cancel. */
export function Component() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const params = useParams();
  const id = /^\d{1,15}$/.test(params.id ?? '') ? Number(params.id) : null;
  const push = usePush(id);
  const status = usePushStatusRefresh();
  const cancel = usePushCancel();
  const isAdmin = useSession().roles.includes('Admin');
  const loadError = push.missing ? t('push-not-found') : push.error;

  return (
    <Section>
      <PageHeader title={t('push-detail-title')}>
        <Button variant="secondary" onClick={() => void navigate('/operation/push')}>
          <ArrowLeft aria-hidden size={16} />
          {t('push-back')}
        </Button>
      </PageHeader>
      <PushDetail
        {...(push.data ? { push: push.data } : {})}
        error={loadError}
        {...(push.error ? { onRetry: push.retry } : {})}
        checkedAt={status.checkedAt(id)}
        refreshing={status.refreshing}
        onRefresh={() => {
          if (id !== null) status.refresh(id);
        }}
        {...(isAdmin && push.data
          ? {
              onCancel: () => {
                if (push.data) void cancel(push.data);
              },
            }
          : {})}
      />
    </Section>
  );
}

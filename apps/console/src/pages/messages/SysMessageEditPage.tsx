import { errorMessage, isConflict } from '@newsdesk/api-client';
import { theme, Button, EmptyState, Spinner, useToast, useTranslation } from '@newsdesk/ui';
import { ArrowLeft } from 'lucide-react';
import { useRef, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import styled from 'styled-components';
import { useSaveSystemMessage, useSystemMessage } from '../../data/sysmessages';
import { useSession } from '../../data/session';
import { ReadFailure } from '../../shell/ReadFailure';
import { RouterLink } from '../../shell/RouterLink';
import { PageHeader, Section } from '../operations/PageHeader';
import { MessageForm } from './MessageForm';

const Conflict = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${theme.space[3]};
  padding: ${theme.space[3]};
  border: 1px solid ${theme.color.border.weak};
  border-radius: ${theme.radii.md};
`;

/**
 * /message/{id} (operations §2): one system message in its form. Saved at the version read; when
 * someone else saved first, what was typed stays and the newer version loads only when asked.
 */
export function Component() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const toast = useToast();
  const raw = useParams().id ?? '';
  const id = /^[1-9]\d*$/.test(raw) ? Number(raw) : null;
  const message = useSystemMessage(id);
  const save = useSaveSystemMessage();
  const isAdmin = useSession().roles.includes('Admin');
  const dirty = useRef(false);
  const [conflict, setConflict] = useState(false);

  const title = isAdmin ? t('sysmsg-edit-title') : t('sysmsg-view-title');
  const back = <RouterLink href="/message/system">{t('sysmsg-back')}</RouterLink>;
  if (id !== null && message.isPending)
    return (
      <Section aria-busy>
        <PageHeader title={title} />
        <Spinner label={t('feedback-loading')} />
      </Section>
    );
  if (!message.data)
    return (
      <Section>
        <PageHeader title={title} />
        {message.error ? (
          <ReadFailure
            error={message.error}
            missing={t('sysmsg-not-found')}
            failed={t('sysmsg-load-error')}
            onRetry={() => void message.refetch()}
            action={back}
          />
        ) : (
          <EmptyState title={t('sysmsg-not-found')} action={back} />
        )}
      </Section>
    );
  const current = message.data;

  return (
    <Section>
      <PageHeader title={title}>
        <RouterLink href="/message/system">
          <ArrowLeft aria-hidden size={14} /> {t('sysmsg-back')}
        </RouterLink>
      </PageHeader>
      {conflict ? (
        <Conflict role="alert">
          <span>{t('sysmsg-conflict')}</span>
          <Button
            variant="secondary"
            onClick={() => {
              dirty.current = false;
              setConflict(false);
              void message.refetch();
            }}
          >
            {t('sysmsg-reload')}
          </Button>
        </Conflict>
      ) : null}
      <MessageForm
        key={`${current.id}:${current.version}`}
        initial={current}
        readOnly={!isAdmin}
        dirtyRef={dirty}
        onCancel={() => void navigate('/message/system')}
        onSave={async (values) => {
          try {
            await save.mutateAsync({ id: current.id, version: current.version, ...values });
            dirty.current = false;
            setConflict(false);
            toast.success(t('event-save-complete'));
          } catch (e) {
            if (isConflict(e)) setConflict(true);
            toast.error(isConflict(e) ? t('sysmsg-conflict') : errorMessage(e));
            throw e;
          }
        }}
      />
    </Section>
  );
}

import { errorMessage } from '@newsdesk/api-client';
import { useToast, useTranslation } from '@newsdesk/ui';
import { useRef } from 'react';
import { useNavigate } from 'react-router';
import { useSaveSystemMessage } from '../../data/sysmessages';
import { useSession } from '../../data/session';
import { PageHeader, Section } from '../operations/PageHeader';
import { MessageForm } from './MessageForm';

/** /message/create (operations §2): a new system message; saved, it opens in its editor. */
export function Component() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const toast = useToast();
  const save = useSaveSystemMessage();
  const isAdmin = useSession().roles.includes('Admin');
  const dirty = useRef(false);

  return (
    <Section>
      <PageHeader title={t('sysmsg-create-title')} />
      <MessageForm
        readOnly={!isAdmin}
        dirtyRef={dirty}
        onCancel={() => void navigate('/message/system')}
        onSave={async (values) => {
          try {
            const message = await save.mutateAsync(values);
            dirty.current = false;
            toast.success(t('event-save-complete'));
            void navigate(`/message/${message.id}`, { replace: true });
          } catch (e) {
            toast.error(errorMessage(e));
            throw e;
          }
        }}
      />
    </Section>
  );
}

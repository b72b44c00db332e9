import { errorMessage } from '@newsdesk/api-client';
import { theme, LinkForm, useToast, type LinkValues, useTranslation } from '@newsdesk/ui';
import { useNavigate } from 'react-router';
import styled from 'styled-components';
import { useCreateLink } from '../../data/links';
import { useDirtyLeaveGuard } from './useDirtyLeaveGuard';

const Section = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${theme.space[4]};
  max-width: ${theme.size.drawerWidth};
  h1 {
    margin: 0;
    font-size: ${theme.font.size['2xl']};
  }
`;

/** /content/link/create (content §2): the link form on its own page; saving opens the new link. */
export function Component() {
  const { t } = useTranslation();
  const toast = useToast();
  const navigate = useNavigate();
  const create = useCreateLink();
  const { setDirty } = useDirtyLeaveGuard();

  const save = async (values: LinkValues) => {
    try {
      const link = await create.mutateAsync(values);
      toast.success(t('event-save-complete'));
      setDirty(false);
      void navigate(`/content/link/list?id=${link.id}`);
    } catch (e) {
      toast.error(errorMessage(e));
      throw e;
    }
  };

  return (
    <Section>
      <h1>{t('link-create-title')}</h1>
      <LinkForm
        onSubmit={save}
        onCancel={() => void navigate('/content/link/list')}
        onDirtyChange={setDirty}
      />
    </Section>
  );
}

import { errorMessage } from '@newsdesk/api-client';
import { theme, Button, Skeleton, useTranslation } from '@newsdesk/ui';
import { RefreshCw } from 'lucide-react';
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { PageHeader, Section } from '../PageHeader';
import type { useOpsSettingPage } from './useOpsSettingPage';

const Note = styled.p`
  margin: 0;
  padding: ${theme.space[3]};
  border-radius: ${theme.radii.md};
  background: ${theme.color.bg.infoSubtle};
  color: ${theme.color.text.primary};
`;

const Alert = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  flex-wrap: wrap;
  gap: ${theme.space[3]};
  padding: ${theme.space[3]};
  border-radius: ${theme.radii.md};
  background: ${theme.color.bg.warningSubtle};
  color: ${theme.color.text.primary};
`;

/** The frame of a settings screen: heading, loading, a load failure, "not saved yet", a conflict. */
export function OpsSettingFrame({
  title,
  page,
  children,
}: {
  title: string;
  page: Pick<
    ReturnType<typeof useOpsSettingPage>,
    'setting' | 'neverSaved' | 'conflict' | 'onReload'
  >;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const { setting } = page;
  return (
    <Section>
      <PageHeader title={title} />
      {setting.isError ? (
        <Alert role="alert">
          <span>
            {t('ops-load-failed')}: {errorMessage(setting.error)}
          </span>
          <Button icon={<RefreshCw aria-hidden />} onClick={() => void setting.refetch()}>
            {t('action-retry')}
          </Button>
        </Alert>
      ) : setting.isPending ? (
        <div aria-busy="true">
          <Skeleton lines={8} />
        </div>
      ) : (
        <>
          {page.neverSaved ? <Note>{t('ops-never-saved')}</Note> : null}
          {page.conflict ? (
            <Alert role="alert">
              <span>{t('ops-conflict')}</span>
              <Button icon={<RefreshCw aria-hidden />} onClick={() => void page.onReload()}>
                {t('ops-reload')}
              </Button>
            </Alert>
          ) : null}
          {children}
        </>
      )}
    </Section>
  );
}

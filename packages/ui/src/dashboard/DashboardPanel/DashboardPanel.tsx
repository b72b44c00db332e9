import { useId, type ComponentPropsWithRef, type ReactNode } from 'react';
import { useTranslation } from '../../foundations/i18n/useTranslation';
import styled from 'styled-components';
import { SkeletonList } from '../../feedback/Skeleton';
import { Button } from '../../primitives/Button';

import { theme } from '../../foundations/tokens';
export interface DashboardPanelProps extends Omit<ComponentPropsWithRef<'section'>, 'title'> {
  /** The panel's heading, translated; it names the region. */
  title: ReactNode;
  /** Something beside the heading (a link to the full list, a button). */
  action?: ReactNode;
  /** Still loading: placeholder rows instead of the content. */
  loading?: boolean;
  /** How many placeholder rows while loading (default 5). */
  skeletonRows?: number;
  /** A failed load: "This panel could not be loaded" (or this text) with Retry. */
  error?: ReactNode | boolean;
  /** Called by the Retry button shown with `error`; no button without it. */
  onRetry?: () => void;
  /** Nothing to show: "Nothing yet" (or `emptyText`). */
  empty?: boolean;
  /** Replaces "Nothing yet" when `empty`. */
  emptyText?: ReactNode;
  /** The panel's content, shown when it is neither loading, failed nor empty. */
  children?: ReactNode;
}

const Root = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${theme.space[3]};
  min-width: 0;
  padding: ${theme.space[4]};
  border: 1px solid ${theme.color.border.weak};
  border-radius: ${theme.radii.lg};
  background: ${theme.color.bg.surface};
`;

const Head = styled.header`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${theme.space[2]};

  h2 {
    margin: 0;
    font-size: ${theme.font.size.lg};
  }
`;

const Message = styled.div`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${theme.space[2]};
  color: ${theme.color.text.secondary};
`;

/**
 * One panel of the dashboard: a titled region that loads on its own, with its own skeleton, error
 * (with Retry) and empty state, so one failing call never blanks the page (issue #13).
 */
export function DashboardPanel({
  title,
  action,
  loading = false,
  skeletonRows = 5,
  error,
  onRetry,
  empty = false,
  emptyText,
  children,
  ...rest
}: DashboardPanelProps) {
  const { t } = useTranslation();
  const headingId = useId();
  let body: ReactNode;
  if (loading) body = <SkeletonList rows={skeletonRows} lines={1} />;
  else if (error)
    body = (
      <Message role="alert">
        <span>{error === true ? t('dash-panel-error') : error}</span>
        {onRetry ? (
          <Button size="sm" onClick={onRetry}>
            {t('dash-retry')}
          </Button>
        ) : null}
      </Message>
    );
  else if (empty) body = <Message>{emptyText ?? t('dash-empty')}</Message>;
  else body = children;
  return (
    <Root aria-labelledby={headingId} aria-busy={loading || undefined} {...rest}>
      <Head>
        <h2 id={headingId}>{title}</h2>
        {action}
      </Head>
      {body}
    </Root>
  );
}

import { useTranslation } from '../../foundations/i18n/useTranslation';
import styled from 'styled-components';
import type { AiCreditInfo, AiStreamState } from './aiShared';

import { theme } from '../../foundations/tokens';
const Status = styled.p`
  margin: 0;
  color: ${theme.color.text.secondary};
  &[data-tone='danger'] {
    color: ${theme.color.text.danger};
  }
`;

/**
 * Where a generation stands, announced politely (generating, done, stopped, cut at the size cap);
 * a failure is an alert with the server's words ("no AI provider configured", not enough credit…).
 */
export function AiStreamStatus({ stream }: { stream: AiStreamState }) {
  const { t } = useTranslation();
  if (stream.phase === 'error') {
    return (
      <Status role="alert" data-tone="danger">
        {stream.error ?? t('ai-failed')}
      </Status>
    );
  }
  const text =
    stream.phase === 'starting' || stream.phase === 'streaming'
      ? t('ai-status-streaming')
      : stream.phase === 'stopped'
        ? t('ai-status-stopped')
        : stream.phase === 'done'
          ? stream.truncated
            ? t('ai-status-truncated')
            : t('ai-status-done', { cost: stream.cost ?? 0 })
          : '';
  return (
    <Status role="status" aria-live="polite">
      {text}
    </Status>
  );
}

/** What one generation costs and the points left, or why none can start. */
export function AiCreditLine({ credit }: { credit: AiCreditInfo | null }) {
  const { t } = useTranslation();
  if (!credit) return null;
  if (!credit.configured) {
    return (
      <Status role="alert" data-tone="danger">
        {t('ai-no-provider')}
      </Status>
    );
  }
  const short = credit.balance < credit.price;
  return (
    <Status data-tone={short ? 'danger' : undefined}>
      {short
        ? t('ai-credit-short', { price: credit.price, balance: credit.balance })
        : t('ai-credit-line', { price: credit.price, balance: credit.balance })}
    </Status>
  );
}

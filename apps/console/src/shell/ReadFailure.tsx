import { errorMessage, isMissing } from '@newsdesk/api-client';
import { Button, EmptyState, useTranslation } from '@newsdesk/ui';
import type { ReactNode } from 'react';

/**
 * What an editor shows when its record could not be read. A missing record is final: `missing`
 * with the server's words and `action` (e.g. back to the list); with no `error` at all (the server
 * answered nothing, or the id is malformed) it is missing too. Any other failure (the server, the
 * network) is not the record's fault: `failed` with the server's words and Retry.
 */
export function ReadFailure({
  error,
  missing,
  failed,
  onRetry,
  action,
  describe = errorMessage,
}: {
  error: unknown;
  missing: string;
  failed: string;
  onRetry: () => void;
  action?: ReactNode;
  /** The failure in words (an area's own mapping, e.g. the data services' "code: 404" text). */
  describe?: (error: unknown) => string;
}) {
  const { t } = useTranslation();
  // The server's words under the title, unless they only repeat it.
  if (error === null || error === undefined) return <EmptyState title={missing} action={action} />;
  const said = describe(error);
  if (isMissing(error))
    return (
      <EmptyState title={missing} subtitle={said !== missing ? said : undefined} action={action} />
    );
  return (
    <EmptyState
      title={failed}
      subtitle={said !== failed ? said : undefined}
      action={
        <Button variant="secondary" onClick={onRetry}>
          {t('action-retry')}
        </Button>
      }
    />
  );
}

import { useTranslation } from '../../foundations/i18n/useTranslation';
import { Badge, type BadgeTone } from '../../feedback/Badge';

/** The status of a source or an external item, as the data queries spell it. */
export type IngestionStatus = 'DRAFT' | 'PUBLISHED' | 'DELETED';
export const INGESTION_STATUSES: readonly IngestionStatus[] = ['DRAFT', 'PUBLISHED', 'DELETED'];

const TONE: Record<IngestionStatus, BadgeTone> = {
  DRAFT: 'neutral',
  PUBLISHED: 'success',
  DELETED: 'danger',
};

export function IngestionStatusBadge({ status }: { status: IngestionStatus }) {
  const { t } = useTranslation();
  return <Badge tone={TONE[status]}>{t(`ing-status-${status}`)}</Badge>;
}

import { ExternalLink } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { useTranslation } from '../../foundations/i18n/useTranslation';
import styled from 'styled-components';
import { Badge } from '../../feedback/Badge';
import { Form } from '../../forms/Form';
import { FormSelect, FormSwitch } from '../../forms/FormControls';
import { DefaultLink, type LinkComponent } from '../../layout/Sidebar/types';
import { Button } from '../../primitives/Button';
import { formatChinaTime } from '../../utils/chinaTime';
import { sanitizeHtml } from '../../utils/sanitize';
import { Actions, Facts, Panel } from '../shared/styles';
import { INGESTION_STATUSES, IngestionStatusBadge, type IngestionStatus } from '../shared/status';
import { useDirtyReport, useRefusableSubmit } from '../shared/useFormRefusal';

import { theme } from '../../foundations/tokens';
/** One external item as the detail shows it. */
export interface ExternalItemDetailData {
  id: string;
  title: string;
  description: string | null;
  body: string | null;
  url: string | null;
  display_time: number;
  created_at: number;
  status: IngestionStatus;
  synchronized: boolean;
  external_source: { id: string; name: string; key: string };
  tags: readonly { id: string; name: string }[];
}

export interface ExternalItemReview {
  status: IngestionStatus;
  synchronized: boolean;
}

export interface ExternalItemDetailProps {
  /**
   * The external item shown: title, description, body, link, times, source, tags and its review.
   */
  item: ExternalItemDetailData;
  /** Where the source's name leads, given the source id. */
  sourceHref: (id: string) => string;
  /** The app's router link for the source (defaults to a plain anchor). */
  linkComponent?: LinkComponent;
  /** Saves the review (status, synchronisation); reject to keep the choice (the caller says why). */
  onReview: (review: ExternalItemReview) => Promise<void>;
  /**
   * Called with true when the review gains unsaved changes and false when it loses them (the leave
   * guard).
   */
  onDirtyChange?: (dirty: boolean) => void;
}

const Layout = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 2fr) minmax(260px, 1fr);
  gap: ${theme.space[4]};
  @media (max-width: 900px) {
    grid-template-columns: minmax(0, 1fr);
  }
`;

const Body = styled.div`
  overflow-wrap: anywhere;
  line-height: 1.6;
  img {
    max-width: 100%;
  }
`;

const Title = styled.h2`
  margin: 0;
  font-size: ${theme.font.size.xl};
  overflow-wrap: anywhere;
`;

const Tags = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space[1]};
`;

/**
 * An external item: title, source (a link to it), time, original link, summary, body (sanitized),
 * tags, and the review of status and synchronisation state (Synchronize / Not synchronous).
 */
export function ExternalItemDetail({
  item,
  sourceHref,
  linkComponent: Link = DefaultLink,
  onReview,
  onDirtyChange,
}: ExternalItemDetailProps) {
  const { t } = useTranslation();
  const form = useForm<ExternalItemReview>({
    defaultValues: { status: item.status, synchronized: item.synchronized },
  });
  useDirtyReport(form, onDirtyChange);
  const submit = useRefusableSubmit(form, async (review: ExternalItemReview) => {
    await onReview(review);
    return undefined;
  });

  return (
    <Layout>
      <Panel aria-label={t('ei-detail')}>
        <Title>{item.title}</Title>
        <Facts>
          <dt>{t('ei-source')}</dt>
          <dd>
            <Link href={sourceHref(item.external_source.id)}>
              {item.external_source.name} ({item.external_source.key})
            </Link>
          </dd>
          <dt>{t('ei-time')}</dt>
          <dd>{formatChinaTime(item.display_time)}</dd>
          <dt>{t('ing-status')}</dt>
          <dd>
            <IngestionStatusBadge status={item.status} />
          </dd>
          <dt>{t('ei-sync')}</dt>
          <dd>{t(item.synchronized ? 'ei-sync-yes' : 'ei-sync-no')}</dd>
          {item.url ? (
            <>
              <dt>{t('ei-original')}</dt>
              <dd>
                <a href={item.url} target="_blank" rel="noreferrer noopener">
                  {t('ei-original-link')} <ExternalLink aria-hidden size={14} />
                </a>
              </dd>
            </>
          ) : null}
          {item.tags.length ? (
            <>
              <dt>{t('ei-tags')}</dt>
              <dd>
                <Tags>
                  {item.tags.map((tag) => (
                    <Badge key={tag.id}>{tag.name}</Badge>
                  ))}
                </Tags>
              </dd>
            </>
          ) : null}
          {item.description ? (
            <>
              <dt>{t('ei-description')}</dt>
              <dd>{item.description}</dd>
            </>
          ) : null}
        </Facts>
        <section aria-label={t('ei-body')}>
          {item.body ? (
            <Body dangerouslySetInnerHTML={{ __html: sanitizeHtml(item.body) }} />
          ) : (
            <p>{t('ei-no-body')}</p>
          )}
        </section>
      </Panel>
      <Form form={form} errorSummary="none" onSubmit={submit}>
        <Panel aria-label={t('ei-review')}>
          <FormSelect<ExternalItemReview, 'status', IngestionStatus>
            control={form.control}
            name="status"
            label={t('ing-status')}
            required
            options={INGESTION_STATUSES.map((s) => ({ value: s, label: t(`ing-status-${s}`) }))}
          />
          <FormSwitch control={form.control} name="synchronized" label={t('ei-sync-yes')} />
          <Actions>
            <Button type="submit" variant="primary" loading={form.formState.isSubmitting}>
              {t('action-save')}
            </Button>
          </Actions>
        </Panel>
      </Form>
    </Layout>
  );
}

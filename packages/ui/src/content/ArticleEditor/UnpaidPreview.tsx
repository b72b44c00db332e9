import { Lock, Unlock } from 'lucide-react';
import { useState, type ComponentPropsWithRef } from 'react';
import { useTranslation } from '../../foundations/i18n/useTranslation';
import type { MessageKey } from '../../foundations/i18n/messages';
import { formatChinaTime } from '../../utils/chinaTime';
import { htmlToText, sanitizeHtml } from '../../utils/sanitize';
import { Paywall, ReaderPage } from './ArticleReading.styles';
import type { ArticleEditorValues, VipVisibility } from './types';

export type UnpaidPreviewValues = Pick<
  ArticleEditorValues,
  | 'title'
  | 'body'
  | 'body_summary'
  | 'body_preview'
  | 'cover_url'
  | 'display_time'
  | 'vip_visibility'
  | 'unlock_body'
  | 'free_at'
  | 'free_expired_at'
>;

const AUDIENCE: Record<Exclude<VipVisibility, 0>, MessageKey> = {
  1: 'ae-vip-1',
  2: 'ae-vip-2',
  3: 'ae-vip-3',
};

/**
 * Whether a reader without access reads the whole body at `now`: the article is for everyone; or
 * "unlock body" is on and `now` is between the unlock date (`free_at`) and `free_expired_at`
 * (open-ended when unset); or, without unlock, `now` is before `free_expired_at` (free until).
 */
export function isReadableWithoutAccess(values: UnpaidPreviewValues, now: number): boolean {
  if (values.vip_visibility === 0) return true;
  const until = values.free_expired_at;
  if (values.unlock_body && values.free_at !== null) {
    return values.free_at <= now && (until === null || until > now);
  }
  return until !== null && until > now;
}

export interface UnpaidPreviewProps extends Omit<ComponentPropsWithRef<'article'>, 'children'> {
  /**
   * The editor's values the preview shows: title, body, summary, cover and the paid-reading
   * settings.
   */
  values: UnpaidPreviewValues;
  /** The author's name, written in the byline ("By …"); no byline without it. */
  authorName?: string | null;
  /** The reading time (default now); fixed in stories. */
  now?: number;
}

/**
 * The wizard's "Unpaid preview": the article exactly as a reader without access sees it — title,
 * byline, cover, summary, then the preview (body_preview) and the paywall; or the whole body when
 * the article is free at that time. HTML is rendered only through the sanitizer.
 */
export function UnpaidPreview({ values, authorName, now: nowProp, ...rest }: UnpaidPreviewProps) {
  const { t } = useTranslation();
  const [openedAt] = useState(() => Date.now());
  const now = nowProp ?? openedAt;
  const free = isReadableWithoutAccess(values, now);
  const previewHtml =
    values.body_preview && htmlToText(values.body_preview).trim() ? values.body_preview : '';
  const shown = free ? values.body : previewHtml;
  return (
    <ReaderPage aria-label={t('ae-unpaid-preview')} {...rest}>
      <header>
        <h1>{values.title}</h1>
        <p>
          {[
            authorName ? t('ae-by', { name: authorName }) : null,
            values.display_time !== null ? formatChinaTime(values.display_time) : null,
          ]
            .filter(Boolean)
            .join(' · ')}
        </p>
        {values.cover_url && <img src={values.cover_url} alt={t('ae-cover-alt')} />}
      </header>
      {values.body_summary && <p className="nd-summary">{values.body_summary}</p>}
      {shown && (
        <div
          className="nd-body"
          // The only way stored HTML reaches the page: through the one sanitizer.
          dangerouslySetInnerHTML={{ __html: sanitizeHtml(shown) }}
        />
      )}
      <Paywall data-free={free || undefined}>
        {free ? (
          <p>
            <Unlock aria-hidden size={16} /> {t('ae-paywall-free')}
          </p>
        ) : (
          <>
            <p>
              <Lock aria-hidden size={16} />{' '}
              {t('ae-paywall', {
                audience: t(AUDIENCE[values.vip_visibility as Exclude<VipVisibility, 0>]),
              })}
            </p>
            {values.unlock_body && values.free_at !== null && (
              <p>{t('ae-paywall-unlock', { time: formatChinaTime(values.free_at) })}</p>
            )}
          </>
        )}
      </Paywall>
    </ReaderPage>
  );
}

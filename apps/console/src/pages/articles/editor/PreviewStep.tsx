import {
  Button,
  UnpaidPreview,
  useArticleEditorValues,
  type ArticleEditorFormApi,
  type EditorOption,
  useTranslation,
} from '@newsdesk/ui';
import { useState, type ReactNode } from 'react';
import { PreviewActions } from './ArticleEditorPage.styles';

/** The wizard's second step: the unpaid preview of the current values, then Publish or Schedule. */
export function PreviewStep({
  form,
  published,
  authors,
  saving,
  status,
  onBack,
  onPublish,
}: {
  form: ArticleEditorFormApi;
  published: boolean;
  authors: readonly EditorOption[];
  saving: boolean;
  status: ReactNode;
  onBack: () => void;
  onPublish: () => void;
}) {
  const { t } = useTranslation();
  const values = useArticleEditorValues(form);
  const [now] = useState(() => Date.now());
  const willSchedule =
    !published && values.planned_publish_at !== null && values.planned_publish_at > now;
  return (
    <>
      <p>{t('ae-unpaid-explain')}</p>
      <UnpaidPreview
        values={values}
        authorName={authors.find((a) => a.value === values.author_id)?.label ?? null}
        now={now}
      />
      <PreviewActions>
        {status}
        <span className="nd-spacer" />
        <Button variant="secondary" onClick={onBack}>
          {t('ae-back-details')}
        </Button>
        <Button variant="primary" loading={saving} onClick={onPublish}>
          {willSchedule ? t('ae-schedule') : t('ae-publish')}
        </Button>
      </PreviewActions>
    </>
  );
}

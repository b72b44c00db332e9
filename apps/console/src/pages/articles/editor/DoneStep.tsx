import { Button, formatChinaTime, useTranslation } from '@newsdesk/ui';
import { CheckCircle2, Clock } from 'lucide-react';
import { useNavigate } from 'react-router';
import { Done } from './ArticleEditorPage.styles';
import type { PublishResult } from './useArticleEditor';

/** The publish-success page of the wizard (published, or scheduled with its time). */
export function DoneStep({
  result,
  onKeepEditing,
}: {
  result: PublishResult;
  onKeepEditing: () => void;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const scheduled = result.status === 'scheduled';
  return (
    <Done role="status">
      {scheduled ? <Clock aria-hidden /> : <CheckCircle2 aria-hidden />}
      <h2>{scheduled ? t('ae-scheduled-title') : t('ae-published-title')}</h2>
      <p>{result.article.title}</p>
      {scheduled && result.article.planned_published_at !== null && (
        <p>
          {t('ae-scheduled-at', { time: formatChinaTime(result.article.planned_published_at) })}
        </p>
      )}
      <div>
        <Button variant="secondary" onClick={onKeepEditing}>
          {t('ae-keep-editing')}
        </Button>
        <Button variant="secondary" onClick={() => void navigate('/content/article/list')}>
          {t('ae-view-list')}
        </Button>
        <Button
          variant="primary"
          onClick={() => {
            window.location.assign('/content/article/create');
          }}
        >
          {t('ae-write-another')}
        </Button>
      </div>
    </Done>
  );
}

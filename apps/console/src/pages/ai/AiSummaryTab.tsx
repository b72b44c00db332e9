import {
  AiSummaryPanel,
  SelectionPanel,
  useToast,
  type AiSummaryTarget,
  type PanelItem,
  useTranslation,
} from '@newsdesk/ui';
import { useState } from 'react';
import {
  aiErrorMessage,
  searchArticlesToSummarize,
  searchReportsToSummarize,
  useAiStatus,
  useAiStream,
  useApplyReportSummary,
  useApplySummary,
} from '../../data/ai';

type Kind = NonNullable<AiSummaryTarget['kind']>;

/**
 * AI summaries (#19): an article or a report picked in its selection panel, summarized, copied or
 * applied as its summary (the article or report update call, at the version read then).
 */
export function AiSummaryTab() {
  const { t } = useTranslation();
  const toast = useToast();
  const status = useAiStatus();
  const stream = useAiStream();
  const applyArticle = useApplySummary();
  const applyReport = useApplyReportSummary();
  const [target, setTarget] = useState<(AiSummaryTarget & { kind: Kind }) | null>(null);
  const [panel, setPanel] = useState<{ kind: Kind; open: boolean }>({
    kind: 'article',
    open: false,
  });
  return (
    <>
      <AiSummaryPanel
        article={target}
        onPickArticle={() => setPanel({ kind: 'article', open: true })}
        onPickReport={() => setPanel({ kind: 'report', open: true })}
        credit={
          status.data
            ? {
                configured: status.data.configured,
                price: status.data.prices.ai_summary,
                balance: status.data.balance,
              }
            : null
        }
        stream={stream.state}
        onSummarize={(instruction) => {
          if (!target) return;
          void stream.start({
            path: '/v1/admin/ai/summarize',
            body: {
              ...(target.kind === 'report' ? { report_id: target.id } : { article_id: target.id }),
              ...(instruction ? { instruction } : {}),
            },
          });
        }}
        onStop={stream.stop}
        onCopy={(summary) => {
          navigator.clipboard.writeText(summary).then(
            () => toast.success(t('ai-sum-copied')),
            () => toast.error(t('ai-copy-failed')),
          );
        }}
        onApply={async (summary) => {
          if (!target) return;
          try {
            if (target.kind === 'report') {
              await applyReport.mutateAsync({ reportId: target.id, summary });
            } else {
              await applyArticle.mutateAsync({ articleId: target.id, summary });
            }
            toast.success(t('ai-sum-applied'));
          } catch (e) {
            toast.error(aiErrorMessage(e));
            throw e;
          }
        }}
      />
      <SelectionPanel<PanelItem>
        // One panel per kind: its search and its pages start afresh.
        key={panel.kind}
        open={panel.open}
        onOpenChange={(open) => setPanel((p) => ({ ...p, open }))}
        title={panel.kind === 'report' ? t('ai-sum-pick-report-title') : t('ai-sum-pick-title')}
        description={
          panel.kind === 'report'
            ? t('ai-sum-pick-report-description')
            : t('ai-sum-pick-description')
        }
        mode="single"
        onSearch={panel.kind === 'report' ? searchReportsToSummarize : searchArticlesToSummarize}
        onSelect={(picks) => {
          const pick = picks[0];
          if (pick) setTarget({ kind: panel.kind, id: Number(pick.id), title: pick.title });
        }}
      />
    </>
  );
}

import { useState } from 'react';
import { useTranslation } from '../../foundations/i18n/useTranslation';
import styled from 'styled-components';
import { TextArea } from '../../inputs/TextArea';
import { TextInput } from '../../inputs/TextInput';
import { Button } from '../../primitives/Button';
import { AiCreditLine, AiStreamStatus } from '../shared/AiStreamStatus';
import { isRunning, type AiCreditInfo, type AiStreamState } from '../shared';

import { theme } from '../../foundations/tokens';
export interface AiSummaryArticle {
  id: number;
  title: string;
}

/** What is summarized: an article (the default) or a report. */
export interface AiSummaryTarget extends AiSummaryArticle {
  kind?: 'article' | 'report';
}

export interface AiSummaryPanelProps {
  /** The article or report to summarize, picked in a selection panel; null before. */
  article: AiSummaryTarget | null;
  /** Opens the article selection panel. */
  onPickArticle: () => void;
  /** Opens the report selection panel; without it only articles are offered. */
  onPickReport?: () => void;
  /** The provider, the price of a summary and the staff member's points; null while loading. */
  credit: AiCreditInfo | null;
  /** The summary's state: its phase, the text so far, an error, truncation and the cost. */
  stream: AiStreamState;
  /** Called with the typed instruction, trimmed (maybe empty), when Summarize is pressed. */
  onSummarize: (instruction: string) => void;
  /** Called by Stop while the summary streams; what arrived stays. */
  onStop: () => void;
  /** Copies the (edited) summary to the clipboard. */
  onCopy: (summary: string) => void;
  /** Sets it as the article's (or report's) summary; rejects to keep it (the caller says why). */
  onApply: (summary: string) => Promise<void>;
}

const Root = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${theme.space[3]};
  max-width: 860px;
`;

const Row = styled.div`
  display: flex;
  gap: ${theme.space[2]};
  flex-wrap: wrap;
  align-items: center;
`;

const Picked = styled.p`
  margin: 0;
  font-weight: ${theme.font.weight.semibold};
  &[data-empty] {
    font-weight: normal;
    color: ${theme.color.text.secondary};
  }
`;

/**
 * AI summary tooling (issue #19, the credit feature `ai_summary`): pick an article (or a report, with
 * `onPickReport`), optionally say
 * how (length, angle), and stream a summary from the configured provider, cancellable; its cost
 * is shown before. The summary stays editable, then is copied or applied as the article's summary.
 */
export function AiSummaryPanel({
  article,
  onPickArticle,
  onPickReport,
  credit,
  stream,
  onSummarize,
  onStop,
  onCopy,
  onApply,
}: AiSummaryPanelProps) {
  const { t } = useTranslation();
  const [instruction, setInstruction] = useState('');
  const [summary, setSummary] = useState('');
  const [applying, setApplying] = useState(false);
  const running = isRunning(stream);
  // A finished generation becomes the editable summary (adjusted while rendering when the phase
  // changes; null first, so that one finished before mounting shows too).
  const [seenPhase, setSeenPhase] = useState<AiStreamState['phase'] | null>(null);
  if (seenPhase !== stream.phase) {
    setSeenPhase(stream.phase);
    if (!running) setSummary(stream.text.trim());
  }
  const ready = !running && stream.phase !== 'idle' && summary.trim() !== '';
  const short = credit !== null && credit.balance < credit.price;
  return (
    <Root>
      <Row>
        <Picked data-empty={article ? undefined : ''}>
          {article
            ? article.kind === 'report'
              ? t('ai-sum-report-picked', { title: article.title })
              : article.title
            : onPickReport
              ? t('ai-sum-nothing-picked')
              : t('ai-sum-no-article')}
        </Picked>
        {onPickReport ? (
          <>
            <Button variant="secondary" onClick={onPickArticle} disabled={running}>
              {t('ai-sum-pick-article')}
            </Button>
            <Button variant="secondary" onClick={onPickReport} disabled={running}>
              {t('ai-sum-pick-report')}
            </Button>
          </>
        ) : (
          <Button variant="secondary" onClick={onPickArticle} disabled={running}>
            {article ? t('ai-sum-change-article') : t('ai-sum-pick-article')}
          </Button>
        )}
      </Row>
      <TextInput
        label={t('ai-sum-instruction')}
        hint={t('ai-sum-instruction-hint')}
        value={instruction}
        onChange={setInstruction}
        limit={500}
        disabled={running}
      />
      <AiCreditLine credit={credit} />
      <Row>
        {/* Keyed apart, as in AiDraftGenerator: Stop never becomes Summarize under the click. */}
        {running ? (
          <Button key="stop" variant="danger" onClick={onStop}>
            {t('ai-stop')}
          </Button>
        ) : (
          <Button
            key="summarize"
            variant="primary"
            disabled={!article || credit === null || !credit.configured || short}
            onClick={() => onSummarize(instruction.trim())}
          >
            {t('ai-summarize')}
          </Button>
        )}
      </Row>
      <AiStreamStatus stream={stream} />
      <TextArea
        label={t('ai-sum-output')}
        value={running ? stream.text : summary}
        onChange={setSummary}
        readOnly={running}
        disabled={!running && !ready && stream.phase === 'idle'}
        rows={6}
        trim={false}
      />
      <Row>
        <Button variant="secondary" disabled={!ready} onClick={() => onCopy(summary.trim())}>
          {t('ai-sum-copy')}
        </Button>
        <Button
          variant="primary"
          disabled={!ready || !article}
          loading={applying}
          onClick={async () => {
            setApplying(true);
            try {
              await onApply(summary.trim());
            } catch {
              // The caller reported why; the summary stays.
            } finally {
              setApplying(false);
            }
          }}
        >
          {article?.kind === 'report' ? t('ai-sum-apply-report') : t('ai-sum-apply')}
        </Button>
      </Row>
    </Root>
  );
}

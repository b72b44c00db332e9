import {
  theme,
  Button,
  ContentTypeSelector,
  DailyReportList,
  useToast,
  type DailyReportItemData,
  type PickerContentType,
  useTranslation,
} from '@newsdesk/ui';
import { Save } from 'lucide-react';
import { useEffect, useState } from 'react';
import styled from 'styled-components';
import {
  DAILY_REPORT_MAX,
  REPORT_PANEL_KINDS,
  useReportItemRows,
  useSaveDailyReport,
  type DailyReportView,
  type ReportPanelType,
} from '../../data/dailyReport';
import { useDeskWriteError } from '../../data/desk';
import { usePanelSources, type PanelPick } from '../../data/panels';

const PANEL_TYPES = ['article', 'omenReport', 'video', 'roadshow'] as const;

const Bar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${theme.space[2]};
  color: ${theme.color.text.secondary};
  .nd-spacer {
    flex: 1;
  }
`;

/** A picked content item as a report row until the server presents it in full (a moment later). */
const itemOfPick = (type: ReportPanelType, pick: PanelPick): DailyReportItemData => ({
  kind: REPORT_PANEL_KINDS[type],
  raw_id: pick.id,
  title: pick.title,
  description: null,
  author: null,
  viewed: 0,
  cover_url: null,
  datetime: pick.publishedAt ?? 0,
  vip_visibility: 'ALL',
});

const keyOf = (i: Pick<DailyReportItemData, 'kind' | 'raw_id'>) => `${i.kind}:${i.raw_id}`;

/**
 * The day's report being curated: the items in their rank (moved, removed, added through the
 * selection panels, shown in full: kind, publish time and the day's views) until saved; a stale
 * version says "This record was changed by someone else". `onDirtyChange` tells the page whether
 * there are unsaved changes (its leave guard).
 */
export function DailyReportEditor({
  day,
  report,
  loading,
  error,
  onRetry,
  onDirtyChange,
}: {
  day: number;
  report: DailyReportView | undefined;
  loading: boolean;
  error: string | undefined;
  onRetry: () => void;
  onDirtyChange?: (dirty: boolean) => void;
}) {
  const { t } = useTranslation();
  const toast = useToast();
  const failed = useDeskWriteError();
  const save = useSaveDailyReport();
  const { sources, ready } = usePanelSources(PANEL_TYPES);
  const [items, setItems] = useState<DailyReportItemData[] | null>(null);
  const shown = items ?? report?.items ?? [];
  const changed = items !== null;
  const rowsOf = useReportItemRows(day);
  useEffect(() => onDirtyChange?.(changed), [changed, onDirtyChange]);

  const add = (type: PickerContentType, picks: PanelPick[]) => {
    if (!(type in REPORT_PANEL_KINDS)) return;
    const kind = REPORT_PANEL_KINDS[type as ReportPanelType];
    const have = new Set(shown.map((i) => `${i.kind}:${i.raw_id}`));
    const fresh = picks.filter((p) => !have.has(`${kind}:${p.id}`));
    if (fresh.length < picks.length) {
      toast.info(t('desk-dr-already', { count: picks.length - fresh.length }));
    }
    if (!fresh.length) return;
    const next = [...shown, ...fresh.map((p) => itemOfPick(type as ReportPanelType, p))];
    if (next.length > DAILY_REPORT_MAX) {
      toast.error(t('desk-dr-too-many', { count: DAILY_REPORT_MAX }));
      return;
    }
    setItems(next);
    // The picks show at once with their title and kind; their full rows follow.
    rowsOf(fresh.map((p) => ({ kind, raw_id: p.id })))
      .then((rows) => {
        const full = new Map(rows.map((r) => [keyOf(r), r]));
        setItems((now) => now && now.map((i) => full.get(keyOf(i)) ?? i));
      })
      .catch((e: unknown) => failed(e));
  };

  const adder = (
    <ContentTypeSelector<PanelPick>
      sources={sources}
      mode="multi"
      label={t('desk-dr-add')}
      disabled={!ready || !report}
      onSelect={add}
    />
  );

  return (
    <>
      <Bar>
        <span role="status">
          {report
            ? changed
              ? t('desk-dr-changed')
              : report.saved
                ? t('desk-dr-saved-state', { count: report.items.length })
                : t('desk-dr-unsaved-state')
            : ''}
        </span>
        <span className="nd-spacer" />
        {adder}
        <Button
          variant="primary"
          icon={<Save aria-hidden size={16} />}
          disabled={!report || (!changed && report.saved)}
          loading={save.isPending}
          onClick={async () => {
            if (!report) return;
            try {
              await save.mutateAsync({ day, version: report.version, items: shown });
              toast.success(t('desk-saved'));
            } catch (e) {
              failed(e);
            }
          }}
        >
          {t('desk-dr-save')}
        </Button>
      </Bar>
      <DailyReportList
        items={shown}
        loading={loading}
        error={error}
        onRetry={onRetry}
        emptyAction={adder}
        onMove={(from, to) => {
          const next = [...shown];
          const [moved] = next.splice(from, 1);
          if (moved) next.splice(to, 0, moved);
          setItems(next);
        }}
        onRemove={(index) => setItems(shown.filter((_, i) => i !== index))}
      />
    </>
  );
}

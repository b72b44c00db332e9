import { Button, CrawlerTable, useToast, type CrawlerProgress, useTranslation } from '@newsdesk/ui';
import { useState } from 'react';
import {
  CRAWLERS_BATCH_SIZE,
  refreshCrawlers,
  runCrawlerNow,
  useCrawlerList,
  useSaveCrawler,
  type Crawler,
} from '../../data/crawlers';
import { sourceErrorMessage } from '../../data/sources';
import { PageHeader, Section } from '../sources/shared';

type Action = 'run' | 'enable' | 'disable';

/**
 * /operation/crawler/batch (extra wide): select many crawlers, then run, enable or disable them one
 * after the other, with each crawler's progress (queued, running, done with its figures, failed).
 */
export function Component() {
  const { t } = useTranslation();
  const toast = useToast();
  const list = useCrawlerList({ page: 1, kw: '', size: CRAWLERS_BATCH_SIZE });
  const save = useSaveCrawler();
  const [progress, setProgress] = useState<ReadonlyMap<string, CrawlerProgress>>(new Map());
  const [busy, setBusy] = useState(false);

  const mark = (id: string, p: CrawlerProgress) => setProgress((prev) => new Map(prev).set(id, p));

  const apply = async (action: Action, ids: readonly string[], clear: () => void) => {
    const rows = (list.rows ?? []).filter((c) => ids.includes(c.id));
    setBusy(true);
    setProgress(new Map(rows.map((c) => [c.id, { state: 'queued' } as const])));
    for (const c of rows) {
      mark(c.id, { state: 'running' });
      try {
        if (action === 'run') {
          const run = await runCrawlerNow(c.id);
          mark(c.id, { state: 'done', run });
        } else {
          await save.run({
            id: c.id,
            version: c.version,
            input: { enabled: action === 'enable' },
          });
          mark(c.id, { state: 'done' });
        }
      } catch (e) {
        mark(c.id, { state: 'failed', message: sourceErrorMessage(e) });
      }
    }
    setBusy(false);
    clear();
    await refreshCrawlers().catch((e: unknown) => toast.error(sourceErrorMessage(e)));
  };

  const rows: Crawler[] = list.rows ?? [];
  return (
    <Section>
      <PageHeader title={t('screen-crawler-batch')} />
      <CrawlerTable
        items={rows}
        loading={list.loading && !list.rows}
        error={list.error && !list.rows ? sourceErrorMessage(list.error) : null}
        selectable
        progress={progress}
        bulkActions={(selected, clear) => (
          <>
            {(['run', 'enable', 'disable'] as const).map((action) => (
              <Button
                key={action}
                variant={action === 'run' ? 'primary' : 'secondary'}
                disabled={busy}
                onClick={() => void apply(action, selected, clear)}
              >
                {t(`cr-batch-${action}`)}
              </Button>
            ))}
          </>
        )}
      />
    </Section>
  );
}

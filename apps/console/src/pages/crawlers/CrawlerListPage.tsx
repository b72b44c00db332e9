import {
  Button,
  CrawlerForm,
  CrawlerTable,
  Drawer,
  IngestionFilters,
  useConfirm,
  useToast,
  useTranslation,
} from '@newsdesk/ui';
import { Plus } from 'lucide-react';
import { useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import {
  CRAWLERS_PAGE_SIZE,
  runCrawlerNow,
  useCrawlerList,
  type Crawler,
} from '../../data/crawlers';
import { useListUrl } from '../../data/list';
import { sourceErrorMessage, useSourceOptions } from '../../data/sources';
import { sourcesListCodec } from '../sources/listQuery';
import { ListFooter, PageHeader, Section, useLeaveGuard } from '../sources/shared';
import { valuesOf } from './mapping';
import { useCrawlerSave } from './useCrawlerSave';

/**
 * /operation/crawler (operations §3 Crawler): the crawlers with their schedule and last run; a
 * crawler's settings open in a drawer (every field of §3, the next five runs); Run now runs it and
 * reports its figures.
 */
export function Component() {
  const { t } = useTranslation();
  const toast = useToast();
  const confirm = useConfirm();
  const navigate = useNavigate();
  const url = useListUrl(sourcesListCodec);
  const { state } = url;
  const list = useCrawlerList({ page: state.page, kw: state.k });
  const sources = useSourceOptions('');
  const [editing, setEditing] = useState<Crawler | 'new' | null>(null);
  const guard = useLeaveGuard();
  const dirty = useRef(false);
  const save = useCrawlerSave((saved) => {
    dirty.current = false;
    guard.markSaved();
    setEditing(saved);
  });

  const close = async () => {
    if (dirty.current) {
      const leave = await confirm({
        title: t('ing-leave-title'),
        message: t('ing-leave-body'),
        confirmLabel: t('ing-leave'),
        cancelLabel: t('ing-stay'),
        tone: 'danger',
      });
      if (!leave) return;
    }
    dirty.current = false;
    guard.markSaved();
    setEditing(null);
  };

  const run = async (id: string) => {
    try {
      const r = await runCrawlerNow(id);
      if (r.error) toast.error(r.error);
      else toast.success(t('cr-run-done', { found: r.items_found, added: r.items_added }));
    } catch (e) {
      toast.error(sourceErrorMessage(e));
    }
  };

  const current = editing === 'new' ? null : editing;
  return (
    <Section>
      <PageHeader title={t('screen-crawlers')}>
        <Button variant="secondary" onClick={() => void navigate('/operation/crawler/playground')}>
          {t('screen-crawler-playground')}
        </Button>{' '}
        <Button variant="primary" onClick={() => setEditing('new')}>
          <Plus aria-hidden size={16} />
          {t('cr-new')}
        </Button>
      </PageHeader>
      <IngestionFilters
        value={{ keyword: state.k, status: null }}
        withStatus={false}
        onChange={(patch) =>
          url.setState({
            ...state,
            page: 1,
            ...(patch.keyword !== undefined ? { k: patch.keyword } : {}),
          })
        }
        onReset={() => url.setState(url.initial)}
      />
      <CrawlerTable
        items={list.rows ?? []}
        loading={list.loading && !list.rows}
        error={list.error && !list.rows ? sourceErrorMessage(list.error) : null}
        onRetry={() => url.setState({ ...state })}
        onEdit={(row) => setEditing(list.rows?.find((c) => c.id === row.id) ?? null)}
        onRun={(row) => void run(row.id)}
        emptyVariant={url.narrowed ? 'search' : 'content'}
        paging={
          <ListFooter
            total={list.total}
            page={state.page}
            pageSize={CRAWLERS_PAGE_SIZE}
            hrefOf={(page) => url.hrefOf({ ...state, page })}
            onPage={(page) => url.setState({ ...state, page })}
          />
        }
      />
      <Drawer
        open={editing !== null}
        onOpenChange={(open) => {
          if (!open) void close();
        }}
        title={current ? current.name : t('cr-new')}
        width="min(960px, 100vw)"
      >
        {editing !== null ? (
          <CrawlerForm
            key={current ? `${current.id}:${current.version}` : 'new'}
            {...(current ? { defaultValues: valuesOf(current) } : {})}
            sourceOptions={sources.options}
            onSubmit={(values) => save(current, values)}
            onCancel={() => void close()}
            onDirtyChange={(d) => {
              dirty.current = d;
              guard.onDirtyChange(d);
            }}
          />
        ) : null}
      </Drawer>
    </Section>
  );
}

import {
  CrawlerForm,
  CrawlerTrial,
  useToast,
  type CrawlerFormValues,
  useTranslation,
} from '@newsdesk/ui';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { tryCrawler, useCrawler, type CrawlerTrial as Trial } from '../../data/crawlers';
import { sourceErrorMessage, useSourceOptions } from '../../data/sources';
import { ReadFailure } from '../../shell/ReadFailure';
import { RouterLink } from '../../shell/RouterLink';
import { PageHeader, Section, useLeaveGuard } from '../sources/shared';
import { inputOf, valuesOf } from './mapping';
import { useCrawlerSave } from './useCrawlerSave';

/**
 * /operation/crawler/playground (wide): a crawler's settings (`?id=` loads one) beside what they
 * fetch and extract, tried before saving; Save creates or updates the crawler. A crawler asked for
 * and not read says so ("Crawler not found", or a failed read with Retry).
 */
export function Component() {
  const { t } = useTranslation();
  const toast = useToast();
  const [params, setParams] = useSearchParams();
  const id = params.get('id');
  const read = useCrawler(id && /^\d{1,12}$/.test(id) ? id : null);
  const sources = useSourceOptions('');
  const [trial, setTrial] = useState<Trial | null>(null);
  const [fieldNames, setFieldNames] = useState<string[]>([]);
  const [trying, setTrying] = useState(false);
  const guard = useLeaveGuard();
  const save = useCrawlerSave((saved) => {
    guard.markSaved();
    setParams({ id: saved.id }, { replace: true });
  });

  const onTry = async (values: CrawlerFormValues) => {
    setTrying(true);
    try {
      const result = await tryCrawler(inputOf(values));
      setTrial(result);
      setFieldNames(values.fields.map((f) => f.name).filter(Boolean));
    } catch (e) {
      toast.error(sourceErrorMessage(e));
    } finally {
      setTrying(false);
    }
  };

  const current = read.crawler;
  if (id && !current && read.loading) {
    return (
      <Section aria-busy="true">
        <PageHeader title={t('screen-crawler-playground')} />
      </Section>
    );
  }
  // A crawler asked for by id and not read is never shown as a new one (saving would create a
  // second crawler): a missing one is final, a failed read offers Retry.
  if (id && !current) {
    const back = <RouterLink href="/operation/crawler">{t('ing-back')}</RouterLink>;
    return (
      <Section>
        <PageHeader title={t('screen-crawler-playground')} />
        <ReadFailure
          error={read.error}
          missing={t('crawler-not-found')}
          failed={t('ing-load-error')}
          onRetry={read.retry}
          describe={sourceErrorMessage}
          action={back}
        />
      </Section>
    );
  }
  return (
    <Section>
      <PageHeader title={t('screen-crawler-playground')} />
      <CrawlerForm
        key={current ? `${current.id}:${current.version}` : 'new'}
        {...(current ? { defaultValues: valuesOf(current) } : {})}
        sourceOptions={sources.options}
        onSubmit={(values) => save(current, values)}
        onTry={(values) => void onTry(values)}
        trying={trying}
        onDirtyChange={guard.onDirtyChange}
      />
      <CrawlerTrial
        trial={trial ? { ...trial, items: trial.items as Record<string, string>[] } : null}
        fieldNames={fieldNames}
        loading={trying}
      />
    </Section>
  );
}

import { emptyCrawlerValues, type CrawlerFormValues } from '@newsdesk/ui';
import type { Crawler, CrawlerInput } from '../../data/crawlers';

/** A crawler as the form edits it. */
export const valuesOf = (c: Crawler): CrawlerFormValues => ({
  key: c.key,
  name: c.name,
  url: c.url,
  description: c.description ?? '',
  duration: String(c.duration),
  method: c.method,
  enabled: c.enabled,
  schedule: c.schedule,
  extractor_kind: c.extractor_kind,
  selector_kind: c.selector_kind,
  item_selector: c.item_selector,
  fields: c.fields.map((f) => ({
    name: f.name,
    selector: f.selector,
    attribute: f.attribute ?? '',
  })),
  namespace: c.namespace ?? '',
  proxy_enabled: c.proxy_enabled,
  proxy_url: c.proxy_url ?? '',
  variables: c.variables.map((v) => ({ name: v.name, value: v.value })),
  template: c.template ?? '',
  comment: c.comment ?? '',
  status: c.status,
  source_id: c.source.id,
});

/** The form's values as the call's input (empty texts cleared). */
export const inputOf = (v: CrawlerFormValues): CrawlerInput => ({
  key: v.key,
  name: v.name,
  url: v.url,
  description: v.description || null,
  duration: Number(v.duration) || 10_000,
  method: v.method,
  enabled: v.enabled,
  schedule: v.schedule,
  extractor_kind: v.extractor_kind,
  selector_kind: v.selector_kind,
  item_selector: v.item_selector,
  fields: v.fields.map((f) => ({
    name: f.name,
    selector: f.selector,
    attribute: f.attribute || null,
  })),
  namespace: v.namespace || null,
  proxy_enabled: v.proxy_enabled,
  proxy_url: v.proxy_url || null,
  variables: v.variables,
  template: v.template || null,
  comment: v.comment || null,
  status: v.status,
  ...(v.source_id ? { source_id: v.source_id } : {}),
});

export const FORM_FIELDS = new Set<string>(Object.keys(emptyCrawlerValues));

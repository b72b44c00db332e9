import { Plus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useFieldArray, useForm, useWatch, type Control } from 'react-hook-form';
import { useTranslation } from '../../foundations/i18n/useTranslation';
import styled from 'styled-components';
import { Form } from '../../forms/Form';
import { FormSelect, FormSwitch, FormTextArea, FormTextInput } from '../../forms/FormControls';
import type { SelectOption } from '../../inputs/Select';
import { Button } from '../../primitives/Button';
import { IconButton } from '../../primitives/IconButton';
import { formatChinaTime } from '../../utils/chinaTime';
import { Actions, Columns, Panel } from '../shared/styles';
import { useDirtyReport, useRefusableSubmit, type FieldRefusal } from '../shared/useFormRefusal';
import { nextRunTimes } from './schedule';

import { theme } from '../../foundations/tokens';
export type CrawlerStatus = 'ACTIVE' | 'INACTIVE' | 'CUSTOM' | 'DELETED';
export const CRAWLER_STATUSES: readonly CrawlerStatus[] = [
  'ACTIVE',
  'INACTIVE',
  'CUSTOM',
  'DELETED',
];

/** Every field of a crawler (operations §3 Crawler), as the form edits them. */
export interface CrawlerFormValues {
  key: string;
  name: string;
  url: string;
  description: string;
  /** Time limit of one fetch, ms, as typed. */
  duration: string;
  method: 'GET' | 'POST';
  enabled: boolean;
  schedule: string;
  extractor_kind: 'HTML' | 'JSON';
  selector_kind: 'CSS' | 'JSONPATH';
  item_selector: string;
  fields: { name: string; selector: string; attribute: string }[];
  namespace: string;
  proxy_enabled: boolean;
  proxy_url: string;
  variables: { name: string; value: string }[];
  template: string;
  comment: string;
  status: CrawlerStatus;
  source_id: string | null;
}

export const emptyCrawlerValues: CrawlerFormValues = {
  key: '',
  name: '',
  url: '',
  description: '',
  duration: '10000',
  method: 'GET',
  enabled: false,
  schedule: '*/30 * * * *',
  extractor_kind: 'HTML',
  selector_kind: 'CSS',
  item_selector: '',
  fields: [
    { name: 'title', selector: '', attribute: '' },
    { name: 'url', selector: '', attribute: 'href' },
  ],
  namespace: '',
  proxy_enabled: false,
  proxy_url: '',
  variables: [],
  template: '',
  comment: '',
  status: 'ACTIVE',
  source_id: null,
};

const KEY_PATTERN = /^[A-Za-z0-9._-]+$/;
const URL_PATTERN = /^https?:\/\/[^\s]+$/i;

const Rows = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${theme.space[2]};
`;

const Row = styled.div`
  display: grid;
  grid-template-columns: repeat(3, minmax(0, 1fr)) auto;
  gap: ${theme.space[2]};
  align-items: end;
`;

const Group = styled.fieldset`
  border: 1px solid ${theme.color.border.weak};
  border-radius: ${theme.radii.md};
  padding: ${theme.space[3]};
  margin: 0;
  min-width: 0;
  display: flex;
  flex-direction: column;
  gap: ${theme.space[3]};

  legend {
    padding: 0 ${theme.space[1]};
    font-weight: 600;
  }
`;

const Runs = styled.ol`
  margin: 0;
  padding-left: ${theme.space[5]};
  color: ${theme.color.text.secondary};
  font-variant-numeric: tabular-nums;
`;

/** The next five run times under the schedule field (China time), as the user types. */
function NextRuns({ control, now }: { control: Control<CrawlerFormValues>; now: number }) {
  const { t } = useTranslation();
  const schedule = useWatch({ control, name: 'schedule' });
  const runs = nextRunTimes(schedule, now);
  if (!runs) return null;
  return (
    <div>
      <span id="crawler-next-runs">{t('cr-next-runs')}</span>
      <Runs aria-labelledby="crawler-next-runs">
        {runs.map((r) => (
          <li key={r}>{formatChinaTime(r, 'YYYY/MM/DD HH:mm')}</li>
        ))}
      </Runs>
    </div>
  );
}

export interface CrawlerFormProps {
  /** The crawler being edited; a new crawler starts from `emptyCrawlerValues`. */
  defaultValues?: CrawlerFormValues;
  /** The sources its items may be stored under. */
  sourceOptions: readonly SelectOption<string>[];
  /**
   * Called with valid values; Save is busy until it settles. Resolve with a refusal to show its
   * message next to its field; reject to keep what was typed.
   */
  onSubmit: (values: CrawlerFormValues) => Promise<FieldRefusal<CrawlerFormValues> | undefined>;
  /** Called by the Cancel button; without it no Cancel button shows. */
  onCancel?: () => void;
  /**
   * Called with true when the form gains unsaved changes and false when it loses them (the leave
   * guard).
   */
  onDirtyChange?: (dirty: boolean) => void;
  /** The playground's "Try": fetches and extracts with the current values (valid or not). */
  onTry?: (values: CrawlerFormValues) => void;
  /** A try is running: the Try button shows a spinner and ignores clicks. */
  trying?: boolean;
  /** The time the next runs count from (stories fix it). */
  now?: number;
  /** The submit button's text (default "Save"). */
  submitLabel?: string;
}

/**
 * A crawler's settings (operations §3 Crawler, §5): key, name, url, method, time limit, enabled,
 * crontab schedule with its next five run times, extractor and selector kinds, item selector,
 * fields, namespace, proxy, variables, template, comment, status and source. Bad input gets its
 * message next to the field and nothing is sent.
 */
export function CrawlerForm({
  defaultValues = emptyCrawlerValues,
  sourceOptions,
  onSubmit,
  onCancel,
  onDirtyChange,
  onTry,
  trying,
  now: fixedNow,
  submitLabel,
}: CrawlerFormProps) {
  const { t } = useTranslation();
  // The time the next runs count from: fixed at mount unless the caller gives one.
  const [mountedAt] = useState(() => Date.now());
  const now = fixedNow ?? mountedAt;
  const form = useForm<CrawlerFormValues>({ defaultValues, mode: 'onSubmit' });
  const { control } = form;
  useDirtyReport(form, onDirtyChange);
  const submit = useRefusableSubmit(form, onSubmit);
  const fields = useFieldArray({ control, name: 'fields' });
  const variables = useFieldArray({ control, name: 'variables' });
  const extractor = useWatch({ control, name: 'extractor_kind' });
  const proxy = useWatch({ control, name: 'proxy_enabled' });
  const method = useWatch({ control, name: 'method' });
  const limit = (n: number) => ({ limit: n, limitMessage: t('ing-too-long', { limit: n }) });

  return (
    <Form form={form} errorSummary="none" onSubmit={submit}>
      <Panel aria-label={t('cr-form')}>
        <Columns>
          <FormTextInput
            control={control}
            name="key"
            label={t('cr-key')}
            required
            {...limit(100)}
            rules={{ format: (v) => !v || KEY_PATTERN.test(v) || t('src-key-format') }}
          />
          <FormTextInput
            control={control}
            name="name"
            label={t('cr-name')}
            required
            {...limit(100)}
          />
          <FormSelect<CrawlerFormValues, 'source_id', string>
            control={control}
            name="source_id"
            label={t('cr-source')}
            hint={t('cr-source-hint')}
            required
            options={sourceOptions}
          />
          <FormSelect<CrawlerFormValues, 'status', CrawlerStatus>
            control={control}
            name="status"
            label={t('ing-status')}
            required
            options={CRAWLER_STATUSES.map((s) => ({ value: s, label: t(`cr-status-${s}`) }))}
          />
        </Columns>
        <FormTextInput
          control={control}
          name="url"
          label={t('cr-url')}
          hint={t('cr-url-hint', { name: '{{name}}' })}
          required
          placeholder="https://"
          {...limit(2000)}
          rules={{
            url: (v) => URL_PATTERN.test(v.replace(/\{\{[^}]*\}\}/g, 'x')) || t('ing-url-invalid'),
          }}
        />
        <Columns>
          <FormSelect<CrawlerFormValues, 'method', 'GET' | 'POST'>
            control={control}
            name="method"
            label={t('cr-method')}
            required
            options={[
              { value: 'GET', label: 'GET' },
              { value: 'POST', label: 'POST' },
            ]}
          />
          <FormTextInput
            control={control}
            name="duration"
            label={t('cr-duration')}
            hint={t('cr-duration-hint')}
            inputMode="numeric"
            required
            rules={{
              range: (v) =>
                (/^\d+$/.test(v) && Number(v) >= 100 && Number(v) <= 60000) ||
                t('cr-duration-range'),
            }}
          />
          <div>
            <FormTextInput
              control={control}
              name="schedule"
              label={t('cr-schedule')}
              hint={t('cr-schedule-hint')}
              required
              rules={{
                crontab: (v) => nextRunTimes(v, now, 1) !== null || t('cr-schedule-invalid'),
              }}
              validateOn="change"
            />
            <NextRuns control={control} now={now} />
          </div>
          <FormSwitch
            control={control}
            name="enabled"
            label={t('cr-enabled')}
            hint={t('cr-enabled-hint')}
          />
        </Columns>
        <Group>
          <legend>{t('cr-extraction')}</legend>
          <Columns>
            <FormSelect<CrawlerFormValues, 'extractor_kind', 'HTML' | 'JSON'>
              control={control}
              name="extractor_kind"
              label={t('cr-extractor')}
              required
              options={[
                { value: 'HTML', label: t('cr-extractor-HTML') },
                { value: 'JSON', label: t('cr-extractor-JSON') },
              ]}
            />
            <FormSelect<CrawlerFormValues, 'selector_kind', 'CSS' | 'JSONPATH'>
              control={control}
              name="selector_kind"
              label={t('cr-selector-kind')}
              required
              options={[
                { value: 'CSS', label: t('cr-selector-CSS') },
                { value: 'JSONPATH', label: t('cr-selector-JSONPATH') },
              ]}
              rules={{
                kind: (v) =>
                  (extractor === 'HTML' ? v === 'CSS' : v === 'JSONPATH') || t('cr-kind-mismatch'),
              }}
            />
            <FormTextInput
              control={control}
              name="item_selector"
              label={t('cr-item-selector')}
              hint={extractor === 'JSON' ? '$.data.list[*]' : 'ul.news > li'}
              required
              {...limit(2000)}
            />
          </Columns>
          <Rows>
            {fields.fields.map((f, i) => (
              <Row key={f.id}>
                <FormTextInput
                  control={control}
                  name={`fields.${i}.name`}
                  label={t('cr-field-name', { n: i + 1 })}
                  required
                  {...limit(100)}
                />
                <FormTextInput
                  control={control}
                  name={`fields.${i}.selector`}
                  label={t('cr-field-selector', { n: i + 1 })}
                  {...limit(2000)}
                />
                <FormTextInput
                  control={control}
                  name={`fields.${i}.attribute`}
                  label={t('cr-field-attribute', { n: i + 1 })}
                  {...limit(100)}
                />
                <IconButton
                  label={t('cr-field-remove', { n: i + 1 })}
                  variant="ghost"
                  icon={<Trash2 aria-hidden size={16} />}
                  disabled={fields.fields.length <= 1}
                  onClick={() => fields.remove(i)}
                />
              </Row>
            ))}
            <div>
              <Button
                variant="secondary"
                onClick={() => fields.append({ name: '', selector: '', attribute: '' })}
              >
                <Plus aria-hidden size={16} />
                {t('cr-field-add')}
              </Button>
            </div>
          </Rows>
        </Group>
        <Group>
          <legend>{t('cr-request')}</legend>
          <Columns>
            <FormTextInput
              control={control}
              name="namespace"
              label={t('cr-namespace')}
              {...limit(100)}
            />
            <FormSwitch control={control} name="proxy_enabled" label={t('cr-proxy')} />
            {proxy ? (
              <FormTextInput
                control={control}
                name="proxy_url"
                label={t('cr-proxy-url')}
                required
                rules={{ url: (v) => !v || URL_PATTERN.test(v) || t('ing-url-invalid') }}
              />
            ) : null}
          </Columns>
          <Rows>
            {variables.fields.map((v, i) => (
              <Row key={v.id}>
                <FormTextInput
                  control={control}
                  name={`variables.${i}.name`}
                  label={t('cr-variable-name', { n: i + 1 })}
                  required
                  {...limit(100)}
                />
                <FormTextInput
                  control={control}
                  name={`variables.${i}.value`}
                  label={t('cr-variable-value', { n: i + 1 })}
                  {...limit(2000)}
                />
                <span />
                <IconButton
                  label={t('cr-variable-remove', { n: i + 1 })}
                  variant="ghost"
                  icon={<Trash2 aria-hidden size={16} />}
                  onClick={() => variables.remove(i)}
                />
              </Row>
            ))}
            <div>
              <Button variant="secondary" onClick={() => variables.append({ name: '', value: '' })}>
                <Plus aria-hidden size={16} />
                {t('cr-variable-add')}
              </Button>
            </div>
          </Rows>
          {method === 'POST' ? (
            <FormTextArea
              control={control}
              name="template"
              label={t('cr-template')}
              hint={t('cr-template-hint')}
              {...limit(20000)}
            />
          ) : null}
        </Group>
        <FormTextArea
          control={control}
          name="description"
          label={t('cr-description')}
          {...limit(2000)}
        />
        <FormTextArea control={control} name="comment" label={t('cr-comment')} {...limit(2000)} />
        <Actions>
          {onCancel ? (
            <Button variant="secondary" onClick={onCancel}>
              {t('action-cancel')}
            </Button>
          ) : null}
          {onTry ? (
            <Button variant="secondary" loading={trying} onClick={() => onTry(form.getValues())}>
              {t('cr-try')}
            </Button>
          ) : null}
          <Button type="submit" variant="primary" loading={form.formState.isSubmitting}>
            {submitLabel ?? t('action-save')}
          </Button>
        </Actions>
      </Panel>
    </Form>
  );
}

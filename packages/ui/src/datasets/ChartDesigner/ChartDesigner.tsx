import { useDeferredValue, useEffect, useMemo } from 'react';
import { useForm, useWatch, type FieldPath } from 'react-hook-form';
import { useTranslation } from '../../foundations/i18n/useTranslation';
import styled from 'styled-components';
import { Form } from '../../forms/Form';
import { FormCheckbox, FormSelect, FormTextInput } from '../../forms/FormControls';
import type { SelectOption } from '../../inputs/Select';
import {
  useDirtyReport,
  useRefusableSubmit,
  type FieldRefusal,
} from '../../ingestion/shared/useFormRefusal';
import { Button } from '../../primitives/Button';
import { DataChart } from '../DataChart';
import { Actions, Panel } from '../shared/styles';
import type { DataTableData } from '../shared/types';
import {
  AxesSection,
  ElementsSection,
  Grid,
  SectionTitle,
  SeriesSection,
} from './ChartDesignerSections';
import {
  CHART_TITLE_LIMIT,
  CHART_TYPES,
  defaultDesign,
  optionsOfValues,
  TIMEZONES,
  valuesOfDesign,
  type ChartDesign,
  type ChartDesignValues,
} from './designValues';

import { theme } from '../../foundations/tokens';
export interface ChartDesignerProps {
  /** The saved chart; none for a new one. */
  design?: ChartDesign | null;
  /** The data sources a chart may read (value: symbol). */
  sourceOptions: readonly SelectOption<string>[];
  /** The chosen source's table (null while it loads or before one is chosen). */
  table: DataTableData | null;
  /** The chosen source's table is loading: the preview shows a loading state. */
  tableLoading?: boolean;
  /** The table failed to load: its message, shown in the preview instead of the chart. */
  tableError?: string | null;
  /** Told when another source is chosen (the app loads its table). */
  onSourceChange: (symbol: string | null) => void;
  /**
   * Saves the chart; resolve with a refusal (`options.series.0.column`, `symbol`...) to show the
   * server's reason next to its field; reject to keep what was typed.
   */
  onSubmit: (design: ChartDesign) => Promise<FieldRefusal<ChartDesignValues> | undefined>;
  /** Called by the Cancel button; without it no Cancel button shows. */
  onCancel?: () => void;
  /**
   * Called with true when the form gains unsaved changes and false when it loses them (the leave
   * guard).
   */
  onDirtyChange?: (dirty: boolean) => void;
}

const Layout = styled.div`
  display: grid;
  grid-template-columns: minmax(360px, 5fr) minmax(0, 7fr);
  gap: ${theme.space[4]};
  align-items: start;

  @media (max-width: 1100px) {
    grid-template-columns: minmax(0, 1fr);
  }
`;

const Settings = styled(Panel)`
  gap: ${theme.space[5]};
`;

const Preview = styled(Panel)`
  position: sticky;
  top: ${theme.space[4]};
`;

const SYMBOL = /^[A-Za-z0-9_.-]+$/;

/**
 * The chart designer (operations §3 Data chart): the data source, chart type, tooltip, datetime
 * zoom, footnote, legend, watermark and timezone; the x, top x, left y, right y and more y axes with
 * all their settings; the series (line, area, bar, stacked bar, candlestick with open, high, low
 * and close; colour, axis, labels, smoothing, curve, stack); mark areas, points and lines. The
 * preview beside it redraws as the settings change.
 */
export function ChartDesigner({
  design,
  sourceOptions,
  table,
  tableLoading,
  tableError,
  onSourceChange,
  onSubmit,
  onCancel,
  onDirtyChange,
}: ChartDesignerProps) {
  const { t } = useTranslation();
  const form = useForm<ChartDesignValues>({
    defaultValues: design ? valuesOfDesign(design) : defaultDesign(table, null),
    mode: 'onSubmit',
  });
  const { control } = form;
  useDirtyReport(form, onDirtyChange);
  const submit = useRefusableSubmit(form, (v) =>
    onSubmit({
      // A saved chart's symbol field is disabled, and react-hook-form leaves disabled fields out.
      symbol: (v.symbol ?? design?.symbol ?? '').trim(),
      title: v.title.trim(),
      source_symbol: v.source_symbol ?? '',
      options: optionsOfValues(v),
    }),
  );
  const source = useWatch({ control, name: 'source_symbol' });
  useEffect(() => onSourceChange(source), [source, onSourceChange]);

  // A new chart gets the series of the table it is drawn from once that table arrives.
  const seriesCount = form.getValues('series').length;
  useEffect(() => {
    if (!design && table && seriesCount === 0) {
      const fresh = defaultDesign(table, form.getValues('source_symbol'));
      form.setValue('series', fresh.series, { shouldDirty: true });
      form.setValue('chart_type', fresh.chart_type, { shouldDirty: true });
    }
  }, [design, table, seriesCount, form]);

  const watched = useWatch({ control }) as ChartDesignValues;
  const deferred = useDeferredValue(watched);
  // The preview's options keep their identity while their content is the same: a title typed, a
  // save (which resets the form to the saved values) or any other re-render must not make the
  // preview read its table again (10,000 rows for the demo SHCOMP chart).
  const next = optionsOfValues({ ...form.getValues(), ...deferred });
  const nextKey = JSON.stringify(next);
  // eslint-disable-next-line react-hooks/exhaustive-deps -- keyed on the content, on purpose
  const options = useMemo(() => next, [nextKey]);
  const columns =
    table?.columns.map((c) => c.name).filter((c) => c !== table.datetime_column) ?? [];
  const title = deferred.title?.trim() || t('data-chart-untitled');

  return (
    <Form form={form} errorSummary="top" onSubmit={submit}>
      <Layout>
        <Settings aria-label={t('data-chart-settings')}>
          <section aria-labelledby="chart-general">
            <SectionTitle id="chart-general">{t('data-chart-general')}</SectionTitle>
            <Grid>
              <FormTextInput
                control={control}
                name="symbol"
                label={t('data-symbol')}
                required
                disabled={!!design}
                limit={32}
                rules={{ format: (v) => !v || SYMBOL.test(v) || t('data-symbol-format') }}
              />
              <FormTextInput
                control={control}
                name="title"
                label={t('data-chart-title')}
                required
                limit={CHART_TITLE_LIMIT}
              />
              <FormSelect
                control={control}
                name="source_symbol"
                label={t('data-chart-source')}
                required
                options={sourceOptions}
              />
              <FormSelect
                control={control}
                name="chart_type"
                label={t('data-chart-type')}
                options={CHART_TYPES.map((k) => ({ value: k, label: t(`data-series-type-${k}`) }))}
              />
              <FormSelect
                control={control}
                name="timezone"
                label={t('data-chart-timezone')}
                options={TIMEZONES.map((z) => ({ value: z, label: t(`data-tz-${z}`) }))}
              />
              <FormTextInput
                control={control}
                name="watermark"
                label={t('data-chart-watermark')}
                limit={40}
              />
            </Grid>
            <FormTextInput
              control={control}
              name="footnote"
              label={t('data-chart-footnote')}
              limit={200}
            />
            <Grid>
              <FormCheckbox control={control} name="tooltip" label={t('data-chart-tooltip')} />
              <FormCheckbox
                control={control}
                name="datetime_zoom"
                label={t('data-chart-datetime-zoom')}
              />
              <FormCheckbox control={control} name="legend" label={t('data-chart-legend')} />
            </Grid>
          </section>
          <SeriesSection control={control} columns={columns} />
          <AxesSection control={control} />
          <ElementsSection control={control} />
          <Actions>
            {onCancel ? (
              <Button variant="secondary" onClick={onCancel}>
                {t('action-cancel')}
              </Button>
            ) : null}
            <Button type="submit" variant="primary" loading={form.formState.isSubmitting}>
              {t('action-save')}
            </Button>
          </Actions>
        </Settings>
        <Preview aria-label={t('data-chart-preview')}>
          <SectionTitle as="h2">{t('data-chart-preview')}</SectionTitle>
          <DataChart
            title={title}
            table={table ?? { columns: [], rows: [] }}
            options={options}
            loading={tableLoading}
            error={tableError ?? undefined}
            height={420}
          />
        </Preview>
      </Layout>
    </Form>
  );
}

/** A server refusal's field (`options.series[0].column`) as the designer's field path. */
export function designFieldOf(field: string): FieldPath<ChartDesignValues> | null {
  const path = field.replace(/^options\./, '').replace(/\[(\d+)\]/g, '.$1');
  const known =
    /^(symbol|title|source_symbol|chart_type|timezone|footnote|watermark|(axes|series|elements)\.\d+\.[a-z_]+)$/;
  return known.test(path) ? (path as FieldPath<ChartDesignValues>) : null;
}

import { useFieldArray, useWatch, type Control } from 'react-hook-form';
import { useTranslation } from '../../foundations/i18n/useTranslation';
import styled from 'styled-components';
import { FormCheckbox, FormSelect, FormTextInput } from '../../forms/FormControls';
import { Button } from '../../primitives/Button';
import {
  AXIS_KINDS,
  AXIS_POSITIONS,
  AXIS_UNITS,
  CHART_MAX_AXES,
  CHART_MAX_ELEMENTS,
  CHART_MAX_SERIES,
  CHART_TYPES,
  CURVES,
  dateOf,
  ELEMENT_KINDS,
  newAxis,
  newElement,
  newSeries,
  numberOf,
  ORIENTATIONS,
  TIME_FORMATS,
  type ChartDesignValues,
} from './designValues';

import { theme } from '../../foundations/tokens';
type C = Control<ChartDesignValues>;

export const Item = styled.fieldset`
  display: flex;
  flex-direction: column;
  gap: ${theme.space[3]};
  margin: 0;
  padding: ${theme.space[3]};
  border: 1px solid ${theme.color.border.weak};
  border-radius: ${theme.radii.md};
  min-width: 0;

  legend {
    padding: 0 ${theme.space[1]};
    font-weight: ${theme.font.weight.medium};
  }
`;

export const Grid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(150px, 1fr));
  gap: ${theme.space[3]};
  align-items: end;
`;

const Row = styled.div`
  display: flex;
  justify-content: space-between;
  align-items: center;
  gap: ${theme.space[2]};
`;

export const SectionTitle = styled.h2`
  margin: 0;
  font-size: ${theme.font.size.lg};
`;

const number = (message: string) => (v: string) => !v || numberOf(v) !== null || message;
const date = (message: string) => (v: string) => !v || dateOf(v) !== null || message;

export function AxesSection({ control }: { control: C }) {
  const { t } = useTranslation();
  const { fields, append, remove } = useFieldArray({ control, name: 'axes' });
  const axes = useWatch({ control, name: 'axes' });
  const isNumber = number(t('data-number-invalid'));
  const isDate = date(t('data-date-invalid'));
  return (
    <section aria-labelledby="chart-axes">
      <Row>
        <SectionTitle id="chart-axes">{t('data-axes')}</SectionTitle>
        <Button
          size="sm"
          disabled={fields.length >= CHART_MAX_AXES}
          onClick={() => {
            const ids = new Set(axes.map((a) => a.id));
            let n = fields.length + 1;
            while (ids.has(`y${n}`)) n++;
            append(newAxis('MORE_Y', `y${n}`));
          }}
        >
          {t('data-axis-add')}
        </Button>
      </Row>
      {fields.map((field, i) => {
        const kind = axes[i]?.kind ?? field.kind;
        const isX = kind === 'X' || kind === 'TOP_X';
        const at = `axes.${i}` as const;
        const name = axes[i]?.id || String(i + 1);
        return (
          <Item key={field.id}>
            <legend>
              {t('data-axis-legend', { id: name, kind: t(`data-axis-kind-${kind}`) })}
            </legend>
            <Grid>
              <FormTextInput
                control={control}
                name={`${at}.id`}
                label={t('data-axis-id')}
                required
                limit={20}
                rules={{
                  unique: (v) =>
                    axes.filter((a) => a.id.trim() === v.trim()).length <= 1 ||
                    t('data-axis-id-taken'),
                }}
              />
              <FormSelect
                control={control}
                name={`${at}.kind`}
                label={t('data-axis-kind')}
                options={AXIS_KINDS.map((k) => ({ value: k, label: t(`data-axis-kind-${k}`) }))}
              />
              <FormTextInput
                control={control}
                name={`${at}.title`}
                label={t('data-axis-title')}
                limit={60}
              />
              <FormSelect
                control={control}
                name={`${at}.position`}
                label={t('data-axis-position')}
                clearable
                options={AXIS_POSITIONS.map((k) => ({ value: k, label: t(`data-position-${k}`) }))}
              />
              {isX ? (
                <>
                  <FormSelect
                    control={control}
                    name={`${at}.time_format`}
                    label={t('data-axis-time-format')}
                    options={TIME_FORMATS.map((f) => ({ value: f, label: f }))}
                  />
                  <FormTextInput
                    control={control}
                    name={`${at}.start_date`}
                    label={t('data-axis-start-date')}
                    placeholder="YYYY-MM-DD"
                    rules={{ date: isDate }}
                  />
                  <FormTextInput
                    control={control}
                    name={`${at}.end_date`}
                    label={t('data-axis-end-date')}
                    placeholder="YYYY-MM-DD"
                    rules={{
                      date: isDate,
                      order: (v) => {
                        const a = dateOf(axes[i]?.start_date ?? '');
                        const b = dateOf(v);
                        return a === null || b === null || b >= a || t('data-axis-dates-order');
                      },
                    }}
                  />
                </>
              ) : (
                <>
                  <FormSelect
                    control={control}
                    name={`${at}.unit`}
                    label={t('data-axis-unit')}
                    options={AXIS_UNITS.map((k) => ({ value: k, label: t(`data-unit-kind-${k}`) }))}
                  />
                  <FormTextInput
                    control={control}
                    name={`${at}.min`}
                    label={t('data-axis-min')}
                    inputMode="decimal"
                    rules={{ number: isNumber }}
                  />
                  <FormTextInput
                    control={control}
                    name={`${at}.max`}
                    label={t('data-axis-max')}
                    inputMode="decimal"
                    rules={{
                      number: isNumber,
                      order: (v) => {
                        const lo = numberOf(axes[i]?.min ?? '');
                        const hi = numberOf(v);
                        return lo === null || hi === null || hi > lo || t('data-axis-range-order');
                      },
                    }}
                  />
                  <FormTextInput
                    control={control}
                    name={`${at}.tick_interval`}
                    label={t('data-axis-tick-interval')}
                    inputMode="decimal"
                    rules={{
                      number: (v) => !v || (numberOf(v) ?? 0) > 0 || t('data-tick-invalid'),
                    }}
                  />
                  <FormTextInput
                    control={control}
                    name={`${at}.precision`}
                    label={t('data-axis-precision')}
                    inputMode="numeric"
                    rules={{
                      range: (v) =>
                        !v || (/^\d+$/.test(v) && Number(v) <= 10) || t('data-precision-range'),
                    }}
                  />
                  <FormTextInput
                    control={control}
                    name={`${at}.prefix`}
                    label={t('data-axis-prefix')}
                    limit={10}
                  />
                  <FormTextInput
                    control={control}
                    name={`${at}.suffix`}
                    label={t('data-axis-suffix')}
                    limit={10}
                  />
                </>
              )}
            </Grid>
            <Grid>
              <FormCheckbox
                control={control}
                name={`${at}.inverted`}
                label={t('data-axis-inverted')}
              />
              {!isX ? (
                <FormCheckbox
                  control={control}
                  name={`${at}.thousands_separator`}
                  label={t('data-axis-thousands')}
                />
              ) : null}
              <FormCheckbox
                control={control}
                name={`${at}.show_title`}
                label={t('data-axis-show-title')}
              />
              <FormCheckbox
                control={control}
                name={`${at}.show_line`}
                label={t('data-axis-show-line')}
              />
              <FormCheckbox
                control={control}
                name={`${at}.show_labels`}
                label={t('data-axis-show-labels')}
              />
            </Grid>
            {kind !== 'X' ? (
              <Row>
                <span />
                <Button size="sm" variant="ghost" onClick={() => remove(i)}>
                  {t('data-axis-remove', { id: name })}
                </Button>
              </Row>
            ) : null}
          </Item>
        );
      })}
    </section>
  );
}

export function SeriesSection({ control, columns }: { control: C; columns: readonly string[] }) {
  const { t } = useTranslation();
  const { fields, append, remove } = useFieldArray({ control, name: 'series' });
  const [series, axes, chartType] = useWatch({ control, name: ['series', 'axes', 'chart_type'] });
  const columnOptions = columns.map((c) => ({ value: c, label: c }));
  const yAxes = axes
    .filter((a) => a.kind !== 'X' && a.kind !== 'TOP_X')
    .map((a) => ({ value: a.id, label: a.title ? `${a.title} (${a.id})` : a.id }));
  const required = t('data-required');
  const column = (v: string | null) => !!v || required;
  return (
    <section aria-labelledby="chart-series">
      <Row>
        <SectionTitle id="chart-series">{t('data-series')}</SectionTitle>
        <Button
          size="sm"
          disabled={fields.length >= CHART_MAX_SERIES || columns.length === 0}
          onClick={() =>
            append(newSeries(chartType, columns, yAxes[0]?.value ?? null, fields.length))
          }
        >
          {t('data-series-add')}
        </Button>
      </Row>
      {fields.map((field, i) => {
        const s = series[i] ?? field;
        const at = `series.${i}` as const;
        const name = s.name || String(i + 1);
        return (
          <Item key={field.id}>
            <legend>{t('data-series-legend', { name })}</legend>
            <Grid>
              <FormTextInput
                control={control}
                name={`${at}.name`}
                label={t('data-series-name')}
                required
                limit={60}
                rules={{
                  unique: (v) =>
                    series.filter((x) => x.name.trim() === v.trim()).length <= 1 ||
                    t('data-series-name-taken'),
                }}
              />
              <FormSelect
                control={control}
                name={`${at}.type`}
                label={t('data-series-type')}
                options={CHART_TYPES.map((k) => ({ value: k, label: t(`data-series-type-${k}`) }))}
              />
              {s.type === 'CANDLESTICK' ? (
                (['open', 'high', 'low', 'close'] as const).map((k) => (
                  <FormSelect
                    key={k}
                    control={control}
                    name={`${at}.${k}`}
                    label={t(`data-${k}`)}
                    required
                    options={columnOptions}
                    rules={{ column }}
                  />
                ))
              ) : (
                <FormSelect
                  control={control}
                  name={`${at}.column`}
                  label={t('data-series-column')}
                  required
                  options={columnOptions}
                  rules={{ column }}
                />
              )}
              <FormSelect
                control={control}
                name={`${at}.axis`}
                label={t('data-series-axis')}
                required
                options={yAxes}
                rules={{
                  axis: (v: string | null) => (!!v && yAxes.some((a) => a.value === v)) || required,
                }}
              />
              <FormTextInput
                control={control}
                name={`${at}.color`}
                label={t('data-series-color')}
                placeholder="#1c7ed6"
                rules={{
                  color: (v) => !v || /^#[0-9a-fA-F]{6}$/.test(v) || t('data-color-invalid'),
                }}
              />
              <FormSelect
                control={control}
                name={`${at}.curve`}
                label={t('data-series-curve')}
                options={CURVES.map((k) => ({ value: k, label: t(`data-curve-${k}`) }))}
              />
              <FormTextInput
                control={control}
                name={`${at}.stack`}
                label={t('data-series-stack')}
                hint={t('data-series-stack-hint')}
                limit={30}
              />
            </Grid>
            <Grid>
              <FormCheckbox
                control={control}
                name={`${at}.show_labels`}
                label={t('data-series-labels')}
              />
              <FormCheckbox
                control={control}
                name={`${at}.smooth`}
                label={t('data-series-smooth')}
              />
            </Grid>
            <Row>
              <span />
              <Button size="sm" variant="ghost" onClick={() => remove(i)}>
                {t('data-series-remove', { name })}
              </Button>
            </Row>
          </Item>
        );
      })}
    </section>
  );
}

export function ElementsSection({ control }: { control: C }) {
  const { t } = useTranslation();
  const { fields, append, remove } = useFieldArray({ control, name: 'elements' });
  const [elements, series] = useWatch({ control, name: ['elements', 'series'] });
  const seriesOptions = series
    .map((s) => ({ value: s.name, label: s.name }))
    .filter((o) => o.value);
  const isNumber = number(t('data-number-invalid'));
  const isDate = date(t('data-date-invalid'));
  const required = t('data-required');
  return (
    <section aria-labelledby="chart-elements">
      <Row>
        <SectionTitle id="chart-elements">{t('data-elements')}</SectionTitle>
        <Button
          size="sm"
          disabled={fields.length >= CHART_MAX_ELEMENTS}
          onClick={() => append(newElement('MARK_LINE', seriesOptions[0]?.value ?? null))}
        >
          {t('data-element-add')}
        </Button>
      </Row>
      {fields.map((field, i) => {
        const e = elements[i] ?? field;
        const at = `elements.${i}` as const;
        const vertical = e.orientation === 'VERTICAL';
        const pos = vertical
          ? { placeholder: 'YYYY-MM-DD', rules: { v: isDate } }
          : { inputMode: 'decimal' as const, rules: { v: isNumber } };
        const need = (v: string) => !!v.trim() || required;
        return (
          <Item key={field.id}>
            <legend>
              {t('data-element-legend', { n: i + 1, kind: t(`data-element-${e.kind}`) })}
            </legend>
            <Grid>
              <FormSelect
                control={control}
                name={`${at}.kind`}
                label={t('data-element-kind')}
                options={ELEMENT_KINDS.map((k) => ({ value: k, label: t(`data-element-${k}`) }))}
              />
              <FormSelect
                control={control}
                name={`${at}.series`}
                label={t('data-element-series')}
                clearable
                options={seriesOptions}
              />
              {e.kind !== 'MARK_POINT' ? (
                <FormSelect
                  control={control}
                  name={`${at}.orientation`}
                  label={t('data-element-orientation')}
                  options={ORIENTATIONS.map((k) => ({
                    value: k,
                    label: t(`data-orientation-${k}`),
                  }))}
                />
              ) : null}
              {e.kind === 'MARK_POINT' ? (
                <>
                  <FormTextInput
                    control={control}
                    name={`${at}.x`}
                    label={t('data-element-x')}
                    placeholder="YYYY-MM-DD"
                    rules={{ v: isDate, need }}
                  />
                  <FormTextInput
                    control={control}
                    name={`${at}.y`}
                    label={t('data-element-y')}
                    inputMode="decimal"
                    rules={{ v: isNumber, need }}
                  />
                </>
              ) : (
                <FormTextInput
                  control={control}
                  name={`${at}.start`}
                  label={t(e.kind === 'MARK_LINE' ? 'data-element-at' : 'data-element-start')}
                  {...pos}
                  rules={{ ...pos.rules, need }}
                />
              )}
              {e.kind === 'MARK_AREA' ? (
                <FormTextInput
                  control={control}
                  name={`${at}.end`}
                  label={t('data-element-end')}
                  {...pos}
                  rules={{ ...pos.rules, need }}
                />
              ) : null}
              <FormTextInput
                control={control}
                name={`${at}.label`}
                label={t('data-element-label')}
                limit={60}
              />
            </Grid>
            <Row>
              <span />
              <Button size="sm" variant="ghost" onClick={() => remove(i)}>
                {t('data-element-remove', { n: i + 1 })}
              </Button>
            </Row>
          </Item>
        );
      })}
    </section>
  );
}

import { useForm } from 'react-hook-form';
import { useTranslation } from '../../foundations/i18n/useTranslation';
import styled from 'styled-components';
import type { MessageKey } from '../../foundations/i18n/messages';
import { Form } from '../../forms/Form';
import { FormDateRangePicker, FormSelect } from '../../forms/FormControls';
import type { DateRange } from '../../inputs/DateRangePicker';
import { Button } from '../../primitives/Button';

import { theme } from '../../foundations/tokens';
export type CalendarRecurrence = 'DAILY' | 'WEEKDAYS' | 'WEEKLY' | 'MONTHLY';
export const RECURRENCES: readonly CalendarRecurrence[] = [
  'WEEKDAYS',
  'DAILY',
  'WEEKLY',
  'MONTHLY',
];

export interface TemplateRunValues {
  /** China days [start of the first, end of the last). */
  range: DateRange | null;
  recurrence: CalendarRecurrence;
}

export interface TemplateRunFormProps {
  /** Called with the chosen days and recurrence: make the template's events for them. */
  onSubmit: (values: { range: DateRange; recurrence: CalendarRecurrence }) => void | Promise<void>;
  /** Events are being made: the submit button shows a spinner and ignores clicks. */
  running?: boolean;
  /** Now, for the quick ranges (deterministic stories). */
  now?: number;
  /** The template has unsaved changes or is new: events are made from the saved one. */
  disabledReason?: string | null;
}

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${theme.space[3]};
  & > * {
    min-width: 12rem;
  }
`;

/**
 * Makes the events of a saved template for a range of China dates (designed here): the days the
 * repetition picks (Monday to Friday, every day, every week, every month); days that already have
 * one of its events are skipped.
 */
export function TemplateRunForm({ onSubmit, running, now, disabledReason }: TemplateRunFormProps) {
  const { t } = useTranslation();
  const form = useForm<TemplateRunValues>({
    defaultValues: { range: null, recurrence: 'WEEKDAYS' },
    mode: 'onSubmit',
  });
  const { control } = form;
  return (
    <Form
      form={form}
      onSubmit={(v) =>
        v.range ? onSubmit({ range: v.range, recurrence: v.recurrence }) : undefined
      }
      aria-label={t('calcfg-run-title')}
    >
      <Row>
        <FormDateRangePicker
          control={control}
          name="range"
          label={t('calcfg-run-range')}
          required
          requiredMessage={t('calcfg-run-range-required')}
          shortcuts={[]}
          {...(now !== undefined ? { now } : {})}
        />
        <FormSelect<TemplateRunValues, 'recurrence', CalendarRecurrence>
          control={control}
          name="recurrence"
          label={t('calcfg-recurrence')}
          options={RECURRENCES.map((r) => ({
            value: r,
            label: t(`calcfg-recurrence-${r}` as MessageKey),
          }))}
        />
        <Button type="submit" variant="primary" loading={running} disabled={!!disabledReason}>
          {t('calcfg-run')}
        </Button>
      </Row>
      {disabledReason ? <p>{disabledReason}</p> : null}
    </Form>
  );
}

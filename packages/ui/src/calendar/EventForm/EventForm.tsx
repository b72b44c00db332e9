import { useEffect } from 'react';
import { useForm, useWatch, type FieldErrors } from 'react-hook-form';
import { useTranslation } from '../../foundations/i18n/useTranslation';
import styled from 'styled-components';
import { RichTextField } from '../../editor/RichTextField';
import type { MessageKey } from '../../foundations/i18n/messages';
import { Form } from '../../forms/Form';
import { FormField } from '../../forms/FormField';
import {
  FormCombobox,
  FormDateTimePicker,
  FormRadioGroup,
  FormSelect,
  FormSwitch,
  FormTextInput,
} from '../../forms/FormControls';
import type { SelectOption } from '../../inputs/Select';
import { Button } from '../../primitives/Button';
import { htmlHasContent } from '../../utils/sanitize';
import { COUNTRIES, IMPORTANCES, STARS, type CalendarImportance } from '../calendarModel';
import { countryKey } from '../EventCalendar';

import { theme } from '../../foundations/tokens';
/** Channels an event can be placed in (content §3 tag-relation groups). */
export const EVENT_CHANNELS = [
  'NONE',
  'FINANCE_EVENT',
  'FEATURED_FLOW',
  'LATEST',
  'WEBSITE_HOME',
  'MATRIX_TERMINAL',
  'TREASURY',
] as const;
export type EventChannel = (typeof EVENT_CHANNELS)[number];

/** The event form's values (content §3 CalendarEvent). Times are ms, entered in China time. */
export interface EventFormValues {
  title: string;
  /** HTML (Plate). */
  body: string;
  display_time: number | null;
  /** The time-format flag: only the day is known (DATE) or also the time (DATETIME). */
  date_only: boolean;
  country: string | null;
  event: string;
  importance: CalendarImportance;
  source: string;
  forecast: string;
  revised: string;
  previous: string;
  actual: string;
  /** Unit of the figures, e.g. `%` (a template's unit is copied into its events). */
  unit: string;
  /** Tag ids. */
  tags: string[];
  /** The channels of the event's tag relations. */
  channels: EventChannel[];
}

export const EVENT_TITLE_LIMIT = 200;

export const emptyEventValues = (displayTime: number | null = null): EventFormValues => ({
  title: '',
  body: '',
  display_time: displayTime,
  date_only: false,
  country: null,
  event: '',
  importance: 'LOW',
  source: '',
  forecast: '',
  revised: '',
  previous: '',
  actual: '',
  unit: '',
  tags: [],
  channels: ['FINANCE_EVENT'],
});

/** Whether a body has content: text, or an image, table or rule. */
export interface EventFormProps {
  /** The values to start from (a new event: `emptyEventValues()`). */
  defaultValues: EventFormValues;
  /** Called with valid, trimmed values. */
  onSubmit: (values: EventFormValues) => void | Promise<void>;
  /** A failed submit with the "valid failed" message (for a toast). */
  onInvalid?: (errors: FieldErrors<EventFormValues>, message: string) => void;
  /** Called by the Cancel button. */
  onCancel: () => void;
  /** Told whether the form holds changes not saved yet (for a leave guard). */
  onDirtyChange?: (dirty: boolean) => void;
  /** Deletes the event being edited (none for a new one). */
  onDelete?: () => void;
  /** The tag picker's current options (search results and the picked tags, by id). */
  tagOptions: readonly SelectOption<string>[];
  /** Searches tags as the user types. */
  onTagSearch: (query: string) => void;
  /** A tag search is running: the tag picker shows and announces it. */
  tagsLoading?: boolean;
  /** A save is running: the submit button shows a spinner and ignores clicks. */
  saving?: boolean;
  /** `new`: the button says "Publish" (a new event is published). */
  mode: 'new' | 'edit';
  /**
   * Now (ms) for the date picker's today mark and Now button; defaults to the clock (stories pin
   * it).
   */
  now?: number;
}

const Grid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(12rem, 1fr));
  gap: ${theme.space[3]};
`;

const Stack = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${theme.space[4]};
`;

const Actions = styled.div`
  display: flex;
  justify-content: flex-end;
  gap: ${theme.space[2]};

  .nd-spacer {
    flex: 1;
  }
`;

const trimmed = (v: EventFormValues): EventFormValues => ({
  ...v,
  title: v.title.trim(),
  event: v.event.trim(),
  source: v.source.trim(),
  forecast: v.forecast.trim(),
  revised: v.revised.trim(),
  previous: v.previous.trim(),
  actual: v.actual.trim(),
  unit: v.unit.trim(),
});

/**
 * The calendar event form (content §3 CalendarEvent, §5): title, Plate body, time in China time with
 * the time-format flag (date only), country or region, event, importance (1–3 stars), source,
 * forecast, revised, previous and actual values with their unit, tags and the channels of their relations. "Please
 * input title" and "Please input body content" show by their fields and nothing is sent.
 */
export function EventForm({
  defaultValues,
  onSubmit,
  onInvalid,
  onCancel,
  onDirtyChange,
  onDelete,
  tagOptions,
  onTagSearch,
  tagsLoading,
  saving,
  mode,
  now,
}: EventFormProps) {
  const { t } = useTranslation();
  const form = useForm<EventFormValues>({ defaultValues, mode: 'onSubmit' });
  const { control } = form;
  const { isDirty } = form.formState;
  useEffect(() => onDirtyChange?.(isDirty), [isDirty, onDirtyChange]);
  const dateOnly = useWatch({ control, name: 'date_only' });
  const nowProps = now !== undefined ? { now } : {};

  return (
    <Form
      form={form}
      onSubmit={(values) => onSubmit(trimmed(values))}
      onInvalid={onInvalid}
      aria-label={mode === 'new' ? t('cal-create-title') : t('cal-edit-title')}
    >
      <Stack>
        <FormTextInput
          control={control}
          name="title"
          label={t('cal-field-title')}
          required
          requiredMessage={t('cal-title-required')}
          rules={{ blank: (v) => v.trim() !== '' || t('cal-title-required') }}
          limit={EVENT_TITLE_LIMIT}
          validateOn="blur"
        />
        <Grid>
          <FormDateTimePicker
            control={control}
            name="display_time"
            label={t('cal-field-time')}
            hint="GMT+8"
            required
            mode={dateOnly ? 'date' : 'datetime'}
            {...nowProps}
          />
          <FormSwitch control={control} name="date_only" label={t('cal-field-date-only')} />
          <FormSelect<EventFormValues, 'country', string>
            control={control}
            name="country"
            label={t('cal-field-country')}
            clearable
            options={COUNTRIES.map((c) => ({ value: c, label: t(countryKey(c)) }))}
          />
          <FormTextInput control={control} name="event" label={t('cal-field-event')} limit={200} />
          <FormTextInput
            control={control}
            name="source"
            label={t('cal-field-source')}
            limit={200}
          />
        </Grid>
        <FormRadioGroup<EventFormValues, 'importance', CalendarImportance>
          control={control}
          name="importance"
          label={t('cal-field-importance')}
          orientation="horizontal"
          options={IMPORTANCES.map((i) => ({
            value: i,
            label: t('cal-importance-stars', { count: STARS[i] }),
          }))}
        />
        <Grid>
          <FormTextInput
            control={control}
            name="forecast"
            label={t('cal-field-forecast')}
            limit={50}
          />
          <FormTextInput
            control={control}
            name="revised"
            label={t('cal-field-revised')}
            limit={50}
          />
          <FormTextInput
            control={control}
            name="previous"
            label={t('cal-field-previous')}
            limit={50}
          />
          <FormTextInput control={control} name="actual" label={t('cal-field-actual')} limit={50} />
          <FormTextInput control={control} name="unit" label={t('cal-field-unit')} limit={20} />
        </Grid>
        <FormField
          control={control}
          name="body"
          label={t('cal-field-body')}
          required
          requiredMessage={t('cal-body-required')}
          rules={{ content: (v) => htmlHasContent(v) || t('cal-body-required') }}
          render={({ controlProps }) => <RichTextField {...controlProps} />}
        />
        <Grid>
          <FormCombobox<EventFormValues, 'tags', string, true>
            control={control}
            name="tags"
            label={t('cal-field-tags')}
            multiple
            options={tagOptions}
            onSearch={onTagSearch}
            loading={tagsLoading}
          />
          <FormCombobox<EventFormValues, 'channels', EventChannel, true>
            control={control}
            name="channels"
            label={t('cal-field-channels')}
            multiple
            options={EVENT_CHANNELS.map((c) => ({
              value: c,
              label: t(`cal-group-${c}` as MessageKey),
            }))}
          />
        </Grid>
        <Actions>
          {onDelete ? (
            <Button variant="danger" onClick={onDelete}>
              {t('cal-delete')}
            </Button>
          ) : null}
          <span className="nd-spacer" />
          <Button onClick={onCancel}>{t('cal-cancel')}</Button>
          <Button type="submit" variant="primary" loading={saving}>
            {mode === 'new' ? t('cal-publish') : t('cal-save')}
          </Button>
        </Actions>
      </Stack>
    </Form>
  );
}

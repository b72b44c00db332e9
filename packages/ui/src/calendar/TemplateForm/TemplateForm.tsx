import { Trash2 } from 'lucide-react';
import { useForm, type FieldErrors } from 'react-hook-form';
import { useTranslation } from '../../foundations/i18n/useTranslation';
import styled from 'styled-components';
import { RichTextField } from '../../editor/RichTextField';
import { Form } from '../../forms/Form';
import { FormField } from '../../forms/FormField';
import { FormRadioGroup, FormSelect, FormSwitch, FormTextInput } from '../../forms/FormControls';
import { Button } from '../../primitives/Button';
import { COUNTRIES, IMPORTANCES, STARS, type CalendarImportance } from '../calendarModel';
import { countryKey } from '../EventCalendar';
import { htmlHasContent } from '../../utils/sanitize';
import { EVENT_TITLE_LIMIT } from '../EventForm';

import { theme } from '../../foundations/tokens';
/** An event template's values (designed here): one recurring indicator. */
export interface TemplateFormValues {
  title_pattern: string;
  event: string;
  country: string | null;
  importance: CalendarImportance;
  source: string;
  unit: string;
  /** `HH:mm` in China time. */
  default_time: string;
  /** Only the day is known (time-format flag DATE). */
  date_only: boolean;
  /** HTML (Plate). */
  body: string;
}

export const emptyTemplateValues = (
  defaults: Partial<Pick<TemplateFormValues, 'country' | 'importance' | 'date_only'>> = {},
): TemplateFormValues => ({
  title_pattern: '',
  event: '',
  country: defaults.country ?? null,
  importance: defaults.importance ?? 'LOW',
  source: '',
  unit: '',
  default_time: '09:30',
  date_only: defaults.date_only ?? false,
  body: '',
});

export const TEMPLATE_TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

export interface TemplateFormProps {
  /** The template being edited, or `emptyTemplateValues()` for a new one. */
  defaultValues: TemplateFormValues;
  /** Called with valid values, the text fields trimmed. */
  onSubmit: (values: TemplateFormValues) => void | Promise<void>;
  /** A failed submit, with the "valid failed" message (for a toast). */
  onInvalid?: (errors: FieldErrors<TemplateFormValues>, message: string) => void;
  /** Called by the Cancel button. */
  onCancel: () => void;
  /** A save is running: the submit button shows a spinner and ignores clicks. */
  saving?: boolean;
  /**
   * `new` names the form "New template", `edit` "Edit template" (and offers Delete with
   * `onDelete`).
   */
  mode: 'new' | 'edit';
  /** Delete the template being edited (absent: not offered; the caller confirms first). */
  onDelete?: () => void;
}

const Stack = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${theme.space[4]};
`;

const Grid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(11rem, 1fr));
  gap: ${theme.space[3]};
`;

const Actions = styled.div`
  display: flex;
  justify-content: flex-end;
  gap: ${theme.space[2]};
  .nd-spacer {
    flex: 1;
  }
`;

/**
 * An event template (/content/calendar/{id}, designed here): title pattern ("Please input title";
 * `{date}`, `{year}`, `{month}`, `{day}` become the event's China date), event, country or region,
 * importance, source, unit, time of day in China time (HH:mm) or date only, and the Plate body
 * template ("Please input body content"). An Admin may delete a saved template (`onDelete`).
 */
export function TemplateForm({
  defaultValues,
  onSubmit,
  onInvalid,
  onCancel,
  saving,
  mode,
  onDelete,
}: TemplateFormProps) {
  const { t } = useTranslation();
  const form = useForm<TemplateFormValues>({ defaultValues, mode: 'onSubmit' });
  const { control } = form;
  return (
    <Form
      form={form}
      onSubmit={(v) =>
        onSubmit({
          ...v,
          title_pattern: v.title_pattern.trim(),
          event: v.event.trim(),
          source: v.source.trim(),
          unit: v.unit.trim(),
          default_time: v.default_time.trim(),
        })
      }
      onInvalid={onInvalid}
      aria-label={mode === 'new' ? t('calcfg-template-new') : t('calcfg-template-edit')}
    >
      <Stack>
        <FormTextInput
          control={control}
          name="title_pattern"
          label={t('calcfg-title-pattern')}
          hint={t('calcfg-title-pattern-hint')}
          required
          requiredMessage={t('cal-title-required')}
          rules={{ blank: (v) => v.trim() !== '' || t('cal-title-required') }}
          limit={EVENT_TITLE_LIMIT}
          validateOn="blur"
        />
        <Grid>
          <FormTextInput control={control} name="event" label={t('cal-field-event')} limit={200} />
          <FormSelect<TemplateFormValues, 'country', string>
            control={control}
            name="country"
            label={t('cal-field-country')}
            clearable
            options={COUNTRIES.map((c) => ({ value: c, label: t(countryKey(c)) }))}
          />
          <FormTextInput
            control={control}
            name="source"
            label={t('cal-field-source')}
            limit={200}
          />
          <FormTextInput control={control} name="unit" label={t('calcfg-unit')} limit={20} />
          <FormTextInput
            control={control}
            name="default_time"
            label={t('calcfg-default-time')}
            hint="GMT+8"
            required
            requiredMessage={t('calcfg-time-invalid')}
            rules={{ time: (v) => TEMPLATE_TIME.test(v.trim()) || t('calcfg-time-invalid') }}
          />
          <FormSwitch control={control} name="date_only" label={t('cal-field-date-only')} />
        </Grid>
        <FormRadioGroup<TemplateFormValues, 'importance', CalendarImportance>
          control={control}
          name="importance"
          label={t('cal-field-importance')}
          orientation="horizontal"
          options={IMPORTANCES.map((i) => ({
            value: i,
            label: t('cal-importance-stars', { count: STARS[i] }),
          }))}
        />
        <FormField
          control={control}
          name="body"
          label={t('calcfg-body-template')}
          required
          requiredMessage={t('cal-body-required')}
          rules={{ content: (v) => htmlHasContent(v) || t('cal-body-required') }}
          render={({ controlProps }) => <RichTextField {...controlProps} />}
        />
        <Actions>
          {onDelete && mode === 'edit' ? (
            <>
              <Button variant="danger" icon={<Trash2 aria-hidden />} onClick={onDelete}>
                {t('calcfg-delete')}
              </Button>
              <span className="nd-spacer" />
            </>
          ) : null}
          <Button onClick={onCancel}>{t('cal-cancel')}</Button>
          <Button type="submit" variant="primary" loading={saving}>
            {t('cal-save')}
          </Button>
        </Actions>
      </Stack>
    </Form>
  );
}

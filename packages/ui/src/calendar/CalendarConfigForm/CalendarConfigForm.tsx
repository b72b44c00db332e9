import { useForm, type FieldErrors } from 'react-hook-form';
import { useTranslation } from '../../foundations/i18n/useTranslation';
import styled from 'styled-components';
import type { MessageKey } from '../../foundations/i18n/messages';
import { Form } from '../../forms/Form';
import {
  FormRadioGroup,
  FormSelect,
  FormSwitch,
  FormTextArea,
  FormTextInput,
} from '../../forms/FormControls';
import { Button } from '../../primitives/Button';
import { COUNTRIES, IMPORTANCES, STARS, type CalendarImportance } from '../calendarModel';
import { CALENDAR_KINDS, type CalendarKind } from '../CalendarTable';
import { countryKey } from '../EventCalendar';

import { theme } from '../../foundations/tokens';
/** The calendar config's values (designed here); `position` is text while typed. */
export interface CalendarConfigValues {
  name: string;
  country: string | null;
  kind: CalendarKind;
  default_importance: CalendarImportance;
  /** The default time-format flag of its templates: date only (DATE) or date and time. */
  date_only: boolean;
  auto_publish: boolean;
  position: string;
  description: string;
}

export const emptyCalendarValues = (): CalendarConfigValues => ({
  name: '',
  country: null,
  kind: 'ECONOMIC',
  default_importance: 'LOW',
  date_only: false,
  auto_publish: true,
  position: '0',
  description: '',
});

export const CALENDAR_NAME_LIMIT = 100;

export interface CalendarConfigFormProps {
  /** The calendar being edited, or `emptyCalendarValues()` for a new one. */
  defaultValues: CalendarConfigValues;
  /** Called with valid, trimmed values. */
  onSubmit: (values: CalendarConfigValues) => void | Promise<void>;
  /** A failed submit with the "valid failed" message (for a toast). */
  onInvalid?: (errors: FieldErrors<CalendarConfigValues>, message: string) => void;
  /** Called by the Cancel button. */
  onCancel: () => void;
  /** A save is running: the submit button shows a spinner and ignores clicks. */
  saving?: boolean;
  /** Read only (a Normal User sees the config but may not change it). */
  readOnly?: boolean;
  /** `new` names the form "New calendar", `edit` "Calendar config". */
  mode: 'new' | 'edit';
}

const Stack = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${theme.space[4]};
  max-width: 48rem;
`;

const Grid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(12rem, 1fr));
  gap: ${theme.space[3]};
`;

const Actions = styled.div`
  display: flex;
  justify-content: flex-end;
  gap: ${theme.space[2]};
`;

const POSITION = /^\d{1,4}$/;

/**
 * A calendar's config (/content/calendar, designed here): name ("Please input title first"),
 * country or region, kind, default importance and time-format flag of its templates, whether its
 * events publish automatically, its order in the list (0–9999) and a description.
 */
export function CalendarConfigForm({
  defaultValues,
  onSubmit,
  onInvalid,
  onCancel,
  saving,
  readOnly = false,
  mode,
}: CalendarConfigFormProps) {
  const { t } = useTranslation();
  const form = useForm<CalendarConfigValues>({ defaultValues, mode: 'onSubmit' });
  const { control } = form;
  return (
    <Form
      form={form}
      onSubmit={(v) =>
        onSubmit({
          ...v,
          name: v.name.trim(),
          position: v.position.trim(),
          description: v.description.trim(),
        })
      }
      onInvalid={onInvalid}
      aria-label={mode === 'new' ? t('calcfg-new-title') : t('calcfg-config-title')}
    >
      <fieldset disabled={readOnly} style={{ border: 0, margin: 0, padding: 0, minWidth: 0 }}>
        <Stack>
          <FormTextInput
            control={control}
            name="name"
            label={t('calcfg-name')}
            required
            requiredMessage={t('cal-topic-name-required')}
            rules={{ blank: (v) => v.trim() !== '' || t('cal-topic-name-required') }}
            limit={CALENDAR_NAME_LIMIT}
            validateOn="blur"
          />
          <Grid>
            <FormSelect<CalendarConfigValues, 'country', string>
              control={control}
              name="country"
              label={t('cal-field-country')}
              clearable
              options={COUNTRIES.map((c) => ({ value: c, label: t(countryKey(c)) }))}
            />
            <FormSelect<CalendarConfigValues, 'kind', CalendarKind>
              control={control}
              name="kind"
              label={t('calcfg-kind')}
              options={CALENDAR_KINDS.map((k) => ({
                value: k,
                label: t(`calcfg-kind-${k}` as MessageKey),
              }))}
            />
            <FormTextInput
              control={control}
              name="position"
              label={t('calcfg-position')}
              hint={t('calcfg-position-hint')}
              inputMode="numeric"
              rules={{
                range: (v) =>
                  (POSITION.test(v.trim()) && Number(v) <= 9999) || t('calcfg-position-range'),
              }}
            />
          </Grid>
          <FormRadioGroup<CalendarConfigValues, 'default_importance', CalendarImportance>
            control={control}
            name="default_importance"
            label={t('calcfg-default-importance')}
            orientation="horizontal"
            options={IMPORTANCES.map((i) => ({
              value: i,
              label: t('cal-importance-stars', { count: STARS[i] }),
            }))}
          />
          <FormSwitch control={control} name="date_only" label={t('calcfg-default-date-only')} />
          <FormSwitch control={control} name="auto_publish" label={t('calcfg-auto-publish')} />
          <FormTextArea
            control={control}
            name="description"
            label={t('calcfg-description')}
            limit={500}
            rows={3}
          />
        </Stack>
      </fieldset>
      <Stack>
        <Actions>
          <Button onClick={onCancel}>{t('cal-cancel')}</Button>
          {readOnly ? null : (
            <Button type="submit" variant="primary" loading={saving}>
              {t('cal-save')}
            </Button>
          )}
        </Actions>
      </Stack>
    </Form>
  );
}

import { errorMessage, isConflict } from '@newsdesk/api-client';
import {
  CalendarConfigForm,
  emptyCalendarValues,
  Spinner,
  useToast,
  type CalendarConfigValues,
  useTranslation,
} from '@newsdesk/ui';
import { useNavigate, useSearchParams } from 'react-router';
import { useCalendar, useCalendarWrites, type Calendar } from '../../../data/calendarConfig';
import { useSession } from '../../../data/session';
import { ReadFailure } from '../../../shell/ReadFailure';
import { Page } from './calendarPage';

const toValues = (c: Calendar): CalendarConfigValues => ({
  name: c.name,
  country: c.country ?? null,
  kind: c.kind,
  default_importance: c.default_importance,
  date_only: c.default_time_format === 'DATE',
  auto_publish: c.auto_publish,
  position: String(c.position),
  description: c.description ?? '',
});

const toInput = (v: CalendarConfigValues) => ({
  name: v.name,
  country: v.country,
  kind: v.kind,
  default_importance: v.default_importance,
  default_time_format: v.date_only ? ('DATE' as const) : ('DATETIME' as const),
  auto_publish: v.auto_publish,
  position: Number(v.position),
  description: v.description || null,
});

/**
 * /content/calendar (content §2 "calendar config", calls designed here): `?id=` edits a calendar's
 * config, none creates one. Admins save (a stale edit says "This record was changed by someone
 * else" and keeps the form); a Normal User reads it.
 */
export function Component() {
  const { t } = useTranslation();
  const toast = useToast();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const rawId = params.get('id');
  const id = rawId && /^\d{1,10}$/.test(rawId) ? rawId : null;
  const isAdmin = useSession().roles.includes('Admin');
  const read = useCalendar(id);
  const writes = useCalendarWrites();
  const back = () => void navigate('/content/calendar/list');

  const save = async (v: CalendarConfigValues) => {
    try {
      if (read.calendar) {
        await writes.update.mutateAsync({
          id: read.calendar.id,
          version: read.calendar.version,
          input: toInput(v),
        });
      } else {
        await writes.create.mutateAsync(toInput(v));
      }
      toast.success(t('calcfg-saved'));
      back();
    } catch (e) {
      toast.error(isConflict(e) ? t('cal-conflict') : errorMessage(e));
    }
  };

  let body;
  if (rawId && !id) body = <p role="alert">{t('calcfg-not-found')}</p>;
  else if (id && read.loading && !read.calendar) body = <Spinner label={t('feedback-loading')} />;
  else if (id && !read.calendar)
    // A missing calendar is final; a failed read offers Retry.
    body = read.error ? (
      <ReadFailure
        error={read.error}
        missing={t('calcfg-not-found')}
        failed={t('calcfg-load-error')}
        onRetry={read.retry}
      />
    ) : (
      <p role="alert">{t('calcfg-not-found')}</p>
    );
  else if (!id && !isAdmin) body = <p role="alert">{t('calcfg-permission')}</p>;
  else
    body = (
      <CalendarConfigForm
        key={read.calendar ? `${read.calendar.id}-${read.calendar.version}` : 'new'}
        mode={read.calendar ? 'edit' : 'new'}
        defaultValues={read.calendar ? toValues(read.calendar) : emptyCalendarValues()}
        onSubmit={save}
        onInvalid={(_, m) => toast.error(m)}
        onCancel={back}
        saving={writes.create.isPending || writes.update.isPending}
        readOnly={!isAdmin}
      />
    );

  return (
    <Page>
      <h1>
        {read.calendar ? read.calendar.name : id ? t('calcfg-config-title') : t('calcfg-new-title')}
      </h1>
      {body}
    </Page>
  );
}

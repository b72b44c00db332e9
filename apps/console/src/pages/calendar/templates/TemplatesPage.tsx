import { errorMessage, isConflict } from '@newsdesk/api-client';
import {
  theme,
  Button,
  emptyTemplateValues,
  formatChinaTime,
  Spinner,
  TemplateForm,
  TemplateRunForm,
  useToast,
  type TemplateFormValues,
  useTranslation,
} from '@newsdesk/ui';
import { Plus } from 'lucide-react';
import { Link, useParams, useSearchParams } from 'react-router';
import styled from 'styled-components';
import {
  useCalendar,
  useConfirmedCalendarDelete,
  useHiddenRows,
  useTemplateWrites,
  type CalendarTemplate,
  type CalendarWithTemplates,
} from '../../../data/calendarConfig';
import { useSession } from '../../../data/session';
import { Page } from '../config/calendarPage';

const Layout = styled.div`
  display: grid;
  grid-template-columns: minmax(14rem, 18rem) minmax(0, 1fr);
  gap: ${theme.space[5]};
  align-items: start;
  @media (max-width: 900px) {
    grid-template-columns: 1fr;
  }
  nav ul {
    list-style: none;
    margin: 0;
    padding: 0;
    display: flex;
    flex-direction: column;
    gap: ${theme.space[1]};
  }
  nav a {
    display: block;
    padding: ${theme.space[2]};
    border-radius: ${theme.radii.md};
    color: ${theme.color.text.primary};
    text-decoration: none;
  }
  nav a[aria-current='page'] {
    background: ${theme.color.bg.selected};
  }
  nav small {
    display: block;
    color: ${theme.color.text.secondary};
  }
  section {
    display: flex;
    flex-direction: column;
    gap: ${theme.space[5]};
  }
  h2 {
    margin: 0;
    font-size: ${theme.font.size.lg};
  }
`;

const toValues = (x: CalendarTemplate): TemplateFormValues => ({
  title_pattern: x.title_pattern,
  event: x.event ?? '',
  country: x.country ?? null,
  importance: x.importance,
  source: x.source ?? '',
  unit: x.unit ?? '',
  default_time: x.default_time,
  date_only: x.time_format === 'DATE',
  body: x.body,
});

const toInput = (v: TemplateFormValues) => ({
  title_pattern: v.title_pattern,
  event: v.event || null,
  country: v.country,
  importance: v.importance,
  source: v.source || null,
  unit: v.unit || null,
  default_time: v.default_time,
  time_format: v.date_only ? ('DATE' as const) : ('DATETIME' as const),
  body: v.body,
});

/** China date `YYYY-MM-DD` of a day start. */
const day = (ms: number) => formatChinaTime(ms, 'YYYY-MM-DD');

/**
 * /content/calendar/{id} (wide; content §2 "event template", calls designed here): the event
 * templates of a calendar (`?template=` an id or `new`), the template form, and making the events
 * of a saved template for a range of China dates. Admins delete a template (confirmed; it leaves
 * the list at once and comes back with the reason when refused, e.g. events still made from it).
 */
export function Component() {
  const { t } = useTranslation();
  const { id } = useParams();
  const calendarId = id && /^\d{1,10}$/.test(id) ? id : null;
  const read = useCalendar(calendarId);
  const calendar = read.calendar;
  if (!calendar) {
    return (
      <Page>
        <h1>{t('calcfg-template-list')}</h1>
        {calendarId && read.loading ? (
          <Spinner label={t('calcfg-template-list')} />
        ) : (
          <p role="alert">{read.error ? errorMessage(read.error) : t('calcfg-not-found')}</p>
        )}
        <Link to="/content/calendar/list">{t('calcfg-back-list')}</Link>
      </Page>
    );
  }
  return <Templates calendar={calendar} />;
}

function Templates({ calendar }: { calendar: CalendarWithTemplates }) {
  const { t } = useTranslation();
  const toast = useToast();
  const [params, setParams] = useSearchParams();
  const writes = useTemplateWrites();
  const isAdmin = useSession().roles.includes('Admin');
  const rows = useHiddenRows();
  const remove = useConfirmedCalendarDelete();
  const templates = calendar.templates.filter((x) => !rows.hidden.has(x.id));
  const wanted = params.get('template');
  const open =
    wanted === 'new' ? null : (templates.find((x) => x.id === wanted) ?? templates[0] ?? null);
  const creating = wanted === 'new' || open === null;
  const select = (template: string) => setParams({ template });

  const save = async (v: TemplateFormValues) => {
    try {
      if (open && !creating) {
        await writes.update.mutateAsync({ id: open.id, version: open.version, input: toInput(v) });
      } else {
        const made = await writes.create.mutateAsync({ calendar_id: calendar.id, ...toInput(v) });
        select(made.id);
      }
      toast.success(t('calcfg-saved'));
    } catch (e) {
      toast.error(isConflict(e) ? t('cal-conflict') : errorMessage(e));
    }
  };

  return (
    <Page>
      <h1>{t('calcfg-templates-title', { name: calendar.name })}</h1>
      <Layout>
        <nav aria-label={t('calcfg-template-list')}>
          <Button icon={<Plus aria-hidden />} onClick={() => select('new')}>
            {t('calcfg-template-new')}
          </Button>
          {templates.length === 0 ? <p>{t('calcfg-template-empty')}</p> : null}
          <ul>
            {templates.map((x) => (
              <li key={x.id}>
                <Link
                  to={`?template=${x.id}`}
                  aria-current={!creating && open?.id === x.id ? 'page' : undefined}
                >
                  {x.title_pattern}
                  <small>
                    {x.time_format === 'DATE' ? '—' : x.default_time} · {x.event ?? ''}
                  </small>
                </Link>
              </li>
            ))}
          </ul>
          <p>
            <Link to="/content/calendar/list">{t('calcfg-back-list')}</Link>
          </p>
        </nav>
        <section>
          <h2>{creating ? t('calcfg-template-new') : t('calcfg-template-edit')}</h2>
          <TemplateForm
            key={creating ? 'new' : `${open!.id}-${open!.version}`}
            mode={creating ? 'new' : 'edit'}
            defaultValues={
              creating
                ? emptyTemplateValues({
                    country: calendar.country ?? null,
                    importance: calendar.default_importance,
                    date_only: calendar.default_time_format === 'DATE',
                  })
                : toValues(open!)
            }
            onSubmit={save}
            onInvalid={(_, m) => toast.error(m)}
            onCancel={() => void setParams({})}
            saving={writes.create.isPending || writes.update.isPending}
            {...(isAdmin && !creating && open
              ? {
                  onDelete: () =>
                    void remove(
                      {
                        kind: 'template',
                        id: open.id,
                        version: open.version,
                        name: open.title_pattern,
                      },
                      rows,
                    ).then((gone) => {
                      if (gone) setParams({});
                    }),
                }
              : {})}
          />
          <h2>{t('calcfg-run-title')}</h2>
          <TemplateRunForm
            key={creating ? 'new' : open!.id}
            disabledReason={creating ? t('calcfg-run-save-first') : null}
            running={writes.run.isPending}
            onSubmit={async ({ range, recurrence }) => {
              if (creating || !open) return;
              try {
                const r = await writes.run.mutateAsync({
                  id: open.id,
                  from_date: day(range.start),
                  to_date: day(range.end - 1),
                  recurrence,
                });
                toast.success(
                  t('calcfg-run-done', { created: r.created.length, skipped: r.skipped }),
                );
              } catch (e) {
                toast.error(errorMessage(e));
              }
            }}
          />
        </section>
      </Layout>
    </Page>
  );
}

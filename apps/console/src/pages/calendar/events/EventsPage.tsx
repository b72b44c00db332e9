import {
  theme,
  Drawer,
  EmptyState,
  EventCalendar,
  EventForm,
  Spinner,
  WeeklyEventList,
  emptyEventValues,
  useConfirm,
  useTranslation,
} from '@newsdesk/ui';
import { errorMessage } from '@newsdesk/api-client';
import { useCallback, useLayoutEffect, useRef } from 'react';
import styled from 'styled-components';
import { useLeaveGuard } from '../../operations/useLeaveGuard';
import { eventToValues } from './eventValues';
import { useEventsScreen } from './useEventsScreen';

const Page = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${theme.space[4]};
  h1 {
    margin: 0;
    font-size: ${theme.font.size['2xl']};
  }
`;

/**
 * /content/events (content §2): calendar events of the URL's `start`–`end` in month, week (the
 * weekly event list) and list views, in China time whatever the browser's zone; the editor in a
 * drawer (`?id=` edits, `?action=create` creates a published event); delete hides the row at once.
 */
export function Component() {
  const { t } = useTranslation();
  const s = useEventsScreen();
  const open = s.creating || s.state.id !== null;
  const error = s.list.error ? errorMessage(s.list.error) : undefined;
  // Closing the editor, leaving the page or the tab with unsaved changes asks first.
  const dirty = useRef(false);
  const openRef = useRef(open);
  useLayoutEffect(() => {
    openRef.current = open;
  }, [open]);
  const isDirty = useCallback(() => openRef.current && dirty.current, []);
  const onDirtyChange = useCallback((next: boolean) => {
    dirty.current = next;
  }, []);
  useLeaveGuard(isDirty);
  const confirm = useConfirm();
  const close = async () => {
    if (isDirty()) {
      const leave = await confirm({
        title: t('push-leave-title'),
        message: t('push-leave-message'),
        confirmLabel: t('push-leave'),
        cancelLabel: t('push-stay'),
        tone: 'danger',
      });
      if (!leave) return;
    }
    dirty.current = false;
    s.close();
  };

  return (
    <Page>
      <h1>{t('cal-events-title')}</h1>
      <EventCalendar
        view={s.state.view}
        onViewChange={s.setView}
        start={s.range.start}
        end={s.range.end}
        onNavigate={s.navigate}
        events={s.list.events}
        loading={s.list.loading}
        error={error}
        onOpen={s.open}
        onCreate={s.startCreate}
        onDelete={(e) => void s.remove(e)}
        onShowDay={s.showDay}
        week={
          <WeeklyEventList
            title={t('cal-week-title')}
            weekStart={s.range.start}
            loading={s.list.loading}
            events={s.list.events.map((e) => ({ ...e, time: e.display_time }))}
            onChange={(e, change) => void s.patch(e, change)}
            onDelete={(e) => void s.remove(e)}
          />
        }
      />
      {s.state.view === 'month' && !s.list.loading && !error && s.list.events.length === 0 ? (
        // The month grid has no rows to leave empty: say so under it, as the list view does.
        <EmptyState title={t('cal-empty')} size="sm" titleTag="p" />
      ) : null}
      <Drawer
        open={open}
        onOpenChange={(next) => {
          if (!next) void close();
        }}
        title={s.creating ? t('cal-create-title') : t('cal-edit-title')}
        width="min(960px, 100vw)"
      >
        {s.creating ? (
          <EventForm
            key={`new-${s.state.at ?? ''}`}
            mode="new"
            defaultValues={emptyEventValues(s.state.at)}
            onSubmit={s.save}
            onInvalid={(_, message) => s.invalid(message)}
            onCancel={() => void close()}
            onDirtyChange={onDirtyChange}
            tagOptions={s.tags.options}
            onTagSearch={s.tags.onSearch}
            tagsLoading={s.tags.loading}
            saving={s.saving}
          />
        ) : s.editing ? (
          <EventForm
            key={`${s.editing.id}-${s.editing.version}`}
            mode="edit"
            defaultValues={eventToValues(s.editing)}
            onSubmit={s.save}
            onInvalid={(_, message) => s.invalid(message)}
            onCancel={() => void close()}
            onDirtyChange={onDirtyChange}
            onDelete={() => s.editing && void s.remove(s.editing)}
            tagOptions={s.tags.options}
            onTagSearch={s.tags.onSearch}
            tagsLoading={s.tags.loading}
            saving={s.saving}
          />
        ) : s.editingLoading ? (
          <Spinner label={t('cal-edit-title')} />
        ) : (
          <p role="alert">{t('cal-event-not-found')}</p>
        )}
      </Drawer>
    </Page>
  );
}

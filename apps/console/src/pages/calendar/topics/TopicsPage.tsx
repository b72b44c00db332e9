import { errorMessage } from '@newsdesk/api-client';
import {
  theme,
  CalendarDocList,
  Drawer,
  FaqEditor,
  Pagination,
  RoadmapEditor,
  Spinner,
  TopicForm,
  TopicList,
  useTranslation,
} from '@newsdesk/ui';
import styled from 'styled-components';
import { TOPIC_PAGE_SIZE } from '../../../data/calendar';
import { useDocEditors } from './useDocEditors';
import { topicToValues, useTopicsScreen } from './useTopicsScreen';

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
 * /content/events/topic/list (content §2): calendar topics by tab (Treasury, FAQ, Roadmap, All) with
 * their fields; the FAQ tab also lists the FAQs (editor: title, body and link items), the Roadmap
 * tab the roadmaps (tree editor). Everything open is in the URL and edited in a drawer.
 */
export function Component() {
  const { t } = useTranslation();
  const s = useTopicsScreen();
  const docs = useDocEditors(s.state.tab, s.state, s.close);
  const { state } = s;
  const topicOpen = state.topic !== null;

  const extra =
    state.tab === 'FAQ' ? (
      <CalendarDocList
        title={t('cal-faqs')}
        newLabel={t('cal-faq-new')}
        items={docs.faqs.docs}
        loading={docs.faqs.loading}
        error={docs.faqs.error ? errorMessage(docs.faqs.error) : undefined}
        onOpen={s.openFaq}
        onCreate={() => s.openFaq('new')}
      />
    ) : state.tab === 'ROADMAP' ? (
      <CalendarDocList
        title={t('cal-roadmaps')}
        newLabel={t('cal-roadmap-new')}
        items={docs.roadmaps.docs}
        loading={docs.roadmaps.loading}
        error={docs.roadmaps.error ? errorMessage(docs.roadmaps.error) : undefined}
        onOpen={s.openRoadmap}
        onCreate={() => s.openRoadmap('new')}
      />
    ) : null;

  return (
    <Page>
      <h1>{t('cal-topics-title')}</h1>
      <TopicList
        tab={state.tab}
        onTabChange={s.setTab}
        topics={s.list.items}
        loading={s.list.loading}
        error={s.list.error ? errorMessage(s.list.error) : undefined}
        onOpen={s.openTopic}
        onCreate={s.createTopic}
        extra={extra}
        paging={
          s.list.total > TOPIC_PAGE_SIZE ? (
            <Pagination
              page={state.page}
              total={s.list.total}
              pageSize={TOPIC_PAGE_SIZE}
              getPageHref={(page) => s.url.hrefOf({ ...state, page })}
              onPageChange={(page, event) => {
                event.preventDefault();
                s.url.setState({ ...state, page });
              }}
            />
          ) : null
        }
      />
      <Drawer
        open={topicOpen}
        onOpenChange={(next) => {
          if (!next) s.close();
        }}
        title={state.topic === 'new' ? t('cal-topic-create-title') : t('cal-topic-edit-title')}
      >
        {state.topic === 'new' ? (
          <TopicForm
            mode="new"
            defaultValues={s.newValues}
            onSubmit={s.save}
            onInvalid={(_, m) => s.invalid(m)}
            onCancel={s.close}
            saving={s.saving}
          />
        ) : s.editing ? (
          <TopicForm
            key={`${s.editing.id}-${s.editing.version}`}
            mode="edit"
            defaultValues={topicToValues(s.editing)}
            onSubmit={s.save}
            onInvalid={(_, m) => s.invalid(m)}
            onCancel={s.close}
            onDelete={() => void s.remove()}
            saving={s.saving}
          />
        ) : s.editingLoading ? (
          <Spinner label={t('cal-topic-edit-title')} />
        ) : topicOpen ? (
          <p role="alert">{t('cal-topic-not-found')}</p>
        ) : null}
      </Drawer>
      <Drawer
        open={docs.faq.open}
        onOpenChange={(next) => {
          if (!next) docs.faq.requestClose();
        }}
        title={docs.faq.mode === 'new' ? t('cal-faq-create-title') : t('cal-faq-edit-title')}
        width="min(880px, 100vw)"
      >
        {docs.faq.values ? (
          <FaqEditor
            key={docs.faq.key}
            mode={docs.faq.mode}
            defaultValues={docs.faq.values}
            onSubmit={docs.faq.save}
            onInvalid={(_, m) => s.invalid(m)}
            onCancel={docs.faq.requestClose}
            saving={docs.faq.saving}
            draft={docs.faq.draft}
            onDraftDiscard={docs.faq.onDraftDiscard}
            onValuesChange={docs.faq.onValuesChange}
          />
        ) : docs.faq.loading ? (
          <Spinner label={t('cal-faq-edit-title')} />
        ) : docs.faq.open ? (
          <p role="alert">{t('cal-topic-not-found')}</p>
        ) : null}
      </Drawer>
      <Drawer
        open={docs.roadmap.open}
        onOpenChange={(next) => {
          if (!next) docs.roadmap.requestClose();
        }}
        title={
          docs.roadmap.mode === 'new' ? t('cal-roadmap-create-title') : t('cal-roadmap-edit-title')
        }
        width="min(880px, 100vw)"
      >
        {docs.roadmap.value ? (
          <RoadmapEditor
            key={docs.roadmap.key}
            mode={docs.roadmap.mode}
            defaultValue={docs.roadmap.value}
            onSubmit={docs.roadmap.save}
            onInvalid={s.invalid}
            onCancel={docs.roadmap.requestClose}
            saving={docs.roadmap.saving}
            draft={docs.roadmap.draft}
            onDraftDiscard={docs.roadmap.onDraftDiscard}
            onValueChange={docs.roadmap.onValueChange}
          />
        ) : docs.roadmap.loading ? (
          <Spinner label={t('cal-roadmap-edit-title')} />
        ) : docs.roadmap.open ? (
          <p role="alert">{t('cal-topic-not-found')}</p>
        ) : null}
      </Drawer>
    </Page>
  );
}

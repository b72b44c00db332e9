import { errorMessage, isConflict } from '@newsdesk/api-client';
import {
  TOPIC_CHANNELS,
  emptyTopicValues,
  useToast,
  type CalendarTopicItem,
  type TopicChannel,
  type TopicFormValues,
  type TopicTab,
  useTranslation,
} from '@newsdesk/ui';
import {
  useCalendarTopic,
  useCalendarTopics,
  useCalendarTopicWrites,
  type CalendarTopic,
} from '../../../data/calendar';
import { useListUrl } from '../../../data/list';
import { topicsUrlCodec } from './topicsUrl';

const isChannel = (g: string): g is TopicChannel => TOPIC_CHANNELS.includes(g as TopicChannel);

export const topicItem = (t: CalendarTopic): CalendarTopicItem => ({
  id: t.id,
  name: t.name,
  status: t.status,
  description: t.description ?? null,
  period: t.period ?? null,
  website: t.website ?? null,
  organization: t.organization ?? null,
  groups: [...new Set(t.tag_relations.map((r) => r.group as string))],
});

export const topicToValues = (t: CalendarTopic): TopicFormValues => ({
  name: t.name,
  status: t.status === 'DRAFT' ? 'DRAFT' : 'PUBLISHED',
  description: t.description ?? '',
  period: t.period ?? '',
  website: t.website ?? '',
  organization: t.organization ?? '',
  channels: [...new Set(t.tag_relations.map((r) => r.group as string).filter(isChannel))],
});

/**
 * The topic list's state: the URL (tab, page, what is open), the topics of the tab, the open topic
 * and the topic writes (create, edit, delete = status deleted) with their toasts. Relations outside
 * the three channels are kept as they are when the channels change.
 */
export function useTopicsScreen() {
  const { t } = useTranslation();
  const toast = useToast();
  const url = useListUrl(topicsUrlCodec, {
    ignoreForNarrowed: ['tab', 'page', 'topic', 'faq', 'roadmap'],
  });
  const { state } = url;
  const list = useCalendarTopics(state.tab, state.page);
  const writes = useCalendarTopicWrites();
  const topicId = state.topic && state.topic !== 'new' ? state.topic : null;
  const inList = topicId ? list.topics.find((x) => x.id === topicId) : undefined;
  const loaded = useCalendarTopic(topicId && !inList ? topicId : null);
  const editing = inList ?? loaded.topic;

  const go = (next: Partial<typeof state>) => url.setState({ ...state, ...next });
  const close = () => go({ topic: null, faq: null, roadmap: null });

  const relationsOf = (channels: TopicChannel[], keep: CalendarTopic['tag_relations'] = []) => [
    ...keep.filter((r) => !isChannel(r.group)).map((r) => ({ id: r.id, group: r.group, k: r.k })),
    ...channels.map((group) => ({ id: '0', group, k: 0 })),
  ];

  const failed = (e: unknown) => toast.error(isConflict(e) ? t('cal-conflict') : errorMessage(e));

  const save = async (v: TopicFormValues) => {
    const fields = {
      name: v.name,
      status: v.status,
      description: v.description || null,
      period: v.period || null,
      website: v.website || null,
      organization: v.organization || null,
    };
    try {
      if (editing) {
        await writes.update.mutateAsync({
          id: editing.id,
          version: editing.version,
          input: { ...fields, tag_relations: relationsOf(v.channels, editing.tag_relations) },
        });
      } else {
        await writes.create.mutateAsync({ ...fields, tag_relations: relationsOf(v.channels) });
      }
      toast.success(t('cal-saved'));
      close();
    } catch (e) {
      failed(e);
    }
  };

  const remove = async () => {
    if (!editing) return;
    try {
      await writes.update.mutateAsync({
        id: editing.id,
        version: editing.version,
        input: { status: 'DELETED' },
      });
      toast.success(t('cal-deleted'));
      close();
    } catch (e) {
      failed(e);
    }
  };

  const channelOfTab = (tab: TopicTab): TopicChannel | undefined =>
    tab === 'ALL' ? undefined : tab;

  return {
    state,
    url,
    list: { ...list, items: list.topics.map(topicItem) },
    editing,
    editingLoading: !!topicId && !inList && loaded.loading,
    newValues: emptyTopicValues(channelOfTab(state.tab)),
    setTab: (tab: TopicTab) =>
      url.setState({ tab, page: 1, topic: null, faq: null, roadmap: null }),
    openTopic: (item: { id: string }) => go({ topic: item.id, faq: null, roadmap: null }),
    createTopic: () => go({ topic: 'new', faq: null, roadmap: null }),
    openFaq: (id: number | 'new') => go({ faq: String(id), topic: null, roadmap: null }),
    openRoadmap: (id: number | 'new') => go({ roadmap: String(id), topic: null, faq: null }),
    close,
    save,
    remove,
    saving: writes.create.isPending || writes.update.isPending,
    invalid: (message: string) => toast.error(message),
  };
}

import { errorMessage, isConflict } from '@newsdesk/api-client';
import { emptyFaqItem, useToast, type FaqFormValues, type RoadmapNode } from '@newsdesk/ui';
import { useTranslation } from 'react-i18next';
import {
  useCalendarDoc,
  useCalendarDocs,
  useSaveFaq,
  useSaveRoadmap,
} from '../../../data/calendar';

interface FaqDetail {
  id: string;
  items: { title: string; body: string; link?: string | null }[];
  version: number;
}
interface RoadmapDetail {
  id: string;
  roadmap_content: unknown;
  version: number;
}

/**
 * The FAQ and roadmap editors of the topic list's FAQ and Roadmap tabs: the lists, the open one
 * (`faq` / `roadmap` in the URL: an id or `new`), saving with the toasts.
 */
export function useDocEditors(
  tab: string,
  open: { faq: string | null; roadmap: string | null },
  close: () => void,
) {
  const { t } = useTranslation();
  const toast = useToast();
  const faqs = useCalendarDocs('FAQ', { enabled: tab === 'FAQ' });
  const roadmaps = useCalendarDocs('ROADMAP', { enabled: tab === 'ROADMAP' });
  const faqId = open.faq && open.faq !== 'new' ? Number(open.faq) : null;
  const roadmapId = open.roadmap && open.roadmap !== 'new' ? Number(open.roadmap) : null;
  const faq = useCalendarDoc('FAQ', faqId);
  const roadmap = useCalendarDoc('ROADMAP', roadmapId);
  const saveFaq = useSaveFaq();
  const saveRoadmap = useSaveRoadmap();

  // The generated detail union carries no __typename: tell the kinds apart by their fields.
  const faqDetail =
    faq.detail && 'items' in faq.detail ? (faq.detail as unknown as FaqDetail) : null;
  const roadmapDetail =
    roadmap.detail && 'roadmap_content' in roadmap.detail
      ? (roadmap.detail as unknown as RoadmapDetail)
      : null;

  const failed = (e: unknown) => toast.error(isConflict(e) ? t('cal-conflict') : errorMessage(e));

  const faqValues: FaqFormValues | null =
    open.faq === 'new'
      ? { items: [emptyFaqItem()] }
      : faqDetail
        ? {
            items: faqDetail.items.map((i) => ({
              title: i.title,
              body: i.body,
              link: i.link ?? '',
            })),
          }
        : null;

  const roadmapValue: RoadmapNode[] | null =
    open.roadmap === 'new'
      ? []
      : roadmapDetail
        ? ((roadmapDetail.roadmap_content as RoadmapNode[] | null) ?? [])
        : null;

  return {
    faqs,
    roadmaps,
    faq: {
      open: open.faq !== null,
      mode: open.faq === 'new' ? ('new' as const) : ('edit' as const),
      values: faqValues,
      loading: faqId !== null && faq.loading,
      key: faqDetail ? `${faqDetail.id}-${faqDetail.version}` : 'new',
      saving: saveFaq.isPending,
      save: async (items: { title: string; body: string; link: string | null }[]) => {
        try {
          await saveFaq.mutateAsync(
            faqDetail ? { id: Number(faqDetail.id), version: faqDetail.version, items } : { items },
          );
          toast.success(t('cal-saved'));
          close();
        } catch (e) {
          failed(e);
        }
      },
    },
    roadmap: {
      open: open.roadmap !== null,
      mode: open.roadmap === 'new' ? ('new' as const) : ('edit' as const),
      value: roadmapValue,
      loading: roadmapId !== null && roadmap.loading,
      key: roadmapDetail ? `${roadmapDetail.id}-${roadmapDetail.version}` : 'new',
      saving: saveRoadmap.isPending,
      save: async (content: RoadmapNode[]) => {
        try {
          await saveRoadmap.mutateAsync(
            roadmapDetail
              ? { id: Number(roadmapDetail.id), version: roadmapDetail.version, content }
              : { content },
          );
          toast.success(t('cal-saved'));
          close();
        } catch (e) {
          failed(e);
        }
      },
    },
  };
}

import { errorMessage, isConflict } from '@newsdesk/api-client';
import {
  emptyFaqItem,
  useConfirmDiscard,
  useToast,
  type FaqFormValues,
  type RoadmapNode,
  useTranslation,
} from '@newsdesk/ui';
import { useCallback, useMemo } from 'react';
import {
  useCalendarDoc,
  useCalendarDocs,
  useSaveFaq,
  useSaveRoadmap,
} from '../../../data/calendar';
import { formDraftKey, useFormDraft } from '../../../data/localDrafts';
import { useDrawerLeaveGuard } from './useDrawerLeaveGuard';

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
 * (`faq` / `roadmap` in the URL: an id or `new`), saving with the toasts. Nothing typed is lost
 * (issue #11): each editor keeps a local draft while it has unsaved changes (offered back when it
 * opens again), closing the drawer with changes asks first, and so do leaving the page and closing
 * the tab.
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

  const faqValues: FaqFormValues | null = useMemo(
    () =>
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
          : null,
    [open.faq, faqDetail],
  );

  const roadmapValue: RoadmapNode[] | null = useMemo(
    () =>
      open.roadmap === 'new'
        ? []
        : roadmapDetail
          ? ((roadmapDetail.roadmap_content as RoadmapNode[] | null) ?? [])
          : null,
    [open.roadmap, roadmapDetail],
  );

  const faqDraft = useFormDraft<FaqFormValues>(
    open.faq === null ? null : formDraftKey('faq', faqId ?? 'new'),
    faqValues,
  );
  const roadmapDraft = useFormDraft<RoadmapNode[]>(
    open.roadmap === null ? null : formDraftKey('roadmap', roadmapId ?? 'new'),
    roadmapValue,
  );
  const { isDirty: faqDirty } = faqDraft;
  const { isDirty: roadmapDirty } = roadmapDraft;
  const isDirty = useCallback(() => faqDirty() || roadmapDirty(), [faqDirty, roadmapDirty]);
  useDrawerLeaveGuard(isDirty);
  const confirmDiscard = useConfirmDiscard();
  // Closing with changes asks first and, when confirmed, drops them; a draft only offered (neither
  // restored nor discarded) stays for the next time.
  const requestClose = async (draft: typeof faqDraft | typeof roadmapDraft) => {
    if (draft.isDirty()) {
      if (!(await confirmDiscard(true))) return;
      draft.clear();
    }
    close();
  };

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
      draft: faqDraft.offer,
      onDraftDiscard: faqDraft.discard,
      onValuesChange: faqDraft.change,
      requestClose: () => void requestClose(faqDraft),
      save: async (items: { title: string; body: string; link: string | null }[]) => {
        try {
          await saveFaq.mutateAsync(
            faqDetail ? { id: Number(faqDetail.id), version: faqDetail.version, items } : { items },
          );
          faqDraft.clear();
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
      draft: roadmapDraft.offer
        ? { value: roadmapDraft.offer.values, savedAt: roadmapDraft.offer.savedAt }
        : null,
      onDraftDiscard: roadmapDraft.discard,
      onValueChange: roadmapDraft.change,
      requestClose: () => void requestClose(roadmapDraft),
      save: async (content: RoadmapNode[]) => {
        try {
          await saveRoadmap.mutateAsync(
            roadmapDetail
              ? { id: Number(roadmapDetail.id), version: roadmapDetail.version, content }
              : { content },
          );
          roadmapDraft.clear();
          toast.success(t('cal-saved'));
          close();
        } catch (e) {
          failed(e);
        }
      },
    },
  };
}

import { errorMessage } from '@newsdesk/api-client';
import {
  emptyReportValues,
  useConfirm,
  useReportForm,
  useToast,
  type PickerSearch,
  type ReportFormValues,
  type ReportRowData,
  useTranslation,
} from '@newsdesk/ui';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import {
  createReport,
  currentReportVersion,
  deleteReport,
  isReportConflict,
  updateReport,
  uploadReportFile,
  useReportDetail,
  useReportList,
  useReportRefresh,
} from '../../data/reports';
import { formDraftKey, useFormDraft } from '../../data/localDrafts';
import { useTagLookup } from '../../data/tags';
import { useLeaveGuard } from '../articles/editor/useLeaveGuard';
import { reportToValues, valuesToWrite } from '../../data/reportMapping';

const STATUS = { DRAFT: 'draft', PUBLISHED: 'published', DELETED: 'deleted' } as const;
const VIP = { ALL: 0, ASSIGNED: 1, BLACK_GOLD: 2, META: 3 } as const;

/**
 * The report screen's state (content §2 /content/report): `k` searches by title, `page` pages,
 * `action=create` opens the new-report form and `edit={id}` the edit form; saves, delete with a
 * confirm, and the leave guard while the form has unsaved changes. Unsaved edits are kept as a
 * local draft (issue #11), offered back when the same form opens again.
 */
export function useReportScreen() {
  const { t } = useTranslation();
  const toast = useToast();
  const confirm = useConfirm();
  const [params, setParams] = useSearchParams();
  const k = (params.get('k') ?? '').trim().slice(0, 100);
  const pageParam = Number(params.get('page'));
  const page = Number.isInteger(pageParam) && pageParam > 0 ? pageParam : 1;
  const creating = params.get('action') === 'create';
  const editParam = Number(params.get('edit'));
  const editId = Number.isInteger(editParam) && editParam > 0 ? editParam : null;

  const list = useReportList(k, page);
  const detail = useReportDetail(editId);
  const refresh = useReportRefresh();
  const tags = useTagLookup({ isTopic: false });
  const [saving, setSaving] = useState(false);

  const form = useReportForm(emptyReportValues());
  const dirty = form.formState.isDirty;
  const dirtyRef = useRef(dirty);
  useEffect(() => {
    dirtyRef.current = dirty;
  }, [dirty]);
  const loadedFor = useRef<number | 'new' | null>(null);
  /** The values the form was loaded with (what "unchanged" means for the local draft). */
  const baseline = useRef<ReportFormValues>(emptyReportValues());
  const [empty] = useState(emptyReportValues);
  const serverValues = useMemo(
    () =>
      creating ? empty : editId !== null && detail.report ? reportToValues(detail.report) : null,
    [creating, editId, detail.report, empty],
  );
  const draft = useFormDraft<ReportFormValues>(
    creating
      ? formDraftKey('report', 'new')
      : editId !== null
        ? formDraftKey('report', editId)
        : null,
    serverValues,
  );
  const { change: changeDraft } = draft;
  useEffect(() => {
    const subscription = form.watch(() => {
      const values = form.getValues();
      changeDraft(values, JSON.stringify(values) !== JSON.stringify(baseline.current));
    });
    return () => subscription.unsubscribe();
  }, [form, changeDraft]);
  useEffect(() => {
    if (creating && loadedFor.current !== 'new') {
      loadedFor.current = 'new';
      baseline.current = emptyReportValues();
      form.reset(emptyReportValues());
    } else if (editId !== null && detail.report && loadedFor.current !== editId) {
      loadedFor.current = editId;
      baseline.current = reportToValues(detail.report);
      form.reset(reportToValues(detail.report));
    } else if (!creating && editId === null) {
      loadedFor.current = null;
    }
  }, [creating, editId, detail.report, form]);

  const isDirty = useCallback(() => dirtyRef.current, []);
  const ownPath = useCallback(() => null, []);
  useLeaveGuard(isDirty, ownPath);

  const setQuery = (patch: Record<string, string | null>) => {
    const next = new URLSearchParams(params);
    for (const [key, value] of Object.entries(patch)) {
      if (value === null || value === '') next.delete(key);
      else next.set(key, value);
    }
    setParams(next);
  };

  const closeForm = async () => {
    if (dirtyRef.current) {
      const leave = await confirm({
        title: t('ae-leave-title'),
        message: t('ae-leave-message'),
        confirmLabel: t('ae-leave'),
        cancelLabel: t('ae-stay'),
        tone: 'danger',
      });
      if (!leave) return;
      draft.clear();
    }
    baseline.current = emptyReportValues();
    form.reset(emptyReportValues());
    setQuery({ action: null, edit: null });
  };

  const save = async (values: ReportFormValues) => {
    setSaving(true);
    try {
      const body = valuesToWrite(values);
      if (editId !== null && detail.report)
        await updateReport(editId, { ...body, version: detail.report.version });
      else await createReport(body);
      draft.clear();
      baseline.current = emptyReportValues();
      form.reset(emptyReportValues());
      dirtyRef.current = false;
      setQuery({ action: null, edit: null });
      toast.success(t('rp-saved'));
      await refresh();
    } catch (e) {
      toast.error(isReportConflict(e) ? t('rs-conflict') : errorMessage(e));
    } finally {
      setSaving(false);
    }
  };

  const rows: ReportRowData[] = useMemo(
    () =>
      list.nodes.map((n) => ({
        id: Number(n.raw_id),
        title: n.title,
        extension: null,
        summary: n.description ?? null,
        display_time: n.datetime,
        vip_visibility: VIP[n.vip_visibility as keyof typeof VIP] ?? 0,
        status: STATUS[n.status as keyof typeof STATUS] ?? 'published',
      })),
    [list.nodes],
  );

  const remove = async (item: ReportRowData) => {
    const ok = await confirm({
      title: t('rp-delete-title'),
      message: t('rp-delete-message', { title: item.title }),
      confirmLabel: t('rp-delete'),
      tone: 'danger',
    });
    if (!ok) return;
    try {
      await deleteReport(item.id, await currentReportVersion(item.id));
      toast.success(t('rp-deleted'));
      await refresh();
    } catch (e) {
      toast.error(isReportConflict(e) ? t('rs-conflict') : errorMessage(e));
    }
  };

  const tagSearch: PickerSearch = {
    results: tags.results,
    loading: tags.loading,
    onSearch: tags.onSearch,
  };

  return {
    k,
    page,
    list,
    rows,
    form,
    formOpen: creating || editId !== null,
    editing: editId !== null,
    formReady: creating || detail.report !== null,
    saving,
    tagSearch,
    draft: draft.offer ? { savedAt: draft.offer.savedAt } : null,
    restoreDraft: () => {
      if (!draft.offer) return;
      form.reset(draft.offer.values, { keepDefaultValues: true });
      draft.change(draft.offer.values, true);
      draft.dismiss();
    },
    discardDraft: draft.discard,
    search: (keyword: string) => setQuery({ k: keyword.trim(), page: null }),
    goToPage: (p: number) => setQuery({ page: p > 1 ? String(p) : null }),
    hrefOfPage: (p: number) => {
      const next = new URLSearchParams(params);
      if (p > 1) next.set('page', String(p));
      else next.delete('page');
      return `?${next.toString()}`;
    },
    openCreate: () => setQuery({ action: 'create', edit: null }),
    openEdit: (id: number) => setQuery({ edit: String(id), action: null }),
    closeForm: () => void closeForm(),
    save,
    remove: (item: ReportRowData) => void remove(item),
    upload: (file: File, _kind: string, onProgress: (percent: number) => void) =>
      uploadReportFile(file, onProgress),
  };
}

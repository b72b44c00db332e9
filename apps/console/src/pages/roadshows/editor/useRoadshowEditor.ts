import { ERROR_MESSAGES, errorMessage } from '@newsdesk/api-client';
import {
  emptyRoadshowValues,
  useConfirm,
  useRoadshowEditorForm,
  useToast,
  type LocalDraftInfo,
  type RoadshowEditorValues,
  type RoadshowSubmitIntent,
  useTranslation,
} from '@newsdesk/ui';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { uploadMedia } from '../../../data/media';
import {
  createRoadshow,
  roadshowConflictOf,
  roadshowFieldErrors,
  setRoadshowStatus,
  updateRoadshow,
  useRoadshowListInvalidation,
  type Roadshow,
} from '../../../data/roadshows';
import { localDraftStore } from '../../articles/editor/autosave';
import { useLeaveGuard } from '../../articles/editor/useLeaveGuard';
import { roadshowToValues, valuesToInput, valuesToPatch } from './mapping';

type Status = 'draft' | 'published' | 'deleted';
const STATUS_OF: Record<Roadshow['status'], Status> = {
  DRAFT: 'draft',
  PUBLISHED: 'published',
  DELETED: 'deleted',
};
/** Server field names to the form's. */
const FIELD_OF: Record<string, keyof RoadshowEditorValues> = {
  video_id: 'video',
  title: 'title',
  body: 'body',
  start_time: 'start_time',
  end_time: 'end_time',
  password_user_group_id: 'password_user_group',
};

export const roadshowDraftKey = (id: number | 'new') => `nd-roadshow-draft:${id}`;
const LOCAL_DELAY_MS = 500;

/**
 * The roadshow editor's state and actions (content §3, §4, §5): the form, the local draft (written
 * within half a second of a change, offered back on the next visit), the leave guard, create and
 * save (GraphQL), status changes and delete (the status call), and the failures: field errors by the
 * field ("Roadshow video not uploaded"), "Create roadshow failed", the server's message otherwise.
 */
export function useRoadshowEditor(initial: Roadshow | null) {
  const { t } = useTranslation();
  const toast = useToast();
  const confirm = useConfirm();
  const navigate = useNavigate();
  const invalidateLists = useRoadshowListInvalidation();
  const [roadshow, setRoadshow] = useState<Roadshow | null>(initial);
  const [status, setStatus] = useState<Status | 'new'>(initial ? STATUS_OF[initial.status] : 'new');
  const [saving, setSaving] = useState(false);
  const [bodyRevision, setBodyRevision] = useState(0);
  const leaving = useRef(false);

  const serverValues = useMemo(
    () => (initial ? roadshowToValues(initial) : emptyRoadshowValues()),
    [initial],
  );
  const form = useRoadshowEditorForm(serverValues);
  // Read during render so react-hook-form tracks it (its form state is a subscription proxy).
  const dirty = form.formState.isDirty;
  const dirtyRef = useRef(dirty);
  useEffect(() => {
    dirtyRef.current = dirty;
  }, [dirty]);
  const store = useMemo(
    () =>
      localDraftStore<RoadshowEditorValues>(roadshowDraftKey(initial ? Number(initial.id) : 'new')),
    [initial],
  );
  const [draft, setDraft] = useState<LocalDraftInfo | null>(() => {
    const d = store.read();
    return d ? { title: d.values.title, savedAt: d.savedAt } : null;
  });

  // Every change goes to the local draft shortly after; a form equal to the server's has none.
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | null = null;
    const subscription = form.watch(() => {
      if (timer) clearTimeout(timer);
      timer = setTimeout(() => {
        if (!dirtyRef.current) return;
        store.write({ values: form.getValues(), baseVersion: null, savedAt: Date.now() });
      }, LOCAL_DELAY_MS);
    });
    return () => {
      subscription.unsubscribe();
      if (timer) clearTimeout(timer);
    };
  }, [form, store]);

  const isDirty = useCallback(() => !leaving.current && dirtyRef.current, []);
  const ownPath = useCallback(() => null, []);
  useLeaveGuard(isDirty, ownPath);

  const adopt = (saved: Roadshow, next: Status) => {
    store.remove();
    setDraft(null);
    setRoadshow(saved);
    setStatus(next);
    form.reset(roadshowToValues(saved));
    void invalidateLists();
  };

  const fail = (e: unknown, creating: boolean) => {
    const fields = roadshowFieldErrors(e);
    let shown = false;
    for (const f of fields) {
      const name = FIELD_OF[f.field];
      if (!name) continue;
      form.setError(name, { type: 'server', message: f.message }, { shouldFocus: !shown });
      shown = true;
    }
    if (roadshowConflictOf(e)) toast.error(t('rs-conflict'));
    else if (fields.some((f) => f.field === 'video_id'))
      toast.error(ERROR_MESSAGES.roadshowVideoNotUploaded);
    else toast.error(creating ? ERROR_MESSAGES.createRoadshowFailed : errorMessage(e));
  };

  const submit = async (values: RoadshowEditorValues, intent: RoadshowSubmitIntent) => {
    setSaving(true);
    try {
      if (!roadshow) {
        const created = await createRoadshow(valuesToInput(values, intent === 'publish'));
        adopt(created, STATUS_OF[created.status]);
        toast.success(intent === 'publish' ? t('rs-published') : t('rs-saved'));
        leaving.current = true;
        await navigate(`/content/roadshow/${created.id}`, { replace: true });
        leaving.current = false;
        return;
      }
      let saved = await updateRoadshow(
        Number(roadshow.id),
        roadshow.version,
        valuesToPatch(values, roadshow),
      );
      let next: Status = STATUS_OF[saved.status];
      if (intent !== 'save') {
        const target = intent === 'publish' ? 'published' : 'draft';
        const changed = await setRoadshowStatus({
          id: Number(saved.id),
          status: target,
          version: saved.version,
        });
        saved = {
          ...saved,
          status: target === 'published' ? 'PUBLISHED' : 'DRAFT',
          version: changed.version,
        };
        next = target;
      }
      adopt(saved, next);
      toast.success(intent === 'publish' ? t('rs-published') : t('rs-saved'));
    } catch (e) {
      fail(e, !roadshow);
    } finally {
      setSaving(false);
    }
  };

  const remove = async () => {
    if (!roadshow) return;
    const ok = await confirm({
      title: t('rs-delete-title'),
      message: t('rs-delete-message', { title: roadshow.title }),
      confirmLabel: t('rs-action-delete'),
      tone: 'danger',
    });
    if (!ok) return;
    try {
      await setRoadshowStatus({
        id: Number(roadshow.id),
        status: 'deleted',
        version: roadshow.version,
      });
      store.remove();
      void invalidateLists();
      toast.success(t('rs-deleted'));
      leaving.current = true;
      await navigate('/content/roadshow/list');
    } catch (e) {
      toast.error(roadshowConflictOf(e) ? t('rs-conflict') : errorMessage(e));
    }
  };

  return {
    roadshow,
    status,
    form,
    saving,
    bodyRevision,
    submit,
    remove: () => void remove(),
    upload: uploadMedia,
    draft: {
      info: draft,
      restore: () => {
        const d = store.read();
        if (!d) return;
        form.reset(serverValues);
        for (const [k, v] of Object.entries(d.values))
          form.setValue(k as keyof RoadshowEditorValues, v as never, { shouldDirty: true });
        setBodyRevision((r) => r + 1);
      },
      discard: () => {
        store.remove();
        setDraft(null);
        form.reset(roadshow ? roadshowToValues(roadshow) : emptyRoadshowValues());
        setBodyRevision((r) => r + 1);
      },
    },
  };
}

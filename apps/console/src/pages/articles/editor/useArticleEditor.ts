import { errorMessage } from '@newsdesk/api-client';
import {
  emptyArticleValues,
  plannedTimeValid,
  useArticleEditorForm,
  useToast,
  type ArticleEditorValues,
  useTranslation,
} from '@newsdesk/ui';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import {
  conflictOf,
  createArticle,
  getArticle,
  updateArticle,
  useArticleCache,
  type Article,
} from '../../../data/articles';
import { uploadMedia } from '../../../data/media';
import { useSession } from '../../../data/session';
import type { TemplateConfig } from '../../../data/templates';
import { draftKey, localDraftStore } from './autosave';
import { useEditorOptions } from './editorOptions';
import {
  articleToValues,
  savedStatus,
  valuesToPayload,
  valuesToUpdate,
} from '../../../data/articleMapping';
import { useAutosave, useLocalDraft, type ConflictState, type SaveStatus } from './useAutosave';
import { useEditorStartup } from './useEditorStartup';
import { useEditorTemplates } from './useEditorTemplates';
import { useLeaveGuard } from './useLeaveGuard';

export type EditorStep = 'details' | 'preview' | 'done';
export interface PublishResult {
  status: 'published' | 'scheduled' | 'draft';
  article: Article;
}

/**
 * The article wizard's state and actions (content §2, §4): the form, the autosave, explicit saves
 * (Save draft, Publish or Schedule), templates, local drafts and version conflicts. The page only
 * lays these out.
 */
export function useArticleEditor(
  initialArticle: Article | null,
  templateConfig: TemplateConfig | null,
) {
  const { t } = useTranslation();
  const toast = useToast();
  const navigate = useNavigate();
  const cache = useArticleCache();
  const { user } = useSession();

  const [article, setArticle] = useState<Article | null>(initialArticle);
  const articleRef = useRef(initialArticle);
  const [step, setStep] = useState<EditorStep>('details');
  const [saveStatus, setSaveStatus] = useState<SaveStatus>({ state: 'idle', at: null });
  const [conflict, setConflict] = useState<ConflictState | null>(null);
  const [bodyRevision, setBodyRevision] = useState(0);
  const [saving, setSaving] = useState(false);
  const [result, setResult] = useState<PublishResult | null>(null);
  const reloadBody = useCallback(() => setBodyRevision((r) => r + 1), []);

  const serverValues = useMemo(
    () =>
      initialArticle
        ? articleToValues(initialArticle)
        : { ...emptyArticleValues(), author_id: user?.id ?? null },
    [initialArticle, user?.id],
  );
  const form = useArticleEditorForm(serverValues);
  const options = useEditorOptions({ article: initialArticle, self: user });
  const { store, localDraft, setLocalDraft } = useLocalDraft(articleRef);
  const templates = useEditorTemplates({ form, templateConfig, reloadBody, setSaveStatus });

  /** The server answered an article: keep it, move the URL of a new one to its id. */
  const adopt = useCallback(
    (saved: Article) => {
      const wasNew = articleRef.current === null;
      if (wasNew) localDraftStore(draftKey('new')).remove();
      articleRef.current = saved;
      setArticle(saved);
      cache.store(saved);
      if (wasNew) void navigate(`/content/article/${saved.id}`, { replace: true });
    },
    [cache, navigate],
  );

  const autosave = useAutosave({
    initialArticle,
    articleRef,
    store,
    adopt,
    onSaveStatus: setSaveStatus,
    onConflict: setConflict,
  });
  const ready = useEditorStartup({
    form,
    serverValues,
    articleRef,
    autosave,
    store,
    templateConfig,
    adopt,
    reloadBody,
    setLocalDraft,
    setSaveStatus,
  });

  // Every edit goes to the autosave.
  useEffect(() => {
    if (!ready) return;
    const subscription = form.watch(() => autosave.change(form.getValues()));
    return () => subscription.unsubscribe();
  }, [autosave, form, ready]);

  const isDirty = useCallback(() => autosave.dirty && step !== 'done', [autosave, step]);
  const ownPath = useCallback(() => `/${articleRef.current?.id}`, []);
  useLeaveGuard(isDirty, ownPath);

  /** An explicit save (Save draft, Publish): after any autosave in flight, on the latest version. */
  async function save(publish: boolean): Promise<Article | null> {
    const values = form.getValues();
    setSaving(true);
    try {
      await autosave.flush();
      if (autosave.hasConflict) return null;
      const current = articleRef.current;
      const planned = publish ? 'send' : 'clear';
      const saved = current
        ? await updateArticle(
            current.id,
            valuesToUpdate(values, publish, planned, autosave.version ?? current.version),
          )
        : await createArticle(valuesToPayload(values, publish, planned));
      adopt(saved);
      autosave.acknowledge({ version: saved.version }, values);
      autosave.setRemote(saved.status !== 'published' && !saved.scheduled);
      setSaveStatus({ state: 'save-complete', at: Date.now() });
      void cache.invalidateLists();
      return saved;
    } catch (e) {
      const c = conflictOf(e);
      if (c) {
        setConflict({
          version: c.version,
          theirs: c.article ? articleToValues(c.article) : values,
          mine: values,
        });
        setSaveStatus({ state: 'conflict', at: Date.now() });
      } else {
        toast.error(errorMessage(e));
        setSaveStatus({ state: 'error', at: Date.now(), message: errorMessage(e) });
      }
      return null;
    } finally {
      setSaving(false);
    }
  }

  const goTo = (next: EditorStep) => {
    setStep(next);
    if (next !== 'details') window.scrollTo({ top: 0 });
  };

  const submit = async (_values: ArticleEditorValues, intent: 'draft' | 'next') => {
    if (intent === 'next') return goTo('preview');
    if (await save(false)) toast.success(t('ae-saved'));
  };

  const publish = async () => {
    const values = form.getValues();
    if (!plannedTimeValid(values.planned_publish_at, Date.now())) {
      setStep('details');
      await form.trigger('planned_publish_at');
      toast.error(t('ae-planned-time-past'));
      return;
    }
    const before = articleRef.current?.status ?? null;
    const saved = await save(true);
    if (!saved) return;
    const status = savedStatus(true, before, values.planned_publish_at, Date.now());
    toast.success(status === 'scheduled' ? t('ae-saved') : t('ae-published'));
    setResult({
      status: saved.scheduled ? 'scheduled' : saved.status === 'published' ? 'published' : 'draft',
      article: saved,
    });
    goTo('done');
  };

  const draft = {
    info: localDraft,
    restore: () => {
      const d = store.read();
      if (!d) return;
      form.reset(d.values);
      reloadBody();
    },
    discard: () => {
      store.remove();
      const server = articleRef.current ? articleToValues(articleRef.current) : serverValues;
      form.reset(server);
      reloadBody();
      autosave.takeTheirs(server, articleRef.current?.version ?? 0);
    },
  };

  const resolveConflict = conflict
    ? {
        ...conflict,
        baseVersion: autosave.version ?? 0,
        keepMine: () => {
          setConflict(null);
          void autosave.keepMine(conflict.version);
        },
        takeTheirs: () => {
          setConflict(null);
          form.reset(conflict.theirs);
          reloadBody();
          autosave.takeTheirs(conflict.theirs, conflict.version);
          void getArticle(articleRef.current!.id).then(adopt);
        },
      }
    : null;

  return {
    article,
    form,
    options,
    step,
    goTo,
    saveStatus,
    saving,
    bodyRevision,
    result,
    submit,
    publish: () => void publish(),
    upload: uploadMedia,
    templates,
    draft,
    conflict: resolveConflict,
  };
}

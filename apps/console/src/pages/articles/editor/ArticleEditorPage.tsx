import { errorMessage } from '@newsdesk/api-client';
import {
  ArticleEditorForm,
  Button,
  ConflictDialog,
  DraftMenu,
  EmptyState,
  SaveStateIndicator,
  Spinner,
  TemplateMenu,
  UnpaidPreview,
  emptyArticleValues,
  formatChinaTime,
  plannedTimeValid,
  useConfirm,
  useToast,
  type ArticleEditorFormApi,
  type ArticleEditorValues,
  useArticleEditorForm,
  useArticleEditorValues,
  type EditorOption,
  type EditorTemplate,
  type SaveState,
} from '@newsdesk/ui';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { CheckCircle2, Clock } from 'lucide-react';
import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useBlocker, useNavigate, useParams } from 'react-router';
import { api } from '../../../data/clients';
import { useSession } from '../../../data/session';
import { RouterLink } from '../../../shell/RouterLink';
import { Autosave, draftKey, localDraftStore, type DraftStore } from './autosave';
import {
  createArticle,
  getArticle,
  getTemplates,
  saveTemplate,
  templatesOf,
  updateArticle,
  useEditorOptions,
} from './editorData';
import {
  articleToValues,
  canSaveRemotely,
  conflictOf,
  savedStatus,
  valuesToPayload,
  valuesToUpdate,
  type Article,
} from './mapping';
import { Done, Header, PreviewActions, Steps } from './ArticleEditorPage.styles';

type Step = 'details' | 'preview' | 'done';

interface ConflictState {
  version: number;
  theirs: ArticleEditorValues;
  mine: ArticleEditorValues;
}

/** /content/article/create and /content/article/:id: the article wizard (content §2). */
export function Component() {
  const { id: idParam } = useParams();
  const id = idParam && idParam !== 'create' ? Number(idParam) : null;
  const { t } = useTranslation();
  const article = useQuery({
    queryKey: ['article', id],
    queryFn: () => getArticle(id!),
    enabled: id !== null && Number.isFinite(id),
    staleTime: Infinity,
    retry: false,
  });
  const templates = useQuery({ queryKey: ['editor-templates'], queryFn: getTemplates });

  if (id !== null && !Number.isFinite(id)) {
    return <EmptyState title={t('ae-not-found')} />;
  }
  if (id !== null && article.isError) {
    return <EmptyState title={t('ae-not-found')} subtitle={errorMessage(article.error)} />;
  }
  if ((id !== null && !article.data) || templates.isPending) {
    return (
      <Header>
        <h1>{id === null ? t('ae-new-title') : t('ae-edit-title')}</h1>
        <SaveStateIndicator
          state={templates.isPending && id === null ? 'loading-template' : 'loading'}
        />
        <Spinner />
      </Header>
    );
  }
  // Keyed by the article loaded first: creating an article keeps the editor mounted.
  return <Editor initialArticle={article.data ?? null} templateConfig={templates.data ?? null} />;
}

function Editor({
  initialArticle,
  templateConfig,
}: {
  initialArticle: Article | null;
  templateConfig: Awaited<ReturnType<typeof getTemplates>>;
}) {
  const { t } = useTranslation();
  const toast = useToast();
  const confirm = useConfirm();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { user } = useSession();

  const [article, setArticle] = useState<Article | null>(initialArticle);
  const articleRef = useRef(initialArticle);
  const [step, setStep] = useState<Step>('details');
  const [saveState, setSaveState] = useState<{
    state: SaveState;
    at: number | null;
    message?: string;
  }>({ state: 'idle', at: null });
  const [conflict, setConflict] = useState<ConflictState | null>(null);
  const [bodyRevision, setBodyRevision] = useState(0);
  const [saving, setSaving] = useState(false);
  const [templatesState, setTemplatesState] = useState(templateConfig);
  const [localDraft, setLocalDraft] = useState<{ title: string; savedAt: number } | null>(null);
  const [result, setResult] = useState<{
    status: 'published' | 'scheduled' | 'draft';
    article: Article;
  } | null>(null);
  const [ready, setReady] = useState(false);

  const serverValues = useMemo(
    () =>
      initialArticle
        ? articleToValues(initialArticle)
        : { ...emptyArticleValues(), author_id: user?.id ?? null },
    [initialArticle, user?.id],
  );
  const form = useArticleEditorForm(serverValues);
  const options = useEditorOptions({ article: initialArticle, self: user });

  // The local draft lives under the article's id ('new' until the server created it).
  const store = useMemo<DraftStore<ArticleEditorValues>>(() => {
    const current = () =>
      localDraftStore<ArticleEditorValues>(draftKey(articleRef.current?.id ?? 'new'));
    return {
      read: () => current().read(),
      write: (d) => {
        current().write(d);
        setLocalDraft({ title: d.values.title, savedAt: d.savedAt });
      },
      remove: () => {
        current().remove();
        setLocalDraft(null);
      },
    };
  }, []);

  const [autosave] = useState(
    () =>
      new Autosave<ArticleEditorValues>(
        {
          store,
          remote: initialArticle?.status !== 'published' && !initialArticle?.scheduled,
          canSaveRemote: canSaveRemotely,
          saveRemote: async (values, baseVersion) => {
            const current = articleRef.current;
            const saved = current
              ? await updateArticle(
                  current.id,
                  valuesToUpdate(values, false, 'omit', baseVersion ?? current.version),
                )
              : await createArticle(valuesToPayload(values, false, 'omit'));
            adopt(saved);
            return { version: saved.version };
          },
          conflictOf: (e) => {
            const c = conflictOf(e);
            return c
              ? { version: c.version, values: c.article ? articleToValues(c.article) : null }
              : null;
          },
          onState: (state, { at, error }) =>
            setSaveState({ state, at, ...(error ? { message: errorMessage(error) } : {}) }),
          onConflict: (c, mine) => {
            setConflict({ version: c.version, theirs: c.values ?? mine, mine });
          },
        },
        {
          values: initialArticle ? articleToValues(initialArticle) : null,
          version: initialArticle?.version ?? null,
        },
      ),
  );

  /** The server answered an article: keep it, move the URL of a new one to its id. */
  function adopt(saved: Article) {
    const wasNew = articleRef.current === null;
    if (wasNew) {
      localDraftStore(draftKey('new')).remove();
    }
    articleRef.current = saved;
    setArticle(saved);
    queryClient.setQueryData(['article', saved.id], saved);
    if (wasNew) void navigate(`/content/article/${saved.id}`, { replace: true });
  }

  // Start: offer a local draft left by a crash, cancel a schedule, or auto-load the template.
  useEffect(() => {
    let cancelled = false;
    void (async () => {
      const draft = store.read();
      const differs = draft && JSON.stringify(draft.values) !== JSON.stringify(serverValues);
      if (draft && differs) {
        setLocalDraft({ title: draft.values.title, savedAt: draft.savedAt });
        const restore = await confirm({
          title: t('ae-draft-found-title'),
          message: t('ae-draft-found-message', {
            title: draft.values.title || t('ae-draft-untitled'),
            time: formatChinaTime(draft.savedAt, 'YYYY/MM/DD HH:mm:ss'),
          }),
          confirmLabel: t('ae-draft-restore'),
          cancelLabel: t('ae-draft-discard'),
        });
        if (cancelled) return;
        if (restore) {
          form.reset(draft.values);
          setBodyRevision((r) => r + 1);
          autosave.change(draft.values);
        } else {
          store.remove();
        }
      } else if (draft) {
        store.remove();
      }
      const a = articleRef.current;
      if (a?.scheduled && a.planned_published_at !== null) {
        const cancel = await confirm({
          title: t('ae-cancel-schedule-title'),
          message: t('ae-cancel-schedule-message', {
            time: formatChinaTime(a.planned_published_at),
          }),
          confirmLabel: t('ae-cancel-schedule'),
          tone: 'danger',
        });
        if (cancelled) return;
        if (!cancel) {
          void navigate('/content/article/list');
          return;
        }
        try {
          const values = form.getValues();
          const saved = await updateArticle(
            a.id,
            valuesToUpdate(values, false, 'clear', a.version),
          );
          adopt(saved);
          form.setValue('planned_publish_at', null);
          autosave.acknowledge({ version: saved.version }, form.getValues());
          autosave.setRemote(true);
          toast.success(t('ae-schedule-cancelled'));
        } catch (e) {
          toast.error(errorMessage(e));
          void navigate('/content/article/list');
          return;
        }
      }
      if (!a && !(draft && differs)) {
        const auto = templatesOf(templateConfig).find((tpl) => tpl.is_default);
        const body = templateConfig?.value.templates.find((tpl) => tpl.id === auto?.id)?.body;
        if (body && form.getValues('body') === '') {
          form.setValue('body', body);
          setBodyRevision((r) => r + 1);
          setSaveState({ state: 'auto-load-template', at: Date.now() });
        }
      }
      setReady(true);
    })();
    return () => {
      cancelled = true;
    };
    // Runs once per mounted editor.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // Every edit goes to the autosave.
  useEffect(() => {
    if (!ready) return;
    const subscription = form.watch(() => autosave.change(form.getValues()));
    return () => subscription.unsubscribe();
  }, [autosave, form, ready]);

  useEffect(() => {
    autosave.resume();
    return () => autosave.dispose();
  }, [autosave]);

  // Leaving with changes the server does not have asks first.
  const isDirty = useCallback(() => autosave.dirty && step !== 'done', [autosave, step]);
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      isDirty() &&
      currentLocation.pathname !== nextLocation.pathname &&
      !nextLocation.pathname.endsWith(`/${articleRef.current?.id}`),
  );
  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    void (async () => {
      const leave = await confirm({
        title: t('ae-leave-title'),
        message: t('ae-leave-message'),
        confirmLabel: t('ae-leave'),
        cancelLabel: t('ae-stay'),
        tone: 'danger',
      });
      if (leave) blocker.proceed();
      else blocker.reset();
    })();
  }, [blocker, confirm, t]);
  useEffect(() => {
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      if (!isDirty()) return;
      event.preventDefault();
      // Older browsers need a return value to show the prompt.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [isDirty]);

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
      setSaveState({ state: 'save-complete', at: Date.now() });
      void queryClient.invalidateQueries({ queryKey: ['articles'] });
      return saved;
    } catch (e) {
      const c = conflictOf(e);
      if (c) {
        setConflict({
          version: c.version,
          theirs: c.article ? articleToValues(c.article) : values,
          mine: values,
        });
        setSaveState({ state: 'conflict', at: Date.now() });
      } else {
        toast.error(errorMessage(e));
        setSaveState({ state: 'error', at: Date.now(), message: errorMessage(e) });
      }
      return null;
    } finally {
      setSaving(false);
    }
  }

  const onSubmit = async (values: ArticleEditorValues, intent: 'draft' | 'next') => {
    if (intent === 'next') {
      setStep('preview');
      window.scrollTo({ top: 0 });
      return;
    }
    const saved = await save(false);
    if (saved) toast.success(t('ae-saved'));
    void values;
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
    setStep('done');
    window.scrollTo({ top: 0 });
  };

  const loadTemplate = async (tpl: EditorTemplate) => {
    const body = templatesState?.value.templates.find((x) => x.id === tpl.id)?.body ?? '';
    if (form.getValues('body') !== '') {
      const ok = await confirm({
        title: t('ae-template-replace-title'),
        message: t('ae-template-replace-message', { name: tpl.name }),
      });
      if (!ok) return;
    }
    setSaveState({ state: 'loading-template', at: Date.now() });
    form.setValue('body', body, { shouldDirty: true });
    setBodyRevision((r) => r + 1);
    setSaveState({ state: 'auto-load-template', at: Date.now() });
  };

  const saveAsTemplate = async (name: string, isDefault: boolean) => {
    try {
      const next = await saveTemplate(templatesState, {
        name,
        body: form.getValues('body'),
        is_default: isDefault,
      });
      setTemplatesState(next);
      queryClient.setQueryData(['editor-templates'], next);
      toast.success(t('ae-template-saved'));
    } catch (e) {
      toast.error(errorMessage(e));
      throw e;
    }
  };

  const upload = async (file: File) => {
    const uploaded = await api.upload(file, { bucket: 'media' });
    return {
      key: uploaded.key,
      url: uploaded.file_url,
      name: uploaded.name,
      extension: uploaded.extension,
    };
  };

  return (
    <>
      <Header>
        <h1>{article ? t('ae-edit-title') : t('ae-new-title')}</h1>
        <Steps aria-label={t('ae-steps')}>
          {(['details', 'preview', 'done'] as const).map((s) => (
            <li key={s} aria-current={step === s ? 'step' : undefined}>
              {t(
                s === 'details'
                  ? 'ae-step-details'
                  : s === 'preview'
                    ? 'ae-step-preview'
                    : 'ae-step-done',
              )}
            </li>
          ))}
        </Steps>
        {article && (
          <RouterLink href={`/content/article/pdfpreview/${article.id}`}>
            {t('ae-pdf-preview')}
          </RouterLink>
        )}
      </Header>

      <div hidden={step !== 'details'}>
        <ArticleEditorForm
          form={form}
          options={options}
          onSubmit={onSubmit}
          onInvalid={(_errors, message) => toast.error(message)}
          onUpload={upload}
          onUploadError={(e) => toast.error(errorMessage(e) || 'upload failed')}
          saving={saving}
          bodyRevision={bodyRevision}
          status={
            <SaveStateIndicator
              state={saveState.state}
              at={saveState.at}
              {...(saveState.message ? { message: saveState.message } : {})}
            />
          }
          toolbar={
            <>
              <DraftMenu
                draft={localDraft}
                onRestore={() => {
                  const d = store.read();
                  if (!d) return;
                  form.reset(d.values);
                  setBodyRevision((r) => r + 1);
                }}
                onDiscard={() => {
                  store.remove();
                  const server = articleRef.current
                    ? articleToValues(articleRef.current)
                    : serverValues;
                  form.reset(server);
                  setBodyRevision((r) => r + 1);
                  autosave.takeTheirs(server, articleRef.current?.version ?? 0);
                }}
              />
              <TemplateMenu
                templates={templatesOf(templatesState)}
                onLoad={loadTemplate}
                onSave={saveAsTemplate}
              />
            </>
          }
        />
      </div>

      {step === 'preview' && (
        <PreviewStep
          form={form}
          published={article?.status === 'published'}
          authors={options.authors}
          saving={saving}
          status={<SaveStateIndicator state={saveState.state} at={saveState.at} />}
          onBack={() => setStep('details')}
          onPublish={() => void publish()}
        />
      )}

      {step === 'done' && result && (
        <Done role="status">
          {result.status === 'scheduled' ? <Clock aria-hidden /> : <CheckCircle2 aria-hidden />}
          <h2>
            {result.status === 'scheduled' ? t('ae-scheduled-title') : t('ae-published-title')}
          </h2>
          <p>{result.article.title}</p>
          {result.status === 'scheduled' && result.article.planned_published_at !== null && (
            <p>
              {t('ae-scheduled-at', { time: formatChinaTime(result.article.planned_published_at) })}
            </p>
          )}
          <div>
            <Button variant="secondary" onClick={() => setStep('details')}>
              {t('ae-keep-editing')}
            </Button>
            <Button variant="secondary" onClick={() => void navigate('/content/article/list')}>
              {t('ae-view-list')}
            </Button>
            <Button
              variant="primary"
              onClick={() => {
                window.location.assign('/content/article/create');
              }}
            >
              {t('ae-write-another')}
            </Button>
          </div>
        </Done>
      )}

      {conflict && (
        <ConflictDialog
          open
          baseVersion={autosave.version ?? 0}
          theirVersion={conflict.version}
          mine={conflict.mine}
          theirs={conflict.theirs}
          onKeepMine={() => {
            setConflict(null);
            void autosave.keepMine(conflict.version);
          }}
          onTakeTheirs={() => {
            setConflict(null);
            form.reset(conflict.theirs);
            setBodyRevision((r) => r + 1);
            autosave.takeTheirs(conflict.theirs, conflict.version);
            void getArticle(articleRef.current!.id).then(adopt);
          }}
        />
      )}
    </>
  );
}

/** The wizard's second step: the unpaid preview of the current values, then Publish or Schedule. */
function PreviewStep({
  form,
  published,
  authors,
  saving,
  status,
  onBack,
  onPublish,
}: {
  form: ArticleEditorFormApi;
  published: boolean;
  authors: readonly EditorOption[];
  saving: boolean;
  status: ReactNode;
  onBack: () => void;
  onPublish: () => void;
}) {
  const { t } = useTranslation();
  const values = useArticleEditorValues(form);
  const [now] = useState(() => Date.now());
  const willSchedule =
    !published && values.planned_publish_at !== null && values.planned_publish_at > now;
  return (
    <>
      <p>{t('ae-unpaid-explain')}</p>
      <UnpaidPreview
        values={values}
        authorName={authors.find((a) => a.value === values.author_id)?.label ?? null}
        now={now}
      />
      <PreviewActions>
        {status}
        <span className="nd-spacer" />
        <Button variant="secondary" onClick={onBack}>
          {t('ae-back-details')}
        </Button>
        <Button variant="primary" loading={saving} onClick={onPublish}>
          {willSchedule ? t('ae-schedule') : t('ae-publish')}
        </Button>
      </PreviewActions>
    </>
  );
}

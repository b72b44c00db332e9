import { errorMessage } from '@newsdesk/api-client';
import {
  formatChinaTime,
  useConfirm,
  useToast,
  type ArticleEditorFormApi,
  type ArticleEditorValues,
  useTranslation,
} from '@newsdesk/ui';
import { useEffect, useEffectEvent, useState, type RefObject } from 'react';
import { useNavigate } from 'react-router';
import { updateArticle, type Article } from '../../../data/articles';
import { templateBody, templatesOf, type TemplateConfig } from '../../../data/templates';
import type { Autosave, DraftStore } from './autosave';
import { valuesToUpdate } from '../../../data/articleMapping';
import type { LocalDraftInfo, SaveStatus } from './useAutosave';

/**
 * What the editor does once when it opens (content §4): offer a local draft left by a crash,
 * ask whether to cancel a schedule (a refusal goes back to the list), or auto-load the default
 * template into an empty new article. Answers whether it is done (edits then go to the autosave).
 */
export function useEditorStartup(o: {
  form: ArticleEditorFormApi;
  serverValues: ArticleEditorValues;
  articleRef: RefObject<Article | null>;
  autosave: Autosave<ArticleEditorValues>;
  store: DraftStore<ArticleEditorValues>;
  templateConfig: TemplateConfig | null;
  adopt: (saved: Article) => void;
  reloadBody: () => void;
  setLocalDraft: (draft: LocalDraftInfo | null) => void;
  setSaveStatus: (status: SaveStatus) => void;
}): boolean {
  const { t } = useTranslation();
  const confirm = useConfirm();
  const toast = useToast();
  const navigate = useNavigate();
  const [ready, setReady] = useState(false);

  const start = useEffectEvent(async (cancelled: () => boolean): Promise<boolean> => {
    const { form, store, autosave } = o;
    const draft = store.read();
    const differs = draft && JSON.stringify(draft.values) !== JSON.stringify(o.serverValues);
    if (draft && differs) {
      o.setLocalDraft({ title: draft.values.title, savedAt: draft.savedAt });
      const restore = await confirm({
        title: t('ae-draft-found-title'),
        message: t('ae-draft-found-message', {
          title: draft.values.title || t('ae-draft-untitled'),
          time: formatChinaTime(draft.savedAt, 'YYYY/MM/DD HH:mm:ss'),
        }),
        confirmLabel: t('ae-draft-restore'),
        cancelLabel: t('ae-draft-discard'),
      });
      if (cancelled()) return false;
      if (restore) {
        form.reset(draft.values);
        o.reloadBody();
        autosave.change(draft.values);
      } else {
        store.remove();
      }
    } else if (draft) {
      store.remove();
    }
    const a = o.articleRef.current;
    if (a?.scheduled && a.planned_published_at !== null) {
      const cancel = await confirm({
        title: t('ae-cancel-schedule-title'),
        message: t('ae-cancel-schedule-message', { time: formatChinaTime(a.planned_published_at) }),
        confirmLabel: t('ae-cancel-schedule'),
        tone: 'danger',
      });
      if (cancelled()) return false;
      if (!cancel) {
        void navigate('/content/article/list');
        return false;
      }
      try {
        const saved = await updateArticle(
          a.id,
          valuesToUpdate(form.getValues(), false, 'clear', a.version),
        );
        o.adopt(saved);
        form.setValue('planned_publish_at', null);
        autosave.acknowledge({ version: saved.version }, form.getValues());
        autosave.setRemote(true);
        toast.success(t('ae-schedule-cancelled'));
      } catch (e) {
        toast.error(errorMessage(e));
        void navigate('/content/article/list');
        return false;
      }
    }
    if (!a && !(draft && differs)) {
      const auto = templatesOf(o.templateConfig).find((tpl) => tpl.is_default);
      const body = auto ? templateBody(o.templateConfig, auto.id) : '';
      if (body && form.getValues('body') === '') {
        form.setValue('body', body);
        o.reloadBody();
        o.setSaveStatus({ state: 'auto-load-template', at: Date.now() });
      }
    }
    return true;
  });

  // Once per mounted editor (the effect event reads the latest values when it runs).
  useEffect(() => {
    let cancelled = false;
    void start(() => cancelled).then((done) => {
      if (done) setReady(true);
    });
    return () => {
      cancelled = true;
    };
  }, []);

  return ready;
}

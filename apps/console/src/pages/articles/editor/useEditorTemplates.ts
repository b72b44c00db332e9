import { errorMessage } from '@newsdesk/api-client';
import {
  useConfirm,
  useToast,
  type ArticleEditorFormApi,
  type EditorTemplate,
  useTranslation,
} from '@newsdesk/ui';
import {
  templateBody,
  templatesOf,
  useSaveTemplate,
  useTemplates,
  type TemplateConfig,
} from '../../../data/templates';
import type { SaveStatus } from './useAutosave';

/**
 * The template menu of the editor: load a template into the body (asking before replacing text),
 * or save the body as a template (the key-value entry of data/templates.ts).
 */
export function useEditorTemplates(o: {
  form: ArticleEditorFormApi;
  templateConfig: TemplateConfig | null;
  reloadBody: () => void;
  setSaveStatus: (status: SaveStatus) => void;
}) {
  const { t } = useTranslation();
  const toast = useToast();
  const confirm = useConfirm();
  const save = useSaveTemplate();
  // The entry in the session cache (the page read it; a save replaces it there).
  const config = useTemplates().data ?? o.templateConfig;
  const { form } = o;

  const load = async (tpl: EditorTemplate) => {
    const body = templateBody(config, tpl.id);
    if (form.getValues('body') !== '') {
      const ok = await confirm({
        title: t('ae-template-replace-title'),
        message: t('ae-template-replace-message', { name: tpl.name }),
      });
      if (!ok) return;
    }
    o.setSaveStatus({ state: 'loading-template', at: Date.now() });
    form.setValue('body', body, { shouldDirty: true });
    o.reloadBody();
    o.setSaveStatus({ state: 'auto-load-template', at: Date.now() });
  };

  const saveAs = async (name: string, isDefault: boolean) => {
    try {
      await save.mutateAsync({ name, body: form.getValues('body'), is_default: isDefault });
      toast.success(t('ae-template-saved'));
    } catch (e) {
      toast.error(errorMessage(e));
      throw e;
    }
  };

  return { list: templatesOf(config), load, save: saveAs };
}

import {
  Modal,
  PromptTemplateForm,
  PromptTemplateList,
  useToast,
  useTranslation,
} from '@newsdesk/ui';
import { useSearchParams } from 'react-router';
import {
  aiErrorMessage,
  useAiTemplates,
  useDeleteAiTemplate,
  useSaveAiTemplate,
  type AiTemplate,
} from '../../data/ai';

/**
 * The prompt templates: the list, and the form in a dialog (`?tab=templates&edit=new|<id>` in the
 * URL); the server validates, and an edit or delete is based on the version read.
 */
export function AiTemplatesTab() {
  const { t } = useTranslation();
  const toast = useToast();
  const [params, setParams] = useSearchParams();
  const list = useAiTemplates();
  const save = useSaveAiTemplate();
  const remove = useDeleteAiTemplate();
  const edit = params.get('edit');
  const items = list.data?.items ?? [];
  const editing: AiTemplate | null | undefined =
    edit === 'new' ? null : edit ? items.find((x) => String(x.id) === edit) : undefined;
  const close = () => setParams({ tab: 'templates' }, { replace: true });

  return (
    <>
      <PromptTemplateList
        items={items}
        loading={list.isPending}
        error={list.error ? aiErrorMessage(list.error) : null}
        onRetry={() => void list.refetch()}
        onCreate={() => setParams({ tab: 'templates', edit: 'new' })}
        onEdit={(row) => setParams({ tab: 'templates', edit: String(row.id) })}
        onDelete={async (row) => {
          try {
            await remove.mutateAsync({ id: row.id, version: row.version });
            toast.success(t('ai-tpl-deleted'));
          } catch (e) {
            toast.error(aiErrorMessage(e));
            throw e;
          }
        }}
      />
      {editing !== undefined && (
        <Modal.Root open onOpenChange={(open) => !open && close()} size="lg">
          <Modal.Header>
            {editing ? t('ai-tpl-edit-title', { name: editing.name }) : t('ai-tpl-create-title')}
          </Modal.Header>
          <Modal.Body>
            <PromptTemplateForm
              key={editing ? `${editing.id}:${editing.version}` : 'new'}
              label={
                editing ? t('ai-tpl-edit-title', { name: editing.name }) : t('ai-tpl-create-title')
              }
              defaultValues={editing ?? undefined}
              onCancel={close}
              onSubmit={async (values) => {
                try {
                  await save.mutateAsync({
                    id: editing?.id ?? null,
                    body: editing ? { ...values, version: editing.version } : values,
                  });
                  toast.success(t('ai-tpl-saved'));
                  close();
                } catch (e) {
                  toast.error(aiErrorMessage(e));
                  throw e;
                }
              }}
            />
          </Modal.Body>
        </Modal.Root>
      )}
    </>
  );
}

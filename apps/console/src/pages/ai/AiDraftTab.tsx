import {
  AiDraftGenerator,
  Button,
  EmptyState,
  Skeleton,
  useToast,
  useTranslation,
} from '@newsdesk/ui';
import { useNavigate } from 'react-router';
import {
  aiErrorMessage,
  useAiStatus,
  useAiStream,
  useAiTemplates,
  useSaveAiDraft,
} from '../../data/ai';

/** The draft generator: a template's inputs, the streamed draft, saved as a draft article. */
export function AiDraftTab({ onEditTemplates }: { onEditTemplates: () => void }) {
  const { t } = useTranslation();
  const toast = useToast();
  const navigate = useNavigate();
  const templates = useAiTemplates();
  const status = useAiStatus();
  const stream = useAiStream();
  const save = useSaveAiDraft();
  if (templates.isPending) return <Skeleton variant="rect" height={240} />;
  if (templates.error) {
    return (
      <EmptyState
        title={aiErrorMessage(templates.error)}
        action={<Button onClick={() => void templates.refetch()}>{t('action-retry')}</Button>}
      />
    );
  }
  if (!templates.data.items.length) {
    return (
      <EmptyState
        title={t('ai-tpl-empty')}
        action={<Button onClick={onEditTemplates}>{t('ai-tpl-new')}</Button>}
      />
    );
  }
  return (
    <AiDraftGenerator
      templates={templates.data.items}
      credit={
        status.data
          ? {
              configured: status.data.configured,
              price: status.data.prices.ai_content,
              balance: status.data.balance,
            }
          : null
      }
      stream={stream.state}
      onGenerate={(r) =>
        void stream.start({
          path: '/v1/admin/ai/generate',
          body: {
            template_id: r.templateId,
            variables: r.variables,
            ...(r.extraPrompts.length ? { extra_prompts: r.extraPrompts } : {}),
          },
        })
      }
      onStop={stream.stop}
      onSave={async (draft) => {
        try {
          const article = await save.mutateAsync(draft);
          toast.success(t('ai-draft-saved'));
          void navigate(`/content/article/${article.id}`);
        } catch (e) {
          toast.error(aiErrorMessage(e));
          throw e;
        }
      }}
    />
  );
}

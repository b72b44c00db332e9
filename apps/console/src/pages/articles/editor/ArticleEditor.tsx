import { ERROR_MESSAGES, errorMessage } from '@newsdesk/api-client';
import {
  ArticleEditorForm,
  ConflictDialog,
  DraftMenu,
  SaveStateIndicator,
  TemplateMenu,
  useToast,
  useTranslation,
} from '@newsdesk/ui';
import { lazy, Suspense } from 'react';
import type { Article } from '../../../data/articles';
import type { TemplateConfig } from '../../../data/templates';
import { RouterLink } from '../../../shell/RouterLink';
import { Header, Steps } from './ArticleEditorPage.styles';
import { DoneStep } from './DoneStep';
import { PreviewStep } from './PreviewStep';
import { useArticleEditor } from './useArticleEditor';
import { useRelatedPanels } from './useRelatedPanels';

/** The related-content panel, loaded the first time one is opened (not with the editor). */
const RelatedPanel = lazy(() => import('./RelatedPanel'));

const STEP_LABELS = {
  details: 'ae-step-details',
  preview: 'ae-step-preview',
  done: 'ae-step-done',
} as const;

/** The article wizard (content §2): Details, Unpaid preview, then the publish-success page. */
export function ArticleEditor({
  initialArticle,
  templateConfig,
}: {
  initialArticle: Article | null;
  templateConfig: TemplateConfig | null;
}) {
  const { t } = useTranslation();
  const toast = useToast();
  const editor = useArticleEditor(initialArticle, templateConfig);
  const related = useRelatedPanels();
  const { article, step, saveStatus, conflict } = editor;

  return (
    <>
      <Header>
        <h1>{article ? t('ae-edit-title') : t('ae-new-title')}</h1>
        <Steps aria-label={t('ae-steps')}>
          {(['details', 'preview', 'done'] as const).map((s) => (
            <li key={s} aria-current={step === s ? 'step' : undefined}>
              {t(STEP_LABELS[s])}
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
          form={editor.form}
          options={editor.options}
          onSubmit={editor.submit}
          onInvalid={(_errors, message) => toast.error(message)}
          onUpload={editor.upload}
          origin={article?.origin}
          onUploadError={(e) => toast.error(errorMessage(e) || ERROR_MESSAGES.uploadFailed)}
          saving={editor.saving}
          bodyRevision={editor.bodyRevision}
          onBrowseRelated={related.browse}
          progressive
          status={
            <SaveStateIndicator
              state={saveStatus.state}
              at={saveStatus.at}
              {...(saveStatus.message ? { message: saveStatus.message } : {})}
            />
          }
          toolbar={
            <>
              <DraftMenu
                draft={editor.draft.info}
                onRestore={editor.draft.restore}
                onDiscard={editor.draft.discard}
              />
              <TemplateMenu
                templates={editor.templates.list}
                onLoad={editor.templates.load}
                onSave={editor.templates.save}
              />
            </>
          }
        />
      </div>

      {step === 'preview' && (
        <PreviewStep
          form={editor.form}
          published={article?.status === 'published'}
          authors={editor.options.authors}
          saving={editor.saving}
          status={<SaveStateIndicator state={saveStatus.state} at={saveStatus.at} />}
          onBack={() => editor.goTo('details')}
          onPublish={editor.publish}
        />
      )}

      {step === 'done' && editor.result && (
        <DoneStep result={editor.result} onKeepEditing={() => editor.goTo('details')} />
      )}

      {related.open && (
        <Suspense fallback={null}>
          <RelatedPanel
            key={related.open}
            field={related.open}
            onSelect={related.onSelect}
            onClose={related.onClose}
          />
        </Suspense>
      )}

      {conflict && (
        <ConflictDialog
          open
          baseVersion={conflict.baseVersion}
          theirVersion={conflict.version}
          mine={conflict.mine}
          theirs={conflict.theirs}
          onKeepMine={conflict.keepMine}
          onTakeTheirs={conflict.takeTheirs}
        />
      )}
    </>
  );
}

import { errorMessage } from '@newsdesk/api-client';
import {
  theme,
  Button,
  DraftMenu,
  EmptyState,
  RoadshowEditorForm,
  SelectionPanel,
  Spinner,
  StatusBadge,
  useToast,
  useTranslation,
} from '@newsdesk/ui';
import { Trash2 } from 'lucide-react';
import { useParams } from 'react-router';
import styled from 'styled-components';
import { useRoadshow, type Roadshow } from '../../../data/roadshows';
import { ReadFailure } from '../../../shell/ReadFailure';
import { useRoadshowEditor } from './useRoadshowEditor';
import { useRoadshowPanels } from './useRoadshowPanels';
import { useRoadshowSearches } from './useRoadshowSearches';

const Header = styled.div`
  display: flex;
  align-items: center;
  flex-wrap: wrap;
  gap: ${theme.space[3]};
  margin-bottom: ${theme.space[4]};

  h1 {
    margin: 0;
    font-size: ${theme.font.size['2xl']};
  }
`;

/** /content/roadshow/create and /content/roadshow/:id: the roadshow editor (content §3, §5). */
export function Component() {
  const { id: idParam } = useParams();
  const id = idParam && idParam !== 'create' ? Number(idParam) : null;
  const { t } = useTranslation();
  const read = useRoadshow(id);

  const heading = (
    <Header>
      <h1>{t('rs-edit-title')}</h1>
    </Header>
  );
  if (id !== null && !Number.isInteger(id))
    return (
      <>
        {heading}
        <EmptyState title={t('rs-not-found')} />
      </>
    );
  if (id !== null && !read.roadshow && read.error) {
    return (
      <>
        {heading}
        <ReadFailure
          error={read.error}
          missing={t('rs-not-found')}
          failed={t('rs-load-error')}
          onRetry={read.retry}
        />
      </>
    );
  }
  if (id !== null && !read.loading && !read.roadshow) {
    return (
      <>
        {heading}
        <EmptyState title={t('rs-not-found')} />
      </>
    );
  }
  if (id !== null && !read.roadshow) {
    return (
      <Header aria-busy>
        <h1>{t('rs-edit-title')}</h1>
        <Spinner />
      </Header>
    );
  }
  // Keyed by the roadshow first loaded: creating one keeps the editor mounted as the URL changes.
  return <RoadshowEditor initial={read.roadshow} />;
}

function RoadshowEditor({ initial }: { initial: Roadshow | null }) {
  const { t } = useTranslation();
  const toast = useToast();
  const editor = useRoadshowEditor(initial);
  const searches = useRoadshowSearches();
  const panels = useRoadshowPanels();
  const { roadshow, status } = editor;

  return (
    <>
      <Header>
        <h1>{roadshow ? t('rs-edit-title') : t('rs-create-title')}</h1>
        {status !== 'new' ? <StatusBadge status={status} /> : null}
      </Header>
      <RoadshowEditorForm
        form={editor.form}
        searches={searches}
        status={status}
        meeting={roadshow?.tencent_meeting ?? null}
        onSubmit={editor.submit}
        onInvalid={(_errors, message) => toast.error(message)}
        onUpload={editor.upload}
        onUploadError={(e) => toast.error(errorMessage(e))}
        saving={editor.saving}
        bodyRevision={editor.bodyRevision}
        {...(panels.ready ? { onBrowse: panels.browse } : {})}
        toolbar={
          <>
            <DraftMenu
              draft={editor.draft.info}
              onRestore={editor.draft.restore}
              onDiscard={editor.draft.discard}
            />
            {roadshow && status !== 'deleted' ? (
              <Button variant="danger" icon={<Trash2 aria-hidden />} onClick={editor.remove}>
                {t('rs-action-delete')}
              </Button>
            ) : null}
          </>
        }
      />
      {panels.open && panels.source && panels.type ? (
        <SelectionPanel
          key={panels.open}
          open
          onOpenChange={(open) => {
            if (!open) panels.onClose();
          }}
          title={t(`picker-title-${panels.type}`)}
          description={panels.source.description}
          mode={panels.open === 'video' ? 'single' : 'multi'}
          maxLinks={panels.source.maxLinks}
          onSearch={panels.source.onSearch}
          onSelect={panels.onSelect}
        />
      ) : null}
    </>
  );
}

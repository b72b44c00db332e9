import { ERROR_MESSAGES, errorMessage } from '@newsdesk/api-client';
import {
  theme,
  formatChinaTime,
  SelectionPanel,
  StatusBadge,
  useToast,
  VideoEditorForm,
  useTranslation,
} from '@newsdesk/ui';
import styled from 'styled-components';
import type { Video } from '../../../data/videos';
import { useVideoEditor } from './useVideoEditor';

export const Header = styled.div`
  display: flex;
  align-items: center;
  gap: ${theme.space[3]};
  margin-bottom: ${theme.space[4]};

  h1 {
    margin: 0;
    font-size: ${theme.font.size['2xl']};
  }
`;

const Status = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${theme.space[2]};
  color: ${theme.color.text.secondary};
  font-size: ${theme.font.size.sm};
`;

/** The video editor's layout: heading with the status, then the form. */
export function VideoEditor({ initialVideo }: { initialVideo: Video | null }) {
  const { t } = useTranslation();
  const toast = useToast();
  const editor = useVideoEditor(initialVideo);
  const { video } = editor;

  return (
    <>
      <Header>
        <h1>{video ? t('screen-video-editor') : t('screen-video-create')}</h1>
        {video ? (
          <StatusBadge status={video.status} plannedAt={video.planned_published_at} />
        ) : null}
      </Header>
      <VideoEditorForm
        form={editor.form}
        options={editor.options}
        episodes={editor.episodes}
        onSubmit={editor.submit}
        onInvalid={(_errors, message) => toast.error(message)}
        onDelete={editor.remove}
        onCancelSchedule={editor.cancelSchedule}
        onPickRelated={editor.related.ready ? editor.related.pick : undefined}
        onUploadImage={editor.uploadImage}
        onUploadError={(e) => toast.error(errorMessage(e) || ERROR_MESSAGES.uploadFailed)}
        saving={editor.saving}
        status={
          editor.draftSavedAt !== null ? (
            <Status role="status">
              {t('vid-draft-kept')} · {formatChinaTime(editor.draftSavedAt, 'HH:mm:ss')}
            </Status>
          ) : (
            <Status role="status" />
          )
        }
      />
      {editor.related.open && editor.related.source ? (
        <SelectionPanel
          key={editor.related.open}
          open
          onOpenChange={(open) => {
            if (!open) editor.related.onClose();
          }}
          title={t(
            editor.related.open === 'article' ? 'picker-title-article' : 'picker-title-omenReport',
          )}
          description={editor.related.source.description}
          mode="multi"
          maxLinks={editor.related.source.maxLinks}
          onSearch={editor.related.source.onSearch}
          onSelect={editor.related.onSelect}
        />
      ) : null}
    </>
  );
}

import { errorMessage } from '@newsdesk/api-client';
import { EmptyState, Spinner } from '@newsdesk/ui';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { useVideo } from '../../../data/videos';
import { Header, VideoEditor } from './VideoEditor';

/** /content/video/create and /content/video/:id (the deep link of content §2). */
export function Component() {
  const { id: idParam } = useParams();
  const id = idParam && idParam !== 'create' ? Number(idParam) : null;
  const { t } = useTranslation();
  const video = useVideo(id);

  const heading = (
    <Header>
      <h1>{t('screen-video-editor')}</h1>
    </Header>
  );
  if (id !== null && (!Number.isSafeInteger(id) || video.isError)) {
    return (
      <>
        {heading}
        <EmptyState
          title={t('vid-not-found')}
          subtitle={video.isError ? errorMessage(video.error) : undefined}
        />
      </>
    );
  }
  if (id !== null && !video.data) {
    return (
      <>
        {heading}
        <Spinner label={t('feedback-loading')} />
      </>
    );
  }
  // Keyed by the video: opening another one starts a fresh editor.
  return <VideoEditor key={video.data?.id ?? 'new'} initialVideo={video.data ?? null} />;
}

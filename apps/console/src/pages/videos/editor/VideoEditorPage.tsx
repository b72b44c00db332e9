import { EmptyState, Spinner, useTranslation } from '@newsdesk/ui';
import { useLocation, useParams } from 'react-router';
import { useVideo } from '../../../data/videos';
import { ReadFailure } from '../../../shell/ReadFailure';
import { Header, VideoEditor } from './VideoEditor';

/** /content/video/create and /content/video/:id (the deep link of content §2). */
export function Component() {
  const { id: idParam } = useParams();
  const id = idParam && idParam !== 'create' ? Number(idParam) : null;
  const { t } = useTranslation();
  const video = useVideo(id);
  const created = (useLocation().state as { createdVideo?: number } | null)?.createdVideo;

  const heading = (
    <Header>
      <h1>{t('screen-video-editor')}</h1>
    </Header>
  );
  if (id !== null && !Number.isSafeInteger(id)) {
    return (
      <>
        {heading}
        <EmptyState title={t('vid-not-found')} />
      </>
    );
  }
  if (id !== null && video.isError) {
    return (
      <>
        {heading}
        <ReadFailure
          error={video.error}
          missing={t('vid-not-found')}
          failed={t('vid-load-error')}
          onRetry={() => void video.refetch()}
        />
      </>
    );
  }
  if (id !== null && !video.data) {
    return (
      <div aria-busy>
        {heading}
        <Spinner label={t('feedback-loading')} />
      </div>
    );
  }
  // Keyed by the video: opening another one starts a fresh editor. A video this editor has just
  // created keeps it, so what is typed while the address changes to the new id is not lost.
  const key = video.data && video.data.id !== created ? video.data.id : 'new';
  return <VideoEditor key={key} initialVideo={video.data ?? null} />;
}

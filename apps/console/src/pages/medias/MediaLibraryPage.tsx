import { errorMessage } from '@newsdesk/api-client';
import {
  theme,
  MediaBrowser,
  MediaEditDialog,
  MediaPreview,
  MediaToolbar,
  MediaUploads,
  Pagination,
  useTranslation,
} from '@newsdesk/ui';
import styled from 'styled-components';
import { MEDIA_PAGE_SIZE } from './mediaQuery';
import { useMediaLibrary } from './useMediaLibrary';
import { urlPaging } from '../../data/list';

const Section = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${theme.space[4]};
  h1 {
    margin: 0;
    font-size: ${theme.font.size['2xl']};
  }
`;

/**
 * /content/medias (content §2, §3 File/media, §9): the library in a grid or a list with its filters
 * in the URL, uploads of many files at once, preview, copy link, download, replace, edit, delete.
 */
export function Component() {
  const { t } = useTranslation();
  const lib = useMediaLibrary();
  const { url, list } = lib;
  const { state } = url;
  const total = list.data?.total ?? 0;
  return (
    <Section>
      <h1>{t('media-page-title')}</h1>
      <MediaToolbar
        value={state}
        onChange={lib.changeFilters}
        view={state.view}
        onViewChange={(view) => url.setState({ ...state, view })}
        onUpload={lib.upload}
      />
      <MediaUploads items={lib.uploads} onCancel={lib.cancelUpload} />
      <MediaBrowser
        items={lib.items}
        view={state.view}
        loading={list.isPending}
        error={list.isError ? errorMessage(list.error) : undefined}
        onRetry={() => void list.refetch()}
        emptyVariant={url.narrowed ? 'search' : 'content'}
        onPreview={lib.setPreviewing}
        onCopy={lib.copy}
        onEdit={lib.setEditing}
        onDelete={lib.remove}
        onReplace={lib.replace}
        totalCount={total}
        paging={
          total > MEDIA_PAGE_SIZE ? (
            <Pagination
              {...urlPaging(url, state)}
              total={total}
              pageSize={MEDIA_PAGE_SIZE}
              showTotal
            />
          ) : null
        }
      />
      <MediaPreview item={lib.previewing} onClose={() => lib.setPreviewing(null)} />
      <MediaEditDialog item={lib.editing} onClose={() => lib.setEditing(null)} onSave={lib.save} />
    </Section>
  );
}

import { usePreference, type VideoFiltersValue } from '@newsdesk/ui';
import { useMemo } from 'react';
import { useListUrl } from '../../../data/list';
import { useVideoListQuery } from '../../../data/videos';
import { applyFilters, toApiQuery, videoListCodec } from './listQuery';

/**
 * The video list's state: the URL (status, keyword), the local hide-deleted preference, the pages
 * loaded so far, and the filter bar's value.
 */
export function useVideoList() {
  const url = useListUrl(videoListCodec);
  const { state } = url;
  const [hideDeleted, setHideDeleted] = usePreference('hideDeletedContents');
  const query = useMemo(() => toApiQuery(state, hideDeleted), [state, hideDeleted]);
  const list = useVideoListQuery(query);
  const rows = useMemo(() => list.data?.pages.flatMap((p) => p.items) ?? [], [list.data]);

  return {
    url,
    list,
    rows,
    filters: {
      value: { status: state.status, keyword: state.k },
      onChange: (patch: Partial<VideoFiltersValue>) => url.setState(applyFilters(state, patch)),
      onReset: () => url.setState(url.initial),
      hideDeleted,
      onHideDeletedChange: setHideDeleted,
    },
  };
}

import type { MediaFiltersValue, MediaType } from '@newsdesk/ui';
import { MEDIA_TYPES } from '@newsdesk/ui';
import { parsePaging, writePaging, type ListUrlCodec } from '../../data/list';

/**
 * The media library's URL (content §2 /content/medias): `k` keyword, `mine`, `research`, `type`,
 * `report` (yes/no), `view` (list; grid is the default) and `page`.
 */
export interface MediaUrlState extends MediaFiltersValue {
  page: number;
  view: 'grid' | 'list';
}

export const MEDIA_PAGE_SIZE = 20;

export const mediaUrlCodec: ListUrlCodec<MediaUrlState> = {
  parse(params) {
    const type = params.get('type');
    const report = params.get('report');
    return {
      keyword: (params.get('k') ?? '').trim().slice(0, 100),
      mine: params.get('mine') === '1',
      researchOnly: params.get('research') === '1',
      type: (MEDIA_TYPES as readonly string[]).includes(type ?? '') ? (type as MediaType) : null,
      isReport: report === 'yes' ? true : report === 'no' ? false : null,
      page: parsePaging(params).page,
      view: params.get('view') === 'list' ? 'list' : 'grid',
    };
  },
  serialize(s) {
    const p = new URLSearchParams();
    if (s.keyword) p.set('k', s.keyword);
    if (s.mine) p.set('mine', '1');
    if (s.researchOnly) p.set('research', '1');
    if (s.type) p.set('type', s.type);
    if (s.isReport !== null) p.set('report', s.isReport ? 'yes' : 'no');
    if (s.view === 'list') p.set('view', 'list');
    return writePaging(p, { page: s.page, cursor: null });
  },
};

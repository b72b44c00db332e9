import type { UserListQuery } from '../../../data/users';
import { parsePaging, writePaging, type ListUrlCodec } from '../../../data/list';

/**
 * The user list as the URL carries it (operations §7 Users: keyword and id, numbered pages): a view
 * is a shareable link and Back works. Malformed values are dropped, never sent.
 */
export interface UserListUrlState {
  page: number;
  keyword: string;
  id: number | null;
  pageSize: number;
}

export const USER_PAGE_SIZES = [20, 50, 100] as const;
const DEFAULT_SIZE = USER_PAGE_SIZES[0];

export function parseUserUrl(params: URLSearchParams): UserListUrlState {
  const id = params.get('id');
  const size = Number(params.get('size'));
  return {
    page: parsePaging(params).page,
    keyword: (params.get('keyword') ?? '').trim().slice(0, 100),
    id: id && /^\d{1,9}$/.test(id) ? Number(id) : null,
    pageSize: (USER_PAGE_SIZES as readonly number[]).includes(size) ? size : DEFAULT_SIZE,
  };
}

export function serializeUserUrl(state: UserListUrlState): URLSearchParams {
  const p = writePaging(new URLSearchParams(), { page: state.page, cursor: null });
  if (state.keyword) p.set('keyword', state.keyword);
  if (state.id !== null) p.set('id', String(state.id));
  if (state.pageSize !== DEFAULT_SIZE) p.set('size', String(state.pageSize));
  return p;
}

export const userListCodec: ListUrlCodec<UserListUrlState> = {
  parse: parseUserUrl,
  serialize: serializeUserUrl,
};

export function toUserApiQuery(state: UserListUrlState): UserListQuery {
  return {
    page: state.page,
    limit: state.pageSize,
    ...(state.keyword ? { keyword: state.keyword } : {}),
    ...(state.id !== null ? { id: state.id } : {}),
  };
}

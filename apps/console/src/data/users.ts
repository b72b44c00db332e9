import {
  ApiError,
  ERROR_MESSAGES,
  gql,
  isConflict,
  unwrap,
  type Main,
  type OperationVariables,
  type TypedDocumentNode,
} from '@newsdesk/api-client';
import {
  keepPreviousData,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { api } from './clients';
import { userKeys } from './userLookup';
import { graphqlClient, useGraphqlQuery } from './graphql';

/**
 * The users domain: the lookups (userLookup.ts), user groups (GraphQL, through Apollo's cache) and
 * the user screens' reads and writes.
 */
export * from './userLookup';

const USER_GROUPS = { pagination: { offset: 0, first: 100 } };

/** The user groups (white and black lists of the editor), read through Apollo's cache. */
export function useUserGroups(): { value: number; label: string }[] {
  const { data } = useGraphqlQuery(gql.RoadshowUserGroupsDocument, USER_GROUPS);
  return (data?.roadshow_user_groups.nodes ?? []).map((g) => ({
    value: Number(g.id),
    label: g.name,
  }));
}

// ── The user list, profiles, freeze and recover (operations §2–§4, §7 Users) ──────────────────

export type AdminUser = Main.components['schemas']['User'];
export type UserListQuery = NonNullable<Main.operations['listUsers']['parameters']['query']>;
export type UserUpdate = Main.components['schemas']['UserUpdate'];
export type UserStatus = Main.components['schemas']['UserStatus'];
export type MembershipLevel = Main.components['schemas']['MembershipInput']['level'];
export type PrivilegeName = Main.components['schemas']['PrivilegeName'];
export type FollowerPage = Main.components['schemas']['FollowerConnection'];

/** Membership level numbers of operations §9 (institution 110, normal 1, black gold 2, meta 3). */
export const MEMBERSHIP_LEVELS: readonly MembershipLevel[] = [1, 2, 3, 110];
export const PRIVILEGES: readonly PrivilegeName[] = ['report', 'terminal'];
/** Followers per page of the profile (cursor paging). */
export const FOLLOWERS_PAGE = 10;

export const userAdminKeys = {
  lists: () => [...userKeys.all, 'list'] as const,
  list: (query: UserListQuery) => [...userAdminKeys.lists(), query] as const,
  followers: (id: number) => [...userKeys.all, 'followers', id] as const,
};

export const listUsers = (query: UserListQuery) =>
  unwrap(api.main.GET('/v1/admin/user', { params: { query } }));

/** One page of the user list (REST); the previous page stays on screen while the next loads. */
export function useUserList(query: UserListQuery) {
  return useQuery({
    queryKey: userAdminKeys.list(query),
    queryFn: () => listUsers(query),
    placeholderData: keepPreviousData,
  });
}

/** A user the server answered: it replaces that user in every cached list page and its detail. */
function useStoreUser() {
  const queryClient = useQueryClient();
  return (user: AdminUser) => {
    queryClient.setQueryData(userKeys.detail(user.id), user);
    for (const [key, data] of queryClient.getQueriesData<{ items: AdminUser[] }>({
      queryKey: userAdminKeys.lists(),
    })) {
      if (!data?.items.some((u) => u.id === user.id)) continue;
      queryClient.setQueryData(key, {
        ...data,
        items: data.items.map((u) => (u.id === user.id ? user : u)),
      });
    }
  };
}

/** A stale version (40009): the other writer's user is in `data.current` when the server sends it. */
export const isUserConflict = (e: unknown) => isConflict(e);

/** Freeze (`frozen`) or recover (`good`) an account; a stale version refreshes the lists. */
export function useSetUserStatus() {
  const queryClient = useQueryClient();
  const store = useStoreUser();
  return useMutation({
    mutationFn: ({ id, status, version }: { id: number; status: UserStatus; version: number }) =>
      unwrap(
        api.main.PUT('/v1/admin/user/{id}/status', {
          params: { path: { id } },
          body: { status, version },
        }),
      ),
    onSuccess: store,
    onError: (e) => {
      if (isConflict(e)) void queryClient.invalidateQueries({ queryKey: userKeys.all });
    },
  });
}

/** One user for the profile, always asked again when the profile opens. */
export function useProfileUser(id: number | null) {
  return useQuery({
    queryKey: userKeys.detail(id ?? 0),
    queryFn: () => unwrap(api.main.GET('/v1/admin/user/{id}', { params: { path: { id: id! } } })),
    enabled: id !== null,
    staleTime: 0,
    retry: false,
  });
}

/** Edit a profile (patch, with the version it is based on). */
export function useUpdateUser() {
  const queryClient = useQueryClient();
  const store = useStoreUser();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: UserUpdate }) =>
      unwrap(api.main.PUT('/v1/admin/user/{id}', { params: { path: { id } }, body })),
    onSuccess: store,
    onError: (e, { id }) => {
      if (isConflict(e)) void queryClient.invalidateQueries({ queryKey: userKeys.detail(id) });
    },
  });
}

/** Verify a user's real name. */
export function useVerifyUser() {
  const store = useStoreUser();
  return useMutation({
    mutationFn: ({ id, name, version }: { id: number; name: string; version: number }) =>
      unwrap(
        api.main.POST('/v1/admin/user/{id}/verify', {
          params: { path: { id } },
          body: { user_id: id, verify_name: name, version },
        }),
      ),
    onSuccess: store,
  });
}

/** The followers of a user, newest first, a page at a time (cursor), with the total. */
export function useFollowers(id: number | null) {
  return useInfiniteQuery({
    queryKey: userAdminKeys.followers(id ?? 0),
    queryFn: ({ pageParam }) =>
      unwrap(
        api.main.GET('/v1/user/{id}/followers', {
          params: {
            path: { id: id! },
            query: { first: FOLLOWERS_PAGE, ...(pageParam ? { cursor: pageParam } : {}) },
          },
        }),
      ),
    initialPageParam: '',
    getNextPageParam: (last: FollowerPage) =>
      last.page_info.has_next_page && last.page_info.end_cursor
        ? last.page_info.end_cursor
        : undefined,
    enabled: id !== null,
  });
}

const GRAPHQL_CODES: Record<string, number> = {
  BAD_USER_INPUT: 40001,
  FORBIDDEN: 40003,
  NOT_FOUND: 40004,
  CONFLICT: 40009,
  DUPLICATE: 40010,
  UNPROCESSABLE: 40022,
};

/** A failed GraphQL write as the catalogue's ApiError (code from `extensions`, by name or number). */
export function graphqlFailure(e: unknown): unknown {
  const errors = (e as { errors?: unknown } | null)?.errors;
  if (!Array.isArray(errors) || errors.length === 0) return e;
  const first = errors[0] as { message?: string; extensions?: Record<string, unknown> };
  const ext = first.extensions ?? {};
  const code = Number(ext.status ?? 0) || GRAPHQL_CODES[String(ext.code ?? '')] || 0;
  return new ApiError('graphql', first.message ?? '', { code, data: ext, cause: e });
}

export async function graphqlWrite<TData, TVariables extends OperationVariables>(
  mutation: TypedDocumentNode<TData, TVariables>,
  variables: TVariables,
): Promise<TData> {
  const client = await graphqlClient();
  try {
    const result = await client.mutate({ mutation, variables });
    if (!result.data) throw new ApiError('graphql', ERROR_MESSAGES.apiService);
    return result.data as TData;
  } catch (e) {
    throw graphqlFailure(e);
  }
}

/**
 * Grant the report or terminal (institution) privilege through `addPrivilegeToAccount`, with its end
 * (null = never). The profile (REST) is read again afterwards.
 */
export function useGrantPrivilege() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (v: {
      id: number;
      privilege: PrivilegeName;
      expiredAt: number | null;
      version: number;
    }) =>
      graphqlWrite(gql.AddPrivilegeToAccountDocument, {
        user_id: String(v.id),
        privilege: v.privilege.toUpperCase() as gql.PrivilegeName,
        expired_at: v.expiredAt,
        version: v.version,
      }),
    onSettled: (_d, _e, v) => queryClient.invalidateQueries({ queryKey: userKeys.detail(v.id) }),
  });
}

/** A credit subscription as GraphQL answers it, in the REST profile's shape. */
function restSubscription(
  s: gql.CreditSubscriptionFieldsFragment,
): NonNullable<AdminUser['credit_subscription']> {
  return {
    plan: s.plan,
    user_id: Number(s.user_id),
    started_at: s.started_at,
    expired_at: s.expired_at,
    payment_state: s.payment_state,
    credit_info: { ...s.credit_info, user_id: Number(s.credit_info.user_id) },
  };
}

/**
 * End a user's credit subscription now (`creditInternalUnsubscribe`). The ended plan the server
 * answers replaces the one in the cached profile at once (the Member Ship tab changes without a
 * reload); then the profile (REST) and the GraphQL reads holding the subscription's version are
 * asked again, so a second write is based on the new version. `endedAt` is the server's end of
 * the plan: the panel counts it as ended even when the browser's clock is behind the server's.
 */
export function useCreditUnsubscribe() {
  const queryClient = useQueryClient();
  const mutation = useMutation({
    mutationFn: (v: { id: number; plan: string; version: number }) =>
      graphqlWrite(gql.CreditInternalUnsubscribeDocument, {
        plan: v.plan,
        user_id: String(v.id),
        version: v.version,
      }),
    onSuccess: ({ creditInternalUnsubscribe: sub }, v) => {
      queryClient.setQueryData<AdminUser>(userKeys.detail(v.id), (user) =>
        user ? { ...user, credit_subscription: restSubscription(sub) } : user,
      );
    },
    onSettled: async (_d, _e, v) => {
      const client = await graphqlClient();
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: userKeys.detail(v.id) }),
        client.refetchQueries({ include: ['Users', 'CreditHolders'] }),
      ]);
    },
  });
  return { ...mutation, endedAt: mutation.data?.creditInternalUnsubscribe.expired_at ?? null };
}

/** The credit subscription's own version (GraphQL only), for the unsubscribe. */
export function useCreditSubscriptionVersion(id: number | null) {
  const read = useGraphqlQuery(
    gql.UsersDocument,
    { ids: [String(id ?? 0)], first: 1 },
    { enabled: id !== null },
  );
  return read.data?.users.nodes[0]?.credit_subscription?.version ?? null;
}

// ── Members (users holding a membership), GraphQL users_v2 ──────────────────────────────────

const LEVEL_NUMBER: Record<gql.MembershipLevel, MembershipLevel> = {
  NORMAL: 1,
  BLACK_GOLD: 2,
  META: 3,
  INSTITUTION: 110,
};
const LEVEL_NAME = Object.fromEntries(
  Object.entries(LEVEL_NUMBER).map(([name, n]) => [n, name]),
) as Record<MembershipLevel, gql.MembershipLevel>;

/** The paid tiers the member page lists by default (BlackGold, Meta, Institution User). */
export const PAID_LEVELS: readonly MembershipLevel[] = [2, 3, 110];
export const MEMBERS_PAGE_SIZE = 20;

/** A GraphQL user in the REST shape the user components read (level numbers, `good`/`frozen`). */
function restShape(u: gql.UserFieldsFragment) {
  return {
    id: Number(u.id),
    nickname: u.nickname,
    avatar: u.avatar ?? null,
    status: u.status.toLowerCase() as UserStatus,
    email: u.email ? { email: u.email.email } : null,
    mobile: u.mobile ? { phone: u.mobile.phone } : null,
    memberships: u.memberships.map((m) => ({
      level: LEVEL_NUMBER[m.level],
      expired_at: m.expired_at ?? null,
      expired: m.expired,
    })),
    created_at: u.created_at,
    version: u.version,
  };
}
export type MemberRow = ReturnType<typeof restShape>;

/**
 * Members: users holding an unexpired membership at one of `levels` (GraphQL `users_v2`), newest
 * first, a page at a time, with the total.
 */
export function useMembers(q: {
  levels: readonly MembershipLevel[];
  keyword: string;
  page: number;
}) {
  const read = useGraphqlQuery(gql.UsersV2Document, {
    first: MEMBERS_PAGE_SIZE,
    offset: (q.page - 1) * MEMBERS_PAGE_SIZE,
    membership_levels: q.levels.map((l) => LEVEL_NAME[l]),
    ...(q.keyword ? { keyword: q.keyword } : {}),
  });
  return {
    ...read,
    rows: read.data?.users_v2.nodes.map(restShape),
    total: read.data?.users_v2.total_count,
  };
}

/** After a REST write to users, the GraphQL user lists on screen are asked again. */
export async function refetchGraphqlUsers() {
  const client = await graphqlClient();
  await client.refetchQueries({ include: ['UsersV2'] });
}

// ── Adding a user (designed here, operations §5 "add-user info invalid") ─────────────────────

export type UserCreate = Main.components['schemas']['UserCreate'];
type NewUserField = 'nickname' | 'email' | 'mobile' | 'password' | 'confirm_password';
const NEW_USER_FIELDS: readonly NewUserField[] = [
  'nickname',
  'email',
  'mobile',
  'password',
  'confirm_password',
];

/** Adds a member or a staff account (Admin only); the lists read again to show it. */
export function useCreateUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UserCreate) => unwrap(api.main.POST('/v1/admin/user', { body })),
    onSuccess: (user) => {
      queryClient.setQueryData(userKeys.detail(user.id), user);
      void queryClient.invalidateQueries({ queryKey: userAdminKeys.lists() });
    },
  });
}

/**
 * A refusal of `createUser` at its fields: 40001 with `data.errors` (`email.email` → `email`),
 * 409 / 40010 on `data.field`. Null when the refusal names no field of the form.
 */
export function newUserFieldErrors(e: unknown): { field: NewUserField; message: string }[] | null {
  if (!(e instanceof ApiError)) return null;
  const data = e.data as {
    errors?: { field: string; message: string }[];
    field?: string;
  } | null;
  const raw = data?.errors ?? (data?.field ? [{ field: data.field, message: e.message }] : []);
  const out = raw
    .map((x) => ({ field: x.field.split('.')[0] as NewUserField, message: x.message }))
    .filter((x) => NEW_USER_FIELDS.includes(x.field));
  return out.length ? out : null;
}

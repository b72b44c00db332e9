import { ApiError, ERROR_MESSAGES, gql, isNotFound } from '@newsdesk/api-client';
import { useMutation } from '@tanstack/react-query';
import { graphqlClient, useGraphqlQuery } from './graphql';
import { graphqlFailure } from './users';

/**
 * The user groups domain (operations §2 user groups and roadshow user groups, §7: GraphQL
 * `roadshow_user_groups(pagination)`, create and update mutations, delete by `group_id`), read and
 * written through Apollo's cache. A write refetches the lists and the group on screen.
 */
export type UserGroup = gql.RoadshowUserGroupFieldsFragment;
export type GroupMember = { id: number; nickname: string; avatar: string | null };

/** Groups per page of the list. */
export const GROUP_PAGE_SIZE = 20;
/** Members read with a group for its editor (the member list is replaced as a whole). */
export const GROUP_MEMBERS_MAX = 2000;

const REFETCH = ['RoadshowUserGroups', 'RoadshowUserGroup'];

/** One page of user groups, newest first. */
export function useUserGroupList(page: number) {
  const read = useGraphqlQuery(gql.RoadshowUserGroupsDocument, {
    pagination: { first: GROUP_PAGE_SIZE, offset: (page - 1) * GROUP_PAGE_SIZE },
  });
  return {
    ...read,
    groups: read.data?.roadshow_user_groups.nodes,
    total: read.data?.roadshow_user_groups.total_count,
  };
}

/** One group with its members; `missing` when the server says "User group not exist". */
export function useUserGroup(id: number | null) {
  const read = useGraphqlQuery(
    gql.RoadshowUserGroupDocument,
    { group_id: String(id ?? 0), membersFirst: GROUP_MEMBERS_MAX, membersOffset: 0 },
    { enabled: id !== null },
  );
  const group = read.data?.roadshow_user_group ?? null;
  const members: GroupMember[] | undefined = group?.members.nodes.map((m) => ({
    id: Number(m.id),
    nickname: m.nickname,
    avatar: m.avatar ?? null,
  }));
  return {
    ...read,
    group,
    members,
    missing: !read.loading && read.data !== undefined && group === null,
  };
}

async function write<TData>(
  run: (client: Awaited<ReturnType<typeof graphqlClient>>) => Promise<{ data?: TData | null }>,
): Promise<TData> {
  const client = await graphqlClient();
  try {
    const result = await run(client);
    if (!result.data) throw new ApiError('graphql', ERROR_MESSAGES.apiService);
    return result.data;
  } catch (e) {
    throw graphqlFailure(e);
  }
}

export interface GroupInput {
  name: string;
  description: string | null;
  user_ids: number[];
}

/** Create a group with its first members. */
export function useCreateUserGroup() {
  return useMutation({
    mutationFn: (input: GroupInput) =>
      write((c) =>
        c.mutate({
          mutation: gql.CreateRoadshowUserGroupDocument,
          variables: { input: { ...input, user_ids: input.user_ids.map(String) } },
          refetchQueries: REFETCH,
        }),
      ).then((d) => d.createRoadshowUserGroup),
  });
}

/** Update a group (name, description, the whole member list) based on its version. */
export function useUpdateUserGroup() {
  return useMutation({
    mutationFn: ({ id, version, input }: { id: number; version: number; input: GroupInput }) =>
      write((c) =>
        c.mutate({
          mutation: gql.UpdateRoadshowUserGroupDocument,
          variables: {
            group_id: String(id),
            version,
            input: { ...input, user_ids: input.user_ids.map(String) },
          },
          refetchQueries: REFETCH,
        }),
      ).then((d) => d.updateRoadshowUserGroup),
  });
}

/** Delete a group by its id; it leaves Apollo's cache. */
export function useDeleteUserGroup() {
  return useMutation({
    mutationFn: ({ id, version }: { id: number; version: number }) =>
      write((c) =>
        c.mutate({
          mutation: gql.DeleteRoadshowUserGroupDocument,
          variables: { group_id: String(id), version },
          refetchQueries: ['RoadshowUserGroups'],
          update: (cache) => {
            cache.evict({
              id: cache.identify({ __typename: 'RoadshowUserGroup', id: String(id) }),
            });
            cache.gc();
          },
        }),
      ),
  });
}

/** A group that is gone (NOT_FOUND, "User group not exist"), by name. */
export const isGroupMissing = (e: unknown) => isNotFound(e);

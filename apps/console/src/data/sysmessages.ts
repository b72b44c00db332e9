import { unwrap, type Main } from '@newsdesk/api-client';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from './clients';

/**
 * The system messages domain (operations §2 /message, §7 System messages): the list with keyword,
 * status and notification type filters, the delivered messages by type (`/message/systemmessage`),
 * one message, and the save (create, replace at a version, delete and restore as status changes).
 */
export type SystemMessage = Main.components['schemas']['SystemMessage'];
export type SystemMessageInput = Main.components['schemas']['SystemMessageInput'];
export type SystemMessageListQuery = NonNullable<
  Main.operations['listSystemMessages']['parameters']['query']
>;

export const sysMessageKeys = {
  all: ['sysmessages'] as const,
  lists: () => [...sysMessageKeys.all, 'list'] as const,
  list: (query: SystemMessageListQuery) => [...sysMessageKeys.lists(), query] as const,
  detail: (id: number) => [...sysMessageKeys.all, 'detail', id] as const,
};

/** One page of messages; the previous page stays while the next loads. */
export function useSystemMessageList(query: SystemMessageListQuery) {
  return useQuery({
    queryKey: sysMessageKeys.list(query),
    queryFn: () => unwrap(api.main.GET('/v1/admin/system-messages', { params: { query } })),
    placeholderData: keepPreviousData,
  });
}

export function useSystemMessage(id: number | null) {
  return useQuery({
    queryKey: sysMessageKeys.detail(id ?? 0),
    queryFn: () =>
      unwrap(api.main.GET('/v1/admin/system-message/{id}', { params: { path: { id: id! } } })),
    enabled: id !== null && Number.isInteger(id) && id > 0,
    retry: false,
  });
}

export const saveSystemMessage = (message: SystemMessageInput) =>
  unwrap(api.main.POST('/v1/admin/system-message', { body: { message } }));

/** The form of a stored message, to save it again with another status. */
export function inputOf(m: SystemMessage, status: SystemMessage['status']): SystemMessageInput {
  return {
    id: m.id,
    version: m.version,
    title: m.title,
    content: m.content,
    url: m.url,
    notification_type: m.notification_type ?? 'system',
    audience: m.audience,
    // A time that has passed is not sent again: it was delivered, or it is now "on publication".
    send_at: m.send_at !== null && m.send_at > Date.now() ? m.send_at : null,
    status,
  };
}

/**
 * Saves a message (new without id; replaced with id and version). The answer goes in the cache
 * and the lists reload; a conflict (409) or refusal rejects (the caller says why).
 */
export function useSaveSystemMessage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveSystemMessage,
    onSuccess: (message) => queryClient.setQueryData(sysMessageKeys.detail(message.id), message),
    // The message itself is not reloaded on a failure: an open form keeps what was typed, and
    // the newer version loads only when the user asks (the edit page's conflict notice).
    onSettled: () => queryClient.invalidateQueries({ queryKey: sysMessageKeys.lists() }),
  });
}

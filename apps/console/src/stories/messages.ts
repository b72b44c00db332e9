import { http, HttpResponse, delay, type RequestHandler } from 'msw';
import { failure, HOUR, ok, schemaExample, type MainData } from './contract';
import { mainUrl, serverError } from './handlers';

/**
 * Story data and handlers of the system messages screens (`/message/system`, `/message/{id}`):
 * rows built from the contract's example SystemMessage, typed by the generated contract types.
 */

export type SystemMessageList = MainData<'/v1/admin/system-messages', 'get'>;
type SystemMessage = SystemMessageList['items'][number];

/** The contract's example message (id 14, published, for two membership levels). */
export const exampleSystemMessage = (): SystemMessage =>
  schemaExample<SystemMessage>('SystemMessage');

const ROWS: {
  title: string;
  status: SystemMessage['status'];
  type: SystemMessage['notification_type'];
  scheduled?: boolean;
}[] = [
  { title: 'New research reports every Monday', status: 'published', type: 'system' },
  { title: 'Maintenance on Saturday night', status: 'draft', type: 'system', scheduled: true },
  { title: 'Your comment got a reply', status: 'published', type: 'comment' },
  { title: 'You were mentioned in a roadshow note', status: 'published', type: 'at' },
  { title: 'Old app versions retire in June', status: 'deleted', type: 'system' },
];

export function systemMessageList(): SystemMessageList {
  const m = exampleSystemMessage();
  const items = ROWS.map((row, i): SystemMessage => {
    if (i === 0) return m;
    const created = m.created_at - i * 26 * HOUR;
    return {
      ...m,
      id: m.id - i,
      title: row.title,
      content: `<p>${row.title}.</p>`,
      notification_type: row.type,
      audience: i % 2 === 0 ? { type: 'all' as const } : m.audience,
      status: row.status,
      send_at: row.scheduled ? m.created_at + 48 * HOUR : null,
      sent_at: row.status === 'published' ? created + HOUR : null,
      created_at: created,
      updated_at: created + HOUR,
      version: 1,
    };
  });
  return { items, total: items.length, page: 1, size: 10 };
}

export type MessageListState = 'full' | 'empty' | 'loading' | 'error';

export const systemMessageListHandlers = (state: MessageListState): RequestHandler[] => [
  http.get(mainUrl('/v1/admin/system-messages'), async () => {
    if (state === 'loading') await delay('infinite');
    if (state === 'error') return serverError();
    if (state === 'empty') return HttpResponse.json(ok({ items: [], total: 0, page: 1, size: 10 }));
    return HttpResponse.json(ok(systemMessageList()));
  }),
];

/** `GET /v1/admin/system-message/{id}`: the message of the list with that id, or not found. */
export const systemMessageHandlers = (state: 'found' | 'missing' | 'error'): RequestHandler[] => [
  http.get(mainUrl('/v1/admin/system-message/:id'), ({ params }) => {
    if (state === 'error') return serverError();
    const found = systemMessageList().items.find((m) => m.id === Number(params.id));
    if (state === 'missing' || !found) {
      return HttpResponse.json(failure(40004, 'Message not found'), { status: 404 });
    }
    return HttpResponse.json(ok(found));
  }),
];

/** The delivered messages (`GET /v1/admin/system-messages?delivered=true`): those sent already. */
export const deliveredMessageHandlers = (state: MessageListState): RequestHandler[] => [
  http.get(mainUrl('/v1/admin/system-messages'), async ({ request }) => {
    if (state === 'loading') await delay('infinite');
    if (state === 'error') return serverError();
    const delivered = new URL(request.url).searchParams.get('delivered') === 'true';
    const items =
      state === 'empty'
        ? []
        : systemMessageList().items.filter((m) => !delivered || m.sent_at !== null);
    return HttpResponse.json(ok({ items, total: items.length, page: 1, size: 10 }));
  }),
];

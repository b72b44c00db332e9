/**
 * Cancelling a sent push (#14, designed here): the spec's "Cancel and status calls exist for a sent
 * or scheduled push". A sent push is recalled: `cancelled` with `cancelled_at`, counters kept; a push
 * already cancelled (or failed, invalid) is refused with the business-rule message.
 */
import { unwrap } from '@newsdesk/api-client';
import { MatchersV3 } from '@pact-foundation/pact';
import { describe, expect, it } from 'vitest';
import {
  authorShape,
  failure,
  integer,
  jsonHeaders,
  like,
  mainClient,
  ms,
  newPact,
  ok,
  regex,
  tokenHeader,
} from './support';

const pact = newPact('newsdesk-main-api');
const ADMIN = 'an admin is signed in';
const cancelPath = MatchersV3.fromProviderState(
  '/v1/admin/push/umeng/${pushId}/cancel',
  '/v1/admin/push/umeng/56/cancel',
);

describe('main API: cancel a sent push (designed here)', () => {
  it('cancelPush of a sent push: recalled, cancelled with when, counters kept', () =>
    pact
      .addInteraction()
      .given(ADMIN)
      .given('a sent push exists')
      .uponReceiving('an admin cancelling a sent push')
      .withRequest('POST', cancelPath, (b) => b.headers(tokenHeader()).jsonBody({ version: 1 }))
      .willRespondWith(200, (b) =>
        b.headers(jsonHeaders).jsonBody(
          ok({
            id: integer(56),
            title: like('LPR unchanged in May'),
            body: like('The one-year LPR stays at 3.45%. Read the analysis.'),
            platform: regex('all|android|ios', 'all'),
            start_time: ms(),
            extra: {
              url: like('newsdesk://article/42'),
              content_kind: integer(1),
              content_id: integer(42),
            },
            status: 'cancelled',
            error: null,
            sent_count: integer(120),
            open_count: integer(21),
            dismiss_count: integer(8),
            cancelled_at: ms(),
            created_by: like({ ...authorShape, nickname: like('王编辑') }),
            created_at: ms(),
            updated_at: ms(),
            version: 2,
          }),
        ),
      )
      .executeTest(async (server) => {
        const data = await unwrap(
          mainClient(server.url).POST('/v1/admin/push/umeng/{id}/cancel', {
            params: { path: { id: 56 } },
            body: { version: 1 },
          }),
        );
        expect(data).toMatchObject({ status: 'cancelled', sent_count: 120, version: 2 });
        expect(typeof data.cancelled_at).toBe('number');
      }));

  it('cancelPush refused: the push is already cancelled', () =>
    pact
      .addInteraction()
      .given(ADMIN)
      .given('a cancelled push exists')
      .uponReceiving('an admin cancelling a push that is already cancelled')
      .withRequest('POST', cancelPath, (b) => b.headers(tokenHeader()).jsonBody({ version: 2 }))
      .willRespondWith(422, (b) =>
        b
          .headers(jsonHeaders)
          .jsonBody(failure(40022, 'This notification can no longer be cancelled')),
      )
      .executeTest(async (server) => {
        const refused = unwrap(
          mainClient(server.url).POST('/v1/admin/push/umeng/{id}/cancel', {
            params: { path: { id: 56 } },
            body: { version: 2 },
          }),
        );
        await expect(refused).rejects.toMatchObject({
          code: 40022,
          message: 'This notification can no longer be cancelled',
        });
      }));
});

/**
 * Items added to the daily report, shown in full before saving (issue #12): the GraphQL query
 * designed here, success and failure. The request is what the console's Apollo client sends; the
 * answer is derived from the operation's selection set.
 */
import { gql } from '@newsdesk/api-client';
import { MatchersV3 } from '@pact-foundation/pact';
import { describe, expect, it } from 'vitest';
import {
  captureRequest,
  expectedData,
  graphqlClient,
  graphqlTokenHeaders,
  GRAPHQL_PATH,
  newGraphqlPact,
  operationOf,
} from './graphql-support';
import { EXAMPLE_TOKEN, jsonHeaders } from './support';

const { fromProviderState, like, reify } = MatchersV3;
const pact = newGraphqlPact();
const EDITOR = 'an editor is signed in';
const NOT_SAVED = 'the daily report of the pact day is not saved';
/** 2026-01-15 00:00 GMT+8 (the provider's `PACT_REPORT_DAY`). */
const PACT_DAY = Date.UTC(2026, 0, 14, 16);
const doc = gql.DailyReportItemsDocument;
const name = operationOf(doc).name?.value ?? 'DailyReportItems';

async function run(
  description: string,
  variables: Record<string, unknown>,
  answer: Record<string, unknown>,
  error?: string,
) {
  const example = (reify(variables) ?? {}) as Record<string, unknown>;
  const sent = await captureRequest(doc, example);
  const body = { ...sent.body, variables: { ...sent.body.variables, ...variables } };
  await pact
    .addInteraction()
    .given(EDITOR)
    .given(NOT_SAVED)
    .uponReceiving(`${name}: ${description}`)
    .withRequest('POST', GRAPHQL_PATH, (b) =>
      b
        .headers({ ...graphqlTokenHeaders(), 'Content-Type': like('application/json') })
        .jsonBody(body),
    )
    .willRespondWith(200, (b) => b.headers(jsonHeaders).jsonBody(answer))
    .executeTest(async (server) => {
      const client = graphqlClient(server.url, EXAMPLE_TOKEN);
      const result = await client.query({
        query: doc,
        variables: example as never,
        errorPolicy: 'all',
      });
      if (error) expect(result.error?.message).toContain(error);
      else {
        expect(result.error).toBeUndefined();
        expect(result.data?.daily_report_items.length).toBeGreaterThan(0);
      }
    });
}

describe('GraphQL: daily report items before saving (designed here)', () => {
  it(`${name}: an added article as a full row`, async () => {
    const variables = {
      day: PACT_DAY,
      items: [{ kind: 'ARTICLE', raw_id: fromProviderState('${articleId}', '1') }],
    };
    await run('an added article as a full row', variables, {
      data: expectedData(doc, {
        variables: reify(variables) as Record<string, unknown>,
        nonEmpty: ['daily_report_items'],
        values: {
          'daily_report_items.title': 'Pact Wall Street article',
          'daily_report_items.kind': 'ARTICLE',
        },
      }),
    });
  });

  it(`${name}: an item that does not exist`, async () => {
    const message = 'Content not found';
    await run(
      'an item that does not exist',
      { day: PACT_DAY, items: [{ kind: 'VIDEO', raw_id: '999999' }] },
      { data: null, errors: [{ message, extensions: { code: 'NOT_FOUND', status: 40004 } }] },
      message,
    );
  });
});

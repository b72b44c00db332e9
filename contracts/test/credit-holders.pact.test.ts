/**
 * Users' credit (issue #15, /content/ai/credit): the `CreditHolders` operation designed here (the
 * `users` query with `has_credit: true`), success and failure. The request is what the console's
 * Apollo client sends; the answer is derived from the operation's selection set.
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
} from './graphql-support';
import { EXAMPLE_TOKEN, jsonHeaders } from './support';

const { like } = MatchersV3;
const pact = newGraphqlPact();
const EDITOR = 'an editor is signed in';

describe('GraphQL: users credit (designed here)', () => {
  it('CreditHolders: the users with a credit subscription matching a keyword', async () => {
    const variables = { first: 10, offset: 0, keyword: 'Pact credit' };
    const sent = await captureRequest(gql.CreditHoldersDocument, variables);
    await pact
      .addInteraction()
      .given(EDITOR)
      .given('a credit holder exists')
      .uponReceiving('CreditHolders: the users with a credit subscription matching a keyword')
      .withRequest('POST', GRAPHQL_PATH, (b) =>
        b
          .headers({ ...graphqlTokenHeaders(), 'Content-Type': like('application/json') })
          .jsonBody(sent.body),
      )
      .willRespondWith(200, (b) =>
        b.headers(jsonHeaders).jsonBody({
          data: expectedData(gql.CreditHoldersDocument, {
            variables,
            nonEmpty: ['users.nodes'],
            present: [
              'users.nodes.credit_subscription',
              'users.nodes.credit_subscription.credit_info',
            ],
            values: {
              'users.nodes.nickname': 'Pact credit holder',
              'users.nodes.credit_subscription.plan': 'monthly',
              'users.nodes.credit_subscription.credit_info.amount': 1200,
            },
          }),
        }),
      )
      .executeTest(async (server) => {
        const client = graphqlClient(server.url, EXAMPLE_TOKEN);
        const result = await client.query({ query: gql.CreditHoldersDocument, variables });
        expect(result.error).toBeUndefined();
        expect(result.data?.users.nodes[0]?.credit_subscription?.credit_info?.amount).toBe(1200);
      });
  });

  it('CreditHolders: a page from a negative offset is refused', async () => {
    const variables = { first: 10, offset: -1 };
    const sent = await captureRequest(gql.CreditHoldersDocument, variables);
    const message = 'offset must be 0 or more';
    await pact
      .addInteraction()
      .given(EDITOR)
      .uponReceiving('CreditHolders: a page from a negative offset')
      .withRequest('POST', GRAPHQL_PATH, (b) =>
        b
          .headers({ ...graphqlTokenHeaders(), 'Content-Type': like('application/json') })
          .jsonBody(sent.body),
      )
      .willRespondWith(200, (b) =>
        b.headers(jsonHeaders).jsonBody({
          data: null,
          errors: [{ message, extensions: { code: 'BAD_USER_INPUT', status: 40001 } }],
        }),
      )
      .executeTest(async (server) => {
        const client = graphqlClient(server.url, EXAMPLE_TOKEN);
        const result = await client.query({ query: gql.CreditHoldersDocument, variables });
        expect(result.error?.message).toContain(message);
      });
  });
});

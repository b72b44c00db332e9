/**
 * The desk (issue #12, #19): the GraphQL calls designed here for Wall Street articles, viewpoints,
 * the daily report and managed assets, success and failure. The request is what the console's
 * Apollo client sends; the answer is derived from the operation's selection set.
 */
import type { TypedDocumentNode } from '@apollo/client';
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
  type ShapeOptions,
} from './graphql-support';
import { EXAMPLE_TOKEN, jsonHeaders } from './support';

const { fromProviderState, like, reify } = MatchersV3;
const pact = newGraphqlPact();
const EDITOR = 'an editor is signed in';
const stateId = (name: string, example: string) => fromProviderState(`\${${name}}`, example);
/** 2026-01-15 00:00 GMT+8 (the provider's `PACT_REPORT_DAY`). */
const PACT_DAY = Date.UTC(2026, 0, 14, 16);

interface Case {
  // Operation documents of any result and variables type.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  doc: TypedDocumentNode<any, any>;
  description: string;
  states: string[];
  variables?: Record<string, unknown>;
  expect?: ShapeOptions;
  error?: { message: string; code: string; status: number };
}

const notFound = (message: string) => ({ message, code: 'NOT_FOUND', status: 40004 });
const badPage = {
  message: 'first must be between 0 and 100000',
  code: 'BAD_USER_INPUT',
  status: 40001,
};

const cases: Case[] = [
  {
    doc: gql.WallstreetArticlesDocument,
    description: 'the Wall Street articles matching a keyword',
    states: [EDITOR, 'a Wall Street article exists'],
    variables: { first: 20, offset: 0, kw: 'Pact Wall Street' },
    expect: {
      nonEmpty: ['wallstreet_articles.nodes'],
      present: ['wallstreet_articles.nodes.summary', 'wallstreet_articles.nodes.body'],
      values: { 'wallstreet_articles.nodes.origin': 'WSCN' },
    },
  },
  {
    doc: gql.WallstreetArticlesDocument,
    description: 'a page size out of range',
    states: [EDITOR],
    variables: { first: -1, offset: 0 },
    error: badPage,
  },
  {
    doc: gql.UpdateWallstreetArticleDocument,
    description: 'an edit of a Wall Street article',
    states: [EDITOR, 'a Wall Street article exists'],
    variables: {
      id: stateId('wallstreetArticleId', '1'),
      version: 1,
      input: {
        title: 'Pact edited title',
        summary: 'Pact edited summary',
        body: '<p>Pact edited body</p>',
        display_time: 1_768_000_000_000,
        status: 'DRAFT',
      },
    },
    expect: {
      present: ['updateWallstreetArticle.summary', 'updateWallstreetArticle.body'],
      values: {
        'updateWallstreetArticle.title': 'Pact edited title',
        'updateWallstreetArticle.status': 'DRAFT',
        'updateWallstreetArticle.version': 2,
      },
    },
  },
  {
    doc: gql.UpdateWallstreetArticleDocument,
    description: 'an edit of a Wall Street article that does not exist',
    states: [EDITOR],
    variables: { id: '999999', version: 1, input: { title: 'x' } },
    error: notFound('Article not found'),
  },
  {
    doc: gql.ViewpointsDocument,
    description: 'the viewpoints matching a keyword',
    states: [EDITOR, 'a viewpoint exists'],
    variables: { first: 20, offset: 0, kw: 'Pact viewpoint' },
    expect: { nonEmpty: ['viewpoints.nodes'] },
  },
  {
    doc: gql.ViewpointsDocument,
    description: 'a page size out of range',
    states: [EDITOR],
    variables: { first: -1, offset: 0 },
    error: badPage,
  },
  {
    doc: gql.CreateViewpointDocument,
    description: 'a new viewpoint',
    states: [EDITOR],
    variables: {
      input: {
        author: 'Pact analyst',
        title: 'Pact new viewpoint',
        body: '<p>Opinion</p>',
        symbols: ['600519'],
        tag_ids: [],
        status: 'PUBLISHED',
      },
    },
    expect: {
      values: {
        'createViewpoint.title': 'Pact new viewpoint',
        'createViewpoint.status': 'PUBLISHED',
        'createViewpoint.version': 1,
      },
    },
  },
  {
    doc: gql.CreateViewpointDocument,
    description: 'a new viewpoint without a title',
    states: [EDITOR],
    variables: { input: { author: 'Pact analyst', title: '', body: '<p>Opinion</p>' } },
    error: { message: 'Please input title', code: 'BAD_USER_INPUT', status: 40001 },
  },
  {
    doc: gql.UpdateViewpointDocument,
    description: 'an edit of a viewpoint',
    states: [EDITOR, 'a viewpoint exists'],
    variables: { id: stateId('viewpointId', '1'), version: 1, input: { title: 'Pact edited' } },
    expect: { values: { 'updateViewpoint.title': 'Pact edited', 'updateViewpoint.version': 2 } },
  },
  {
    doc: gql.UpdateViewpointDocument,
    description: 'an edit of a viewpoint that does not exist',
    states: [EDITOR],
    variables: { id: '999999', version: 1, input: { title: 'x' } },
    error: notFound('Viewpoint not found'),
  },
  {
    doc: gql.DeleteViewpointDocument,
    description: 'the deletion of a viewpoint',
    states: [EDITOR, 'a viewpoint exists'],
    variables: { id: stateId('viewpointId', '1'), version: 1 },
    expect: { values: { 'deleteViewpoint.status': 'DELETED' } },
  },
  {
    doc: gql.DeleteViewpointDocument,
    description: 'the deletion of a viewpoint that does not exist',
    states: [EDITOR],
    variables: { id: '999999', version: 1 },
    error: notFound('Viewpoint not found'),
  },
  {
    doc: gql.DailyReportDocument,
    description: 'a saved daily report',
    states: [EDITOR, 'the daily report of the pact day is saved'],
    variables: { day: PACT_DAY },
    expect: {
      nonEmpty: ['daily_report.items'],
      present: ['daily_report.updated_at'],
      values: { 'daily_report.saved': true, 'daily_report.day': PACT_DAY },
    },
  },
  {
    doc: gql.DailyReportDocument,
    description: 'a negative day',
    states: [EDITOR],
    variables: { day: -1 },
    error: { message: 'day must be 0 or more', code: 'BAD_USER_INPUT', status: 40001 },
  },
  {
    doc: gql.SaveDailyReportDocument,
    description: 'the first save of a daily report',
    states: [EDITOR, 'the daily report of the pact day is not saved'],
    variables: {
      day: PACT_DAY,
      version: 0,
      items: [{ kind: 'ARTICLE', raw_id: stateId('articleId', '1') }],
    },
    expect: {
      nonEmpty: ['saveDailyReport.items'],
      present: ['saveDailyReport.updated_at'],
      values: { 'saveDailyReport.saved': true, 'saveDailyReport.version': 1 },
    },
  },
  {
    doc: gql.SaveDailyReportDocument,
    description: 'a daily report naming content that does not exist',
    states: [EDITOR, 'the daily report of the pact day is not saved'],
    variables: { day: PACT_DAY, version: 0, items: [{ kind: 'VIDEO', raw_id: '999999' }] },
    error: notFound('Content not found'),
  },
  {
    doc: gql.AssetsDocument,
    description: 'the assets of a market matching a keyword',
    states: [EDITOR, 'an asset exists'],
    variables: { first: 20, offset: 0, kw: 'PACT', market: 'US' },
    expect: { nonEmpty: ['assets.nodes'], values: { 'assets.nodes.market': 'US' } },
  },
  {
    doc: gql.AssetsDocument,
    description: 'a page size out of range',
    states: [EDITOR],
    variables: { first: -1, offset: 0 },
    error: badPage,
  },
  {
    doc: gql.CreateAssetDocument,
    description: 'a new asset',
    states: [EDITOR],
    variables: {
      input: { name: 'Pact new asset', code: 'PACTNEW', market: 'HK', kind: 'STOCK', tag_ids: [] },
    },
    expect: { values: { 'createAsset.code': 'PACTNEW', 'createAsset.status': 'ACTIVE' } },
  },
  {
    doc: gql.CreateAssetDocument,
    description: 'a new asset repeating a code of its market',
    states: [EDITOR, 'an asset exists'],
    variables: { input: { name: 'Pact again', code: 'PACT', market: 'US', kind: 'STOCK' } },
    error: { message: 'Repeat Asset', code: 'DUPLICATE', status: 40010 },
  },
  {
    doc: gql.UpdateAssetDocument,
    description: 'an edit of an asset',
    states: [EDITOR, 'an asset exists'],
    variables: { id: stateId('assetId', '1'), version: 1, input: { status: 'INACTIVE' } },
    expect: { values: { 'updateAsset.status': 'INACTIVE', 'updateAsset.version': 2 } },
  },
  {
    doc: gql.UpdateAssetDocument,
    description: 'an edit of an asset that does not exist',
    states: [EDITOR],
    variables: { id: '999999', version: 1, input: { name: 'x' } },
    error: notFound('Asset not found'),
  },
  {
    doc: gql.DeleteAssetDocument,
    description: 'the deletion of an asset',
    states: [EDITOR, 'an asset exists'],
    variables: { id: stateId('assetId', '1'), version: 1 },
    expect: { values: { deleteAsset: true } },
  },
  {
    doc: gql.DeleteAssetDocument,
    description: 'the deletion of an asset that does not exist',
    states: [EDITOR],
    variables: { id: '999999', version: 1 },
    error: notFound('Asset not found'),
  },
];

describe('GraphQL: the desk (designed here)', () => {
  for (const c of cases) {
    const name = operationOf(c.doc).name?.value ?? 'operation';
    it(`${name}: ${c.description}`, async () => {
      const example = (reify(c.variables ?? {}) ?? {}) as Record<string, unknown>;
      const sent = await captureRequest(c.doc, example);
      const body = {
        ...sent.body,
        ...(sent.body.variables ? { variables: { ...sent.body.variables, ...c.variables } } : {}),
      };
      let interaction = pact.addInteraction();
      for (const s of c.states) interaction = interaction.given(s);
      const answer = c.error
        ? {
            data: null,
            errors: [
              {
                message: c.error.message,
                extensions: { code: c.error.code, status: c.error.status },
              },
            ],
          }
        : { data: expectedData(c.doc, { ...c.expect, variables: example }) };
      await interaction
        .uponReceiving(`${name}: ${c.description}`)
        .withRequest('POST', GRAPHQL_PATH, (b) =>
          b
            .headers({ ...graphqlTokenHeaders(), 'Content-Type': like('application/json') })
            .jsonBody(body),
        )
        .willRespondWith(200, (b) => b.headers(jsonHeaders).jsonBody(answer))
        .executeTest(async (server) => {
          const client = graphqlClient(server.url, EXAMPLE_TOKEN);
          const result =
            operationOf(c.doc).operation === 'mutation'
              ? await client.mutate({
                  mutation: c.doc,
                  variables: example,
                  errorPolicy: 'all',
                  fetchPolicy: 'no-cache',
                })
              : await client.query({ query: c.doc, variables: example });
          if (c.error) expect(result.error?.message).toContain(c.error.message);
          else {
            expect(result.error).toBeUndefined();
            expect(result.data).toBeTruthy();
          }
        });
    });
  }
});

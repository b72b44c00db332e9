/**
 * Crawlers (issue #15): the GraphQL calls designed here, success and failure. The request is what
 * the console's Apollo client sends; the answer is derived from the operation's selection set.
 */
import { gql } from '@newsdesk/api-client';
import { MatchersV3 } from '@pact-foundation/pact';
import { newGraphqlPact, describeGraphqlCases, type GraphqlCase } from './graphql-support';

const { fromProviderState } = MatchersV3;
const pact = newGraphqlPact();
const ADMIN = 'an admin is signed in';
const EDITOR = 'an editor is signed in';
const stateId = (name: string, example: string) => fromProviderState(`\${${name}}`, example);

const crawlerInput = (source: unknown, over: Record<string, unknown> = {}) => ({
  key: 'pact-new-crawler',
  name: 'Pact new crawler',
  url: 'https://example.org/list',
  schedule: '*/30 * * * *',
  extractor_kind: 'HTML',
  selector_kind: 'CSS',
  item_selector: 'li.item',
  fields: [
    { name: 'title', selector: 'a' },
    { name: 'url', selector: 'a', attribute: 'href' },
  ],
  source_id: source,
  ...over,
});

const cases: GraphqlCase[] = [
  {
    doc: gql.CrawlersDocument,
    description: 'the crawlers matching a keyword',
    states: [ADMIN, 'a crawler exists'],
    variables: { first: 10, offset: 0, kw: 'pact-crawler' },
    expect: { values: { 'crawlers.nodes.key': 'pact-crawler' } },
  },
  {
    doc: gql.CrawlerDocument,
    description: 'a crawler by its id',
    states: [ADMIN, 'a crawler exists'],
    variables: { id: stateId('crawlerId', '3') },
    expect: { values: { 'crawler.key': 'pact-crawler' } },
  },
  {
    doc: gql.CrawlerDocument,
    description: 'a crawler that does not exist',
    states: [ADMIN],
    variables: { id: '999999' },
    error: {
      message: 'Crawler not found',
      code: 'NOT_FOUND',
      status: 40004,
      data: { crawler: null },
    },
  },
  {
    doc: gql.CrawlerSchedulePreviewDocument,
    description: 'the next five runs of a crontab schedule',
    states: [ADMIN],
    variables: { schedule: '0 9 * * 1-5', count: 5 },
  },
  {
    doc: gql.CrawlerSchedulePreviewDocument,
    description: 'the next runs of a schedule that is not a crontab expression',
    states: [ADMIN],
    variables: { schedule: 'every morning', count: 5 },
    error: {
      message: 'The schedule must be a crontab expression',
      code: 'BAD_USER_INPUT',
      status: 40001,
      data: null,
    },
  },
  {
    doc: gql.CreateCrawlerDocument,
    description: 'a new crawler of a published source',
    states: [ADMIN, 'a published source for crawlers exists'],
    variables: { input: crawlerInput(stateId('sourceId', '7')) },
    expect: {
      values: { 'createCrawler.key': 'pact-new-crawler', 'createCrawler.status': 'ACTIVE' },
    },
  },
  {
    doc: gql.CreateCrawlerDocument,
    description: 'a new enabled crawler of a draft source',
    states: [ADMIN, 'a draft source for crawlers exists'],
    variables: {
      input: crawlerInput(stateId('sourceId', '8'), { key: 'pact-draft-crawler', enabled: true }),
    },
    error: {
      message: 'The source must be published first.',
      code: 'UNPROCESSABLE',
      status: 40022,
      data: null,
    },
  },
  {
    doc: gql.CrawlersDocument,
    description: 'the crawlers from a negative offset',
    states: [ADMIN],
    variables: { first: 10, offset: -1 },
    error: {
      message: 'offset must be 0 or more',
      code: 'BAD_USER_INPUT',
      status: 40001,
      data: null,
    },
  },
  {
    doc: gql.UpdateCrawlerDocument,
    description: 'an edit of a crawler at its current version',
    states: [ADMIN, 'a crawler exists'],
    variables: {
      id: stateId('crawlerId', '3'),
      version: 1,
      input: crawlerInput(stateId('sourceId', '7'), {
        key: 'pact-crawler',
        name: 'Pact crawler, every morning',
      }),
    },
    expect: {
      values: {
        'updateCrawler.name': 'Pact crawler, every morning',
        'updateCrawler.version': 2,
      },
    },
  },
  {
    doc: gql.UpdateCrawlerDocument,
    description: 'an edit of a crawler based on an old version',
    states: [ADMIN, 'a crawler exists'],
    variables: {
      id: stateId('crawlerId', '3'),
      version: 99,
      input: crawlerInput(stateId('sourceId', '7'), { key: 'pact-crawler' }),
    },
    error: {
      message: 'This record was changed by someone else',
      code: 'CONFLICT',
      status: 40009,
      data: null,
    },
  },
  {
    doc: gql.RunCrawlerDocument,
    description: 'a manual run of a crawler whose source is a draft (recorded with its error)',
    states: [ADMIN, 'a crawler of a draft source exists'],
    variables: { id: stateId('crawlerId', '4') },
    expect: {
      present: ['runCrawler.error'],
      values: {
        'runCrawler.error': 'The source must be published first.',
        'runCrawler.trigger': 'manual',
        'runCrawler.items_added': 0,
      },
    },
  },
  {
    doc: gql.RunCrawlerDocument,
    description: 'a manual run of a crawler that does not exist',
    states: [ADMIN],
    variables: { id: '999999' },
    error: { message: 'Crawler not found', code: 'NOT_FOUND', status: 40004, data: null },
  },
  {
    doc: gql.TryCrawlerDocument,
    description: 'a trial of an address on a private network (refused, with the reason)',
    states: [ADMIN],
    variables: { input: crawlerInput(null, { url: 'http://127.0.0.1:9/list' }) },
    expect: { present: ['tryCrawler.error'] },
  },
  {
    doc: gql.TryCrawlerDocument,
    description: 'a trial by a normal user',
    states: [EDITOR],
    variables: { input: crawlerInput(null) },
    error: { message: 'Permission not allowed', code: 'FORBIDDEN', status: 40003, data: null },
  },
];

describeGraphqlCases('GraphQL: crawlers (designed here)', pact, cases);

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

const ADMIN = 'an admin is signed in';
const EDITOR = 'an editor is signed in';
/** 2026-11-22 10:00 GMT+8, the reference server's clock in the provider tests. */
const NOW = 1795312800000;
const DAY = 86_400_000;

/** An id the provider state reports back (GraphQL IDs are strings). */
const stateId = (name: string, example: string) => fromProviderState(`\${${name}}`, example);

type State = string | [string, Record<string, string | number | boolean>];
interface Case {
  // Operation documents of any result and variables type.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  doc: TypedDocumentNode<any, any>;
  /** What the console does, in plain language. */
  description: string;
  states: State[];
  /** Variables; provider-state values as `fromProviderState` matchers. */
  variables?: Record<string, unknown>;
  /** The expected data (success). */
  expect?: ShapeOptions;
  /**
   * An expected failure: the single error, and `data` as the provider answers it (no `data` at all
   * when the request is refused before execution, as an invalid or expired token is).
   */
  error?: { message: string; code: string; status: number; data?: unknown };
  /** The token sent: the state's (default), or a literal one (an invalid token). */
  token?: string;
}

const cases: Case[] = [
  // ── content ──────────────────────────────────────────────────────────────────
  {
    doc: gql.ContentDetailDocument,
    description: 'the detail of an article with its associated content',
    states: [EDITOR, 'an article exists'],
    variables: { contentId: stateId('id', '42'), kind: 'ARTICLE' },
    expect: {
      concrete: { 'contentDetail.content.detail': 'Article' },
      values: {
        'contentDetail.content.kind': 'ARTICLE',
        'contentDetail.content.title': like('PBOC keeps the loan prime rate unchanged'),
      },
    },
  },
  {
    doc: gql.ContentDetailDocument,
    description: 'the detail of an article that does not exist',
    states: [EDITOR],
    variables: { contentId: '999999', kind: 'ARTICLE' },
    error: {
      message: 'Content not found',
      code: 'NOT_FOUND',
      status: 40004,
      data: { contentDetail: null },
    },
  },
  {
    doc: gql.ContentListDocument,
    description: 'the newest published articles of the unified list',
    states: [EDITOR, 'published articles exist'],
    variables: { kinds: ['ARTICLE'], status: ['PUBLISHED'], sortBy: 'DESC', first: 10 },
    expect: { nonEmpty: ['contentList.nodes'] },
  },
  {
    doc: gql.ContentListDocument,
    description: 'the unified list with an invalid token',
    states: [['no session has the token', { token: 'not-a-session-token' }]],
    token: 'not-a-session-token',
    variables: { first: 10 },
    error: {
      message: 'Invalid token',
      code: 'UNAUTHENTICATED',
      status: 50008,
    },
  },
  {
    doc: gql.ContentListDocument,
    description: 'the unified list with an expired token',
    states: ['an editor session has expired'],
    variables: { first: 10 },
    error: {
      message: 'Token expired',
      code: 'UNAUTHENTICATED',
      status: 50014,
    },
  },
  {
    doc: gql.ContentsDocument,
    description: 'published content with the snake_case arguments',
    states: [EDITOR, 'published articles exist'],
    variables: { kinds: ['ARTICLE'], status: ['PUBLISHED'], sort_by: 'DESC', first: 10 },
    expect: { nonEmpty: ['contents.nodes'] },
  },
  {
    doc: gql.TagsDocument,
    description: 'tags searched by keyword',
    states: [EDITOR, 'a tag named Macro exists'],
    variables: { kw: 'Macro', first: 10 },
    expect: { nonEmpty: ['tags.nodes'], values: { 'tags.nodes.name': like('Macro') } },
  },
  {
    doc: gql.ArticleDocument,
    description: 'one article',
    states: [EDITOR, 'an article exists'],
    variables: { id: stateId('id', '42') },
    expect: {
      values: { 'article.title': like('PBOC keeps the loan prime rate unchanged') },
      present: ['article.summary', 'article.body'],
    },
  },
  {
    doc: gql.ArticlesDocument,
    description: 'published articles',
    states: [EDITOR, 'published articles exist'],
    variables: { status: ['PUBLISHED'], first: 10 },
    expect: { nonEmpty: ['articles.nodes'] },
  },
  {
    doc: gql.VideoDocument,
    description: 'one video with its episodes',
    states: [EDITOR, 'a video exists'],
    variables: { id: stateId('videoId', '12') },
    expect: {
      values: { 'video.title': like('Weekly macro review') },
      nonEmpty: ['video.episodes'],
    },
  },
  {
    doc: gql.VideoDocument,
    description: 'a video that does not exist',
    states: [EDITOR],
    variables: { id: '999999' },
    error: { message: 'Video not found', code: 'NOT_FOUND', status: 40004, data: { video: null } },
  },
  // ── calendar ─────────────────────────────────────────────────────────────────
  {
    doc: gql.CalendarEventsDocument,
    description: "this week's calendar events",
    states: [EDITOR, 'a calendar event exists'],
    variables: { start_time: NOW - DAY, end_time: NOW + 7 * DAY, first: 10 },
    expect: { nonEmpty: ['calendar_events.nodes'] },
  },
  {
    doc: gql.CalendarEventDocument,
    description: 'one calendar event',
    states: [EDITOR, 'a calendar event exists'],
    variables: { id: stateId('eventId', '5') },
    expect: { values: { 'calendar_event.title': like('美国非农就业') } },
  },
  {
    doc: gql.CreateCalendarEventDocument,
    description: 'creating a calendar event',
    states: [EDITOR],
    variables: {
      input: {
        title: '中国CPI年率',
        body: '<p>国家统计局公布11月CPI。</p>',
        display_time: NOW + DAY,
        country: 'CN',
        importance: 'HIGH',
        forecast: '0.4%',
        previous: '0.3%',
      },
    },
    expect: {
      values: {
        'createCalendarEvent.title': '中国CPI年率',
        'createCalendarEvent.status': 'PUBLISHED',
        'createCalendarEvent.version': 1,
      },
    },
  },
  {
    doc: gql.CreateCalendarEventDocument,
    description: 'creating a calendar event without a title',
    states: [EDITOR],
    variables: { input: { title: '', body: '<p>No title.</p>', display_time: NOW + DAY } },
    error: {
      message: 'Please input title',
      code: 'BAD_USER_INPUT',
      status: 40001,
      data: null,
    },
  },
  {
    doc: gql.CreateCalendarEventsDocument,
    description: 'creating a batch of calendar events',
    states: [EDITOR],
    variables: {
      events: [
        { title: '美国初请失业金人数', body: '<p>周度数据。</p>', display_time: NOW + DAY },
        { title: '欧元区PMI', body: '<p>月度数据。</p>', display_time: NOW + 2 * DAY },
      ],
    },
    expect: { nonEmpty: ['createCalendarEvents'] },
  },
  {
    doc: gql.UpdateCalendarEventDocument,
    description: 'filling in the actual value of a calendar event at its current version',
    states: [EDITOR, 'a calendar event exists'],
    variables: { id: stateId('eventId', '5'), version: 1, input: { actual: '52.1' } },
    expect: {
      values: { 'updateCalendarEvent.actual': '52.1', 'updateCalendarEvent.version': 2 },
    },
  },
  {
    doc: gql.UpdateCalendarEventDocument,
    description: 'editing a calendar event based on a stale version',
    states: [EDITOR, ['a calendar event exists', { version: 2 }]],
    variables: { id: stateId('eventId', '5'), version: 1, input: { actual: '52.1' } },
    error: {
      message: 'This record was changed by someone else',
      code: 'CONFLICT',
      status: 40009,
      data: null,
    },
  },
  {
    doc: gql.DeleteCalendarEventDocument,
    description: 'deleting a calendar event',
    states: [EDITOR, 'a calendar event exists'],
    variables: { id: stateId('eventId', '5'), version: 1 },
    expect: {
      values: { 'updateCalendarEvent.status': 'DELETED', 'updateCalendarEvent.version': 2 },
    },
  },
  {
    doc: gql.CalendarTopicsDocument,
    description: 'the calendar topics of the Treasury tab',
    states: [EDITOR, 'a calendar topic exists'],
    variables: { group: 'TREASURY', first: 10 },
    expect: { nonEmpty: ['calendar_topics.nodes'] },
  },
  {
    doc: gql.CalendarTopicDocument,
    description: 'one calendar topic',
    states: [EDITOR, 'a calendar topic exists'],
    variables: { id: stateId('topicId', '3') },
    expect: { values: { 'calendar_topic.name': like('国债发行') } },
  },
  {
    doc: gql.CalendarTopicDocument,
    description: 'a calendar topic that does not exist',
    states: [EDITOR],
    variables: { id: '999999' },
    error: {
      message: 'topic not found',
      code: 'NOT_FOUND',
      status: 40004,
      data: { calendar_topic: null },
    },
  },
  {
    doc: gql.CreateCalendarTopicDocument,
    description: 'creating a calendar topic in the Treasury tab',
    states: [EDITOR],
    variables: {
      input: {
        name: '地方债发行',
        period: 'monthly',
        tag_relations: [{ id: '0', group: 'TREASURY' }],
      },
    },
    expect: {
      values: {
        'createCalendarTopic.name': '地方债发行',
        'createCalendarTopic.status': 'PUBLISHED',
        'createCalendarTopic.version': 1,
      },
    },
  },
  {
    doc: gql.CreateCalendarTopicDocument,
    description: 'creating a calendar topic without a name',
    states: [EDITOR],
    variables: { input: { name: '' } },
    error: {
      message: 'Please input title first',
      code: 'BAD_USER_INPUT',
      status: 40001,
      data: null,
    },
  },
  {
    doc: gql.UpdateCalendarTopicDocument,
    description: 'describing a calendar topic at its current version',
    states: [EDITOR, 'a calendar topic exists'],
    variables: {
      id: stateId('topicId', '3'),
      version: 1,
      input: { description: 'Ministry of Finance' },
    },
    expect: {
      values: {
        'updateCalendarTopic.description': 'Ministry of Finance',
        'updateCalendarTopic.version': 2,
      },
    },
  },
  // ── credit ───────────────────────────────────────────────────────────────────
  {
    doc: gql.CreditExpenseDocument,
    description: 'the credit price of AI summaries',
    states: [ADMIN, 'the credit price of ai-summary is set'],
    variables: { kind: 'ai-summary' },
    expect: { nonEmpty: ['credit_expense'], values: { 'credit_expense.kind': 'ai-summary' } },
  },
  {
    doc: gql.CreditSetExpenseDocument,
    description: 'changing the credit price of AI summaries at its current version',
    states: [ADMIN, 'the credit price of ai-summary is set'],
    variables: { kind: 'ai-summary', amount: 20, version: 1 },
    expect: {
      values: {
        'creditSetExpense.kind': 'ai-summary',
        'creditSetExpense.price': 20,
        'creditSetExpense.version': 2,
      },
    },
  },
  {
    doc: gql.CreditSetExpenseDocument,
    description: 'a normal user changing a credit price',
    states: [EDITOR, 'the credit price of ai-summary is set'],
    variables: { kind: 'ai-summary', amount: 20, version: 1 },
    error: {
      message: 'Permission not allowed',
      code: 'FORBIDDEN',
      status: 40003,
      data: null,
    },
  },
  {
    doc: gql.CreditInternalUnsubscribeDocument,
    description: 'ending the internal credit subscription of a reader',
    states: [ADMIN, 'a reader with an internal credit subscription exists'],
    variables: { plan: 'internal', user_id: stateId('readerId', '7'), version: 1 },
    expect: {},
  },
  // ── dashboard ────────────────────────────────────────────────────────────────
  {
    doc: gql.DailyTopKDocument,
    description: "today's most viewed content",
    states: [EDITOR, 'an article was viewed today'],
    variables: { day: NOW, size: 8 },
    expect: { nonEmpty: ['daily_topk'] },
  },
  {
    doc: gql.DashboardMyArticlesDocument,
    description: "the signed-in member's articles",
    states: [EDITOR, 'published articles exist'],
    variables: { user_id: stateId('userId', '2'), first: 15 },
    expect: { nonEmpty: ['articles.nodes'] },
  },
  {
    doc: gql.DashboardLatestArticlesDocument,
    description: 'the latest published articles',
    states: [EDITOR, 'published articles exist'],
    variables: { first: 5 },
    expect: { nonEmpty: ['contents.nodes'] },
  },
  {
    doc: gql.DashboardRevenueDocument,
    description: 'the revenue of the last 30 days and 2 weeks',
    states: [ADMIN, 'paid orders exist'],
    variables: { end_time: NOW },
    expect: { nonEmpty: ['daily.nodes', 'weekly.nodes'] },
  },
  {
    doc: gql.DashboardUserChartDocument,
    description: 'the sign-ups of the last 30 days',
    states: [ADMIN, 'a reader account exists'],
    variables: { start_time: NOW - 30 * DAY, end_time: NOW + DAY, first: 1000 },
    expect: { nonEmpty: ['users.nodes'] },
  },
  // ── finance ──────────────────────────────────────────────────────────────────
  {
    doc: gql.OrdersDocument,
    description: 'the paid orders of a campaign',
    states: [ADMIN, 'paid orders exist'],
    variables: { order_state: 'COMPLETE', source: 'spring-campaign', first: 10 },
    expect: { nonEmpty: ['orders.nodes'] },
  },
  {
    doc: gql.OrdersDocument,
    description: 'the order analytics export of a window (up to 99,999 orders at once)',
    states: [ADMIN, 'paid orders exist'],
    variables: {
      first: 99999,
      offset: 0,
      order_state: 'COMPLETE',
      start_time: Date.UTC(2018, 7, 29, 16),
    },
    expect: { nonEmpty: ['orders.nodes'] },
  },
  {
    doc: gql.OrdersDocument,
    description: 'a normal user asking for the orders',
    states: [EDITOR],
    variables: { first: 10 },
    error: {
      message: 'Permission not allowed',
      code: 'FORBIDDEN',
      status: 40003,
      data: null,
    },
  },
  {
    doc: gql.OrderStatisticsDocument,
    description: 'the weekly order statistics',
    states: [ADMIN, 'paid orders exist'],
    variables: { period: 'WEEK', limit: 4, end_time: NOW },
    expect: { nonEmpty: ['order_statistics.nodes'] },
  },
  {
    doc: gql.SkusDocument,
    description: 'the SKUs on sale',
    states: [ADMIN, 'a SKU on sale exists'],
    variables: { pagination: { first: 10, offset: 0 }, on_sale: true },
    expect: { nonEmpty: ['skus.nodes'] },
  },
  // ── key-value ────────────────────────────────────────────────────────────────
  {
    doc: gql.KvDocument,
    description: 'one key-value entry',
    states: [EDITOR, 'a key-value entry console-home-slogan exists'],
    variables: { key: 'console-home-slogan' },
    expect: { values: { 'kv.key': 'console-home-slogan', 'kv.value': ['看懂市场'] } },
  },
  {
    doc: gql.ConsoleHomeSloganDocument,
    description: "the dashboard's slogans",
    states: [EDITOR, 'a key-value entry console-home-slogan exists'],
    expect: {
      values: { 'kv.key': 'console-home-slogan', 'kv.value': ['看懂市场'], 'kv.version': 1 },
    },
  },
  // ── flash news ───────────────────────────────────────────────────────────────
  {
    doc: gql.WscnLivesDocument,
    description: 'the newest flash news',
    states: [EDITOR, 'a flash news item exists'],
    variables: { first: 10 },
    expect: { nonEmpty: ['wscn_lives.nodes'] },
  },
  {
    doc: gql.UpdateWscnLiveDocument,
    description: 'scoring a flash news item at its current version',
    states: [EDITOR, 'a flash news item exists'],
    variables: { id: stateId('liveId', '9'), version: 1, input: { score: 2 } },
    expect: { values: { 'updateWscnLive.score': 2, 'updateWscnLive.version': 2 } },
  },
  {
    doc: gql.UpdateWscnLiveDocument,
    description: 'scoring a flash news item based on a stale version',
    states: [EDITOR, ['a flash news item exists', { version: 2 }]],
    variables: { id: stateId('liveId', '9'), version: 1, input: { score: 2 } },
    error: {
      message: 'This record was changed by someone else',
      code: 'CONFLICT',
      status: 40009,
      data: null,
    },
  },
  // ── roadshows ────────────────────────────────────────────────────────────────
  {
    doc: gql.RoadshowDocument,
    description: 'one roadshow',
    states: [EDITOR, 'a roadshow exists'],
    variables: { id: stateId('roadshowId', '5') },
    expect: { values: { 'roadshow.title': like('2027 macro outlook') } },
  },
  {
    doc: gql.RoadshowDocument,
    description: 'a roadshow that does not exist',
    states: [EDITOR],
    variables: { id: '999999' },
    error: {
      message: 'Roadshow not found',
      code: 'NOT_FOUND',
      status: 40004,
      data: { roadshow: null },
    },
  },
  {
    doc: gql.CreateRoadshowDocument,
    description: 'creating a roadshow as a draft',
    states: [EDITOR],
    variables: {
      input: {
        title: 'Bond market strategy 2027',
        body: '<p>Rates and credit in 2027.</p>',
        start_time: NOW + 3 * DAY,
        end_time: NOW + 3 * DAY + 7_200_000,
      },
    },
    expect: {
      values: {
        'createRoadshow.title': 'Bond market strategy 2027',
        'createRoadshow.status': 'DRAFT',
        'createRoadshow.version': 1,
      },
    },
  },
  {
    doc: gql.CreateRoadshowDocument,
    description: 'creating a roadshow whose video is still uploading',
    states: [EDITOR, 'a video with an episode still uploading exists'],
    variables: {
      input: {
        title: 'Bond market strategy 2027',
        body: '<p>Rates and credit in 2027.</p>',
        start_time: NOW + 3 * DAY,
        video_id: stateId('pendingVideoId', '13'),
      },
    },
    error: {
      message: 'Roadshow video not uploaded',
      code: 'BAD_USER_INPUT',
      status: 40001,
      data: null,
    },
  },
  {
    doc: gql.UpdateRoadshowDocument,
    description: 'publishing a roadshow at its current version',
    states: [EDITOR, 'a roadshow exists'],
    variables: { id: stateId('roadshowId', '5'), version: 1, input: { status: 'PUBLISHED' } },
    expect: {
      values: { 'updateRoadshow.status': 'PUBLISHED', 'updateRoadshow.version': 2 },
    },
  },
  {
    doc: gql.UpdateRoadshowDocument,
    description: 'publishing a roadshow based on a stale version',
    states: [EDITOR, ['a roadshow exists', { version: 2 }]],
    variables: { id: stateId('roadshowId', '5'), version: 1, input: { status: 'PUBLISHED' } },
    error: {
      message: 'This record was changed by someone else',
      code: 'CONFLICT',
      status: 40009,
      data: null,
    },
  },
  {
    doc: gql.RoadshowUserGroupsDocument,
    description: 'the roadshow user groups',
    states: [ADMIN, 'a roadshow user group exists'],
    variables: { pagination: { first: 10, offset: 0 } },
    expect: { nonEmpty: ['roadshow_user_groups.nodes'] },
  },
  {
    doc: gql.RoadshowUserGroupDocument,
    description: 'one roadshow user group with its members',
    states: [ADMIN, 'a roadshow user group exists'],
    variables: { group_id: stateId('groupId', '4'), membersFirst: 10, membersOffset: 0 },
    expect: { values: { 'roadshow_user_group.name': like('VIP clients') } },
  },
  {
    doc: gql.RoadshowUserGroupDocument,
    description: 'a roadshow user group that does not exist',
    states: [ADMIN],
    variables: { group_id: '999999', membersFirst: 10, membersOffset: 0 },
    error: {
      message: 'User group not exist',
      code: 'NOT_FOUND',
      status: 40004,
      data: { roadshow_user_group: null },
    },
  },
  {
    doc: gql.CreateRoadshowUserGroupDocument,
    description: 'creating a roadshow user group',
    states: [ADMIN],
    variables: { input: { name: 'Fund managers', description: 'Invited fund managers' } },
    expect: {
      values: {
        'createRoadshowUserGroup.name': 'Fund managers',
        'createRoadshowUserGroup.version': 1,
      },
    },
  },
  {
    doc: gql.UpdateRoadshowUserGroupDocument,
    description: 'renaming a roadshow user group at its current version',
    states: [ADMIN, 'a roadshow user group exists'],
    variables: {
      group_id: stateId('groupId', '4'),
      version: 1,
      input: { name: 'VIP clients 2027' },
    },
    expect: {
      values: {
        'updateRoadshowUserGroup.name': 'VIP clients 2027',
        'updateRoadshowUserGroup.version': 2,
      },
    },
  },
  {
    doc: gql.DeleteRoadshowUserGroupDocument,
    description: 'deleting a roadshow user group no roadshow uses',
    states: [ADMIN, 'a roadshow user group exists'],
    variables: { group_id: stateId('groupId', '4'), version: 1 },
    expect: {},
  },
  {
    doc: gql.DeleteRoadshowUserGroupDocument,
    description: 'deleting a roadshow user group a roadshow uses',
    states: [ADMIN, 'a roadshow user group used by a roadshow exists'],
    variables: { group_id: stateId('groupId', '4'), version: 1 },
    error: {
      message: 'Not available for deletion',
      code: 'FORBIDDEN',
      status: 40030,
      data: null,
    },
  },
  // ── external sources ─────────────────────────────────────────────────────────
  {
    doc: gql.ExternalSourcesDocument,
    description: 'the external sources',
    states: [ADMIN, 'an external source exists'],
    variables: { first: 10 },
    expect: { nonEmpty: ['external_sources.nodes'] },
  },
  {
    doc: gql.ExternalSourceDocument,
    description: 'one external source',
    states: [ADMIN, 'an external source exists'],
    variables: { id: stateId('sourceId', '6') },
    expect: { values: { 'external_source.name': like('PBOC announcements') } },
  },
  {
    doc: gql.CreateExternalSourceDocument,
    description: 'creating an external source',
    states: [ADMIN, 'no external source csrc-news exists'],
    variables: {
      input: { key: 'csrc-news', name: 'CSRC news', website: 'https://example.org/csrc' },
    },
    expect: {
      values: { 'createExternalSource.name': 'CSRC news', 'createExternalSource.version': 1 },
    },
  },
  {
    doc: gql.CreateExternalSourceDocument,
    description: 'a normal user creating an external source',
    states: [EDITOR, 'no external source csrc-news exists'],
    variables: { input: { key: 'csrc-news', name: 'CSRC news' } },
    error: {
      message: 'Permission not allowed',
      code: 'FORBIDDEN',
      status: 40003,
      data: null,
    },
  },
  {
    doc: gql.UpdateExternalSourceDocument,
    description: 'describing an external source at its current version',
    states: [ADMIN, 'an external source exists'],
    variables: {
      id: stateId('sourceId', '6'),
      version: 1,
      input: { description: 'Open market operations' },
    },
    expect: {
      values: {
        'updateExternalSource.description': 'Open market operations',
        'updateExternalSource.version': 2,
      },
    },
  },
  {
    doc: gql.ExternalSourceGroupsDocument,
    description: 'the external source groups',
    states: [ADMIN, 'an external source group exists'],
    variables: { first: 10, offset: 0 },
    expect: { nonEmpty: ['external_source_groups.nodes'] },
  },
  {
    doc: gql.ExternalSourceGroupDocument,
    description: 'one external source group',
    states: [ADMIN, 'an external source group exists'],
    variables: { id: stateId('sourceGroupId', '2') },
    expect: { values: { 'external_source_group.name': like('Central banks') } },
  },
  {
    doc: gql.CreateExternalSourceGroupDocument,
    description: 'creating an external source group',
    states: [ADMIN],
    variables: { input: { name: 'Regulators', description: 'Regulators of China' } },
    expect: {
      values: {
        'createExternalSourceGroup.name': 'Regulators',
        'createExternalSourceGroup.version': 1,
      },
    },
  },
  {
    doc: gql.CreateExternalSourceGroupDocument,
    description: 'creating an external source group with a source that does not exist',
    states: [ADMIN],
    variables: { input: { name: 'Regulators', source_ids: ['999999'] } },
    error: { message: 'Sources not found', code: 'NOT_FOUND', status: 40004, data: null },
  },
  {
    doc: gql.CreateExternalSourceGroupDocument,
    description: 'creating an external source group without a name',
    states: [ADMIN],
    variables: { input: { name: '' } },
    error: {
      message: 'Please input title first',
      code: 'BAD_USER_INPUT',
      status: 40001,
      data: null,
    },
  },
  {
    doc: gql.UpdateExternalSourceGroupDocument,
    description: 'renaming an external source group at its current version',
    states: [ADMIN, 'an external source group exists'],
    variables: {
      id: stateId('sourceGroupId', '2'),
      version: 1,
      input: { name: 'Central banks (Asia)' },
    },
    expect: {
      values: {
        'updateExternalSourceGroup.name': 'Central banks (Asia)',
        'updateExternalSourceGroup.version': 2,
      },
    },
  },
  {
    doc: gql.ExternalItemsDocument,
    description: 'the crawled items not yet synchronized',
    states: [ADMIN, 'an external item exists'],
    variables: { first: 10, synchronized: false },
    expect: { nonEmpty: ['external_items.nodes'] },
  },
  {
    doc: gql.ExternalItemDocument,
    description: 'one crawled item',
    states: [ADMIN, 'an external item exists'],
    variables: { id: stateId('itemId', '8') },
    expect: { values: { 'external_item.title': like('PBOC conducts 7-day reverse repos') } },
  },
  {
    doc: gql.CreateExternalItemDocument,
    description: 'adding an item to an external source',
    states: [ADMIN, 'an external source exists'],
    variables: {
      input: {
        source_id: stateId('sourceId', '6'),
        title: 'PBOC injects liquidity via MLF',
        url: 'https://example.org/pboc/mlf',
        display_time: NOW,
      },
    },
    expect: {
      values: {
        'createExternalItem.title': 'PBOC injects liquidity via MLF',
        'createExternalItem.version': 1,
      },
    },
  },
  {
    doc: gql.UpdateExternalItemDocument,
    description: 'marking a crawled item synchronized at its current version',
    states: [ADMIN, 'an external item exists'],
    variables: { id: stateId('itemId', '8'), version: 1, input: { synchronized: true } },
    expect: {
      values: {
        'updateExternalItem.synchronized': true,
        'updateExternalItem.version': 2,
      },
    },
  },
  {
    doc: gql.UpdateExternalItemDocument,
    description: 'marking a crawled item synchronized based on a stale version',
    states: [ADMIN, ['an external item exists', { version: 2 }]],
    variables: { id: stateId('itemId', '8'), version: 1, input: { synchronized: true } },
    error: {
      message: 'This record was changed by someone else',
      code: 'CONFLICT',
      status: 40009,
      data: null,
    },
  },
  // ── users ────────────────────────────────────────────────────────────────────
  {
    doc: gql.UsersDocument,
    description: 'users found by keyword',
    states: [ADMIN, 'a reader account exists'],
    variables: { keyword: '读者小王', first: 10 },
    expect: { nonEmpty: ['users.nodes'] },
  },
  {
    doc: gql.UsersV2Document,
    description: 'active users with filters',
    states: [ADMIN, 'a reader account exists'],
    variables: { status: 'GOOD', first: 10 },
    expect: { nonEmpty: ['users_v2.nodes'] },
  },
  {
    doc: gql.AddPrivilegeToAccountDocument,
    description: 'granting the report privilege to a reader at its current version',
    states: [ADMIN, 'a reader account exists'],
    variables: {
      user_id: stateId('userId', '7'),
      privilege: 'REPORT',
      expired_at: NOW + 365 * DAY,
      version: 1,
    },
    expect: {
      values: { 'addPrivilegeToAccount.version': 2 },
      nonEmpty: ['addPrivilegeToAccount.privileges'],
    },
  },
  {
    doc: gql.AddPrivilegeToAccountDocument,
    description: 'granting a privilege to a user that does not exist',
    states: [ADMIN],
    variables: { user_id: '999999', privilege: 'REPORT', version: 1 },
    error: { message: 'User not found', code: 'NOT_FOUND', status: 40004, data: null },
  },
  // ── refusals of the operations above ──────────────────────────────────────────
  {
    doc: gql.ArticleDocument,
    description: 'an article that does not exist',
    states: [ADMIN],
    variables: { id: '999999' },
    error: {
      message: 'Article not found',
      code: 'NOT_FOUND',
      status: 40004,
      data: { article: null },
    },
  },
  {
    doc: gql.CalendarEventDocument,
    description: 'a calendar event that does not exist',
    states: [ADMIN],
    variables: { id: '999999' },
    error: {
      message: 'Calendar event not found',
      code: 'NOT_FOUND',
      status: 40004,
      data: { calendar_event: null },
    },
  },
  {
    doc: gql.ExternalItemDocument,
    description: 'a crawled item that does not exist',
    states: [ADMIN],
    variables: { id: '999999' },
    error: {
      message: 'External item not found',
      code: 'NOT_FOUND',
      status: 40004,
      data: { external_item: null },
    },
  },
  {
    doc: gql.ExternalSourceDocument,
    description: 'an external source that does not exist',
    states: [ADMIN],
    variables: { id: '999999' },
    error: {
      message: 'Sources not found',
      code: 'NOT_FOUND',
      status: 40004,
      data: { external_source: null },
    },
  },
  {
    doc: gql.ExternalSourceGroupDocument,
    description: 'an external source group that does not exist',
    states: [ADMIN],
    variables: { id: '999999' },
    error: {
      message: 'Source group not found',
      code: 'NOT_FOUND',
      status: 40004,
      data: { external_source_group: null },
    },
  },
  {
    // graphql/schema/base.graphql: a missing key is `null` without an error (the console then
    // uses its default), unlike the other single-record queries.
    doc: gql.KvDocument,
    description: 'a key-value entry that was never configured',
    states: [ADMIN],
    variables: { key: 'never-configured' },
    expect: { values: { kv: null } },
  },
  {
    doc: gql.KvDocument,
    description: 'a key-value entry with an expired token',
    states: ['an editor session has expired'],
    variables: { key: 'console-home-slogan' },
    error: { message: 'Token expired', code: 'UNAUTHENTICATED', status: 50014 },
  },
  {
    doc: gql.CreateExternalItemDocument,
    description: 'adding an item to an external source that does not exist',
    states: [ADMIN],
    variables: { input: { source_id: '999999', title: 'PBOC injects liquidity via MLF' } },
    error: { message: 'Sources not found', code: 'NOT_FOUND', status: 40004, data: null },
  },
  {
    doc: gql.CreateRoadshowUserGroupDocument,
    description: 'creating a roadshow user group with a user that does not exist',
    states: [ADMIN],
    variables: { input: { name: 'Ghosts', user_ids: ['999999'] } },
    error: { message: 'User not found', code: 'NOT_FOUND', status: 40004, data: null },
  },
  {
    doc: gql.UpdateCalendarTopicDocument,
    description: 'describing a calendar topic based on a stale version',
    states: [ADMIN, ['a calendar topic exists', { version: 2 }]],
    variables: {
      id: stateId('topicId', '3'),
      version: 1,
      input: { description: 'Ministry of Finance' },
    },
    error: {
      message: 'This record was changed by someone else',
      code: 'CONFLICT',
      status: 40009,
      data: null,
    },
  },
  {
    doc: gql.UpdateExternalSourceDocument,
    description: 'describing an external source based on a stale version',
    states: [ADMIN, ['an external source exists', { version: 2 }]],
    variables: {
      id: stateId('sourceId', '6'),
      version: 1,
      input: { description: 'Open market operations' },
    },
    error: {
      message: 'This record was changed by someone else',
      code: 'CONFLICT',
      status: 40009,
      data: null,
    },
  },
  {
    doc: gql.UpdateExternalSourceGroupDocument,
    description: 'renaming an external source group based on a stale version',
    states: [ADMIN, ['an external source group exists', { version: 2 }]],
    variables: {
      id: stateId('sourceGroupId', '2'),
      version: 1,
      input: { name: 'Central banks (Asia)' },
    },
    error: {
      message: 'This record was changed by someone else',
      code: 'CONFLICT',
      status: 40009,
      data: null,
    },
  },
  {
    doc: gql.UpdateRoadshowUserGroupDocument,
    description: 'renaming a roadshow user group based on a stale version',
    states: [ADMIN, ['a roadshow user group exists', { version: 2 }]],
    variables: {
      group_id: stateId('groupId', '4'),
      version: 1,
      input: { name: 'VIP clients 2027' },
    },
    error: {
      message: 'This record was changed by someone else',
      code: 'CONFLICT',
      status: 40009,
      data: null,
    },
  },
  {
    doc: gql.DeleteCalendarEventDocument,
    description: 'deleting a calendar event based on a stale version',
    states: [ADMIN, ['a calendar event exists', { version: 2 }]],
    variables: { id: stateId('eventId', '5'), version: 1 },
    error: {
      message: 'This record was changed by someone else',
      code: 'CONFLICT',
      status: 40009,
      data: null,
    },
  },
  {
    doc: gql.CreateCalendarEventsDocument,
    description: 'creating a batch of calendar events, one without a title',
    states: [EDITOR],
    variables: {
      events: [
        { title: '美国初请失业金人数', body: '<p>周度数据。</p>', display_time: NOW + DAY },
        { title: '', body: '<p>月度数据。</p>', display_time: NOW + 2 * DAY },
      ],
    },
    error: { message: 'Please input title', code: 'BAD_USER_INPUT', status: 40001, data: null },
  },
  {
    doc: gql.CreditInternalUnsubscribeDocument,
    description: 'ending a credit subscription the reader does not have',
    states: [ADMIN, 'a reader account exists'],
    variables: { plan: 'internal', user_id: stateId('userId', '7'), version: 1 },
    error: { message: 'Subscription not found', code: 'NOT_FOUND', status: 40004, data: null },
  },
  {
    doc: gql.ArticlesDocument,
    description: 'a page of more than 100,000 articles',
    states: [EDITOR],
    variables: { first: 100001 },
    error: {
      message: 'first must be between 0 and 100000',
      code: 'BAD_USER_INPUT',
      status: 40001,
      data: null,
    },
  },
  {
    doc: gql.ContentsDocument,
    description: 'a page of more than 100,000 content items',
    states: [EDITOR],
    variables: { first: 100001 },
    error: {
      message: 'first must be between 0 and 100000',
      code: 'BAD_USER_INPUT',
      status: 40001,
      data: null,
    },
  },
  {
    doc: gql.TagsDocument,
    description: 'a page of more than 100,000 tags',
    states: [EDITOR],
    variables: { first: 100001 },
    error: {
      message: 'first must be between 0 and 100000',
      code: 'BAD_USER_INPUT',
      status: 40001,
      data: null,
    },
  },
  {
    doc: gql.UsersDocument,
    description: 'a page of more than 100,000 users',
    states: [EDITOR],
    variables: { first: 100001 },
    error: {
      message: 'first must be between 0 and 100000',
      code: 'BAD_USER_INPUT',
      status: 40001,
      data: null,
    },
  },
  {
    doc: gql.CalendarEventsDocument,
    description: 'the calendar events with an invalid token',
    states: [['no session has the token', { token: 'not-a-session-token' }]],
    token: 'not-a-session-token',
    variables: { first: 10 },
    error: { message: 'Invalid token', code: 'UNAUTHENTICATED', status: 50008 },
  },
  {
    doc: gql.CalendarTopicsDocument,
    description: 'the calendar topics with an expired token',
    states: ['an editor session has expired'],
    variables: { first: 10 },
    error: { message: 'Token expired', code: 'UNAUTHENTICATED', status: 50014 },
  },
  {
    doc: gql.ConsoleHomeSloganDocument,
    description: "the dashboard's slogans with an expired token",
    states: ['an editor session has expired'],
    variables: {},
    error: { message: 'Token expired', code: 'UNAUTHENTICATED', status: 50014 },
  },
  {
    doc: gql.DailyTopKDocument,
    description: "today's most viewed content with an invalid token",
    states: [['no session has the token', { token: 'not-a-session-token' }]],
    token: 'not-a-session-token',
    variables: { day: NOW, size: 8 },
    error: { message: 'Invalid token', code: 'UNAUTHENTICATED', status: 50008 },
  },
  {
    doc: gql.DashboardLatestArticlesDocument,
    description: 'the latest published articles with an expired token',
    states: ['an editor session has expired'],
    variables: { first: 5 },
    error: { message: 'Token expired', code: 'UNAUTHENTICATED', status: 50014 },
  },
  {
    doc: gql.DashboardMyArticlesDocument,
    description: "the member's articles with an invalid token",
    states: [['no session has the token', { token: 'not-a-session-token' }]],
    token: 'not-a-session-token',
    variables: { user_id: '2', first: 15 },
    error: { message: 'Invalid token', code: 'UNAUTHENTICATED', status: 50008 },
  },
  {
    doc: gql.DashboardRevenueDocument,
    description: 'the revenue chart with an expired token',
    states: ['an editor session has expired'],
    variables: { end_time: NOW },
    error: { message: 'Token expired', code: 'UNAUTHENTICATED', status: 50014 },
  },
  {
    doc: gql.DashboardUserChartDocument,
    description: 'the sign-ups chart with an invalid token',
    states: [['no session has the token', { token: 'not-a-session-token' }]],
    token: 'not-a-session-token',
    variables: { start_time: NOW - 30 * DAY, end_time: NOW + DAY, first: 1000 },
    error: { message: 'Invalid token', code: 'UNAUTHENTICATED', status: 50008 },
  },
  {
    doc: gql.ExternalItemsDocument,
    description: 'the crawled items with an expired token',
    states: ['an editor session has expired'],
    variables: { first: 10 },
    error: { message: 'Token expired', code: 'UNAUTHENTICATED', status: 50014 },
  },
  {
    doc: gql.ExternalSourceGroupsDocument,
    description: 'the external source groups with an invalid token',
    states: [['no session has the token', { token: 'not-a-session-token' }]],
    token: 'not-a-session-token',
    variables: { first: 10, offset: 0 },
    error: { message: 'Invalid token', code: 'UNAUTHENTICATED', status: 50008 },
  },
  {
    doc: gql.ExternalSourcesDocument,
    description: 'the external sources with an expired token',
    states: ['an editor session has expired'],
    variables: { first: 10 },
    error: { message: 'Token expired', code: 'UNAUTHENTICATED', status: 50014 },
  },
  {
    doc: gql.OrderStatisticsDocument,
    description: 'the order statistics with an invalid token',
    states: [['no session has the token', { token: 'not-a-session-token' }]],
    token: 'not-a-session-token',
    variables: { period: 'DAY', limit: 30, end_time: NOW },
    error: { message: 'Invalid token', code: 'UNAUTHENTICATED', status: 50008 },
  },
  {
    doc: gql.RoadshowUserGroupsDocument,
    description: 'the roadshow user groups with an expired token',
    states: ['an editor session has expired'],
    variables: { pagination: { first: 10, offset: 0 } },
    error: { message: 'Token expired', code: 'UNAUTHENTICATED', status: 50014 },
  },
  {
    doc: gql.SkusDocument,
    description: 'the SKUs with an invalid token',
    states: [['no session has the token', { token: 'not-a-session-token' }]],
    token: 'not-a-session-token',
    variables: { pagination: { first: 10, offset: 0 }, on_sale: true },
    error: { message: 'Invalid token', code: 'UNAUTHENTICATED', status: 50008 },
  },
  {
    doc: gql.UsersV2Document,
    description: 'the users with an expired token',
    states: ['an editor session has expired'],
    variables: { status: 'GOOD', first: 10 },
    error: { message: 'Token expired', code: 'UNAUTHENTICATED', status: 50014 },
  },
  {
    doc: gql.WscnLivesDocument,
    description: 'the flash news with an invalid token',
    states: [['no session has the token', { token: 'not-a-session-token' }]],
    token: 'not-a-session-token',
    variables: { first: 10 },
    error: { message: 'Invalid token', code: 'UNAUTHENTICATED', status: 50008 },
  },
  {
    doc: gql.CreditExpenseDocument,
    description: 'the credit prices with an expired token',
    states: ['an editor session has expired'],
    variables: { kind: 'ai-summary' },
    error: { message: 'Token expired', code: 'UNAUTHENTICATED', status: 50014 },
  },
];

describe('GraphQL', () => {
  for (const c of cases) {
    const name = operationOf(c.doc).name?.value ?? 'operation';
    it(`${name}: ${c.description}`, async () => {
      const example = (reify(c.variables ?? {}) ?? {}) as Record<string, unknown>;
      const sent = await captureRequest(c.doc, example);
      // The body exactly as the console's client sends it, with provider-state values in place.
      const body = {
        ...sent.body,
        ...(sent.body.variables ? { variables: { ...sent.body.variables, ...c.variables } } : {}),
      };
      let interaction = pact.addInteraction();
      for (const s of c.states) {
        interaction = typeof s === 'string' ? interaction.given(s) : interaction.given(s[0], s[1]);
      }
      const headers =
        c.token !== undefined
          ? { Authorization: `Bearer ${c.token}`, 'X-Token': c.token }
          : graphqlTokenHeaders();
      const answer = c.error
        ? {
            ...('data' in c.error ? { data: c.error.data } : {}),
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
          b.headers({ ...headers, 'Content-Type': like('application/json') }).jsonBody(body),
        )
        .willRespondWith(200, (b) => b.headers(jsonHeaders).jsonBody(answer))
        .executeTest(async (server) => {
          const warnings: string[] = [];
          const client = graphqlClient(server.url, c.token ?? EXAMPLE_TOKEN, {
            warn: (m: string) => warnings.push(m),
          });
          const result =
            operationOf(c.doc).operation === 'mutation'
              ? await client.mutate({
                  mutation: c.doc,
                  variables: example,
                  errorPolicy: 'all',
                  // The pact pins the answer, not what the console's cache does with it.
                  fetchPolicy: 'no-cache',
                })
              : await client.query({ query: c.doc, variables: example });
          if (c.error) {
            expect(result.error?.message).toContain(c.error.message);
            expect(warnings.join('\n')).toContain(c.error.message);
          } else {
            expect(result.error).toBeUndefined();
            expect(result.data).toBeTruthy();
          }
        });
    });
  }
});

import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { MatchersV3, PactV4, SpecificationVersion } from '@pact-foundation/pact';
import {
  createMainClient,
  createMemoryTokenStore,
  createSecondClient,
  type MainClient,
  type SecondClient,
} from '@newsdesk/api-client';

export const CONSUMER = 'newsdesk-console';
export const PACT_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../pacts');

/** The example token of the pacts; the provider replaces it with a real one (provider state). */
export const EXAMPLE_TOKEN = 'example-token-0123456789abcdefghijklmnopqrstuv';

const { like, integer, regex, fromProviderState, eachLike, boolean, string } = MatchersV3;
export { boolean, eachLike, integer, like, regex, string };

export function newPact(provider: 'newsdesk-main-api' | 'newsdesk-second-api') {
  return new PactV4({
    consumer: CONSUMER,
    provider,
    dir: PACT_DIR,
    spec: SpecificationVersion.SPECIFICATION_VERSION_V4,
    logLevel: 'error',
  });
}

/** The signed-in staff member's token, injected by the provider state `<role> is signed in`. */
export const tokenHeader = () => ({
  'X-Token': fromProviderState('${token}', EXAMPLE_TOKEN),
});

/** Provider-state parameters of a record, with the id the provider reports back. */
export const idFromState = (example: number) => fromProviderState('${id}', example);

/** A Unix time in ms. */
export const ms = (example = 1795413600000) => integer(example);

/** The success envelope. */
export const ok = (data: unknown) => ({ status: 0, code: 0, message: like('OK'), data });

/** The error envelope with its exact code and message. */
export const failure = (code: number, message: string, data: unknown = null) => ({
  status: 1,
  code,
  message,
  data,
});

/** A staff member as the self profile and the sign-in answer it (the demo editor's shape). */
export const userShape = {
  id: integer(2),
  nickname: like('Li Wei'),
  avatar: null,
  description: null,
  status: regex('good|frozen', 'good'),
  email: { email: like('editor@newsdesk.test') },
  mobile: null,
  gender: null,
  about: null,
  occupation: null,
  industry: null,
  verified_name: null,
  country: null,
  is_institution: boolean(false),
  memberships: [],
  privileges: [],
  credit_subscription: null,
  internal_info: { roles: eachLike(regex('Admin|Normal User', 'Normal User'), 1) },
  created_at: ms(),
  updated_at: ms(),
  version: integer(1),
};

export const jsonHeaders = {
  'Content-Type': regex('application/json.*', 'application/json; charset=utf-8'),
};

export const mainClient = (url: string, token: string | null = EXAMPLE_TOKEN): MainClient =>
  createMainClient({ baseUrl: url, tokenStore: createMemoryTokenStore(token) });

export const secondClient = (url: string, token: string | null = EXAMPLE_TOKEN): SecondClient =>
  createSecondClient({ baseUrl: url, tokenStore: createMemoryTokenStore(token) });

export const tagShape = {
  id: integer(7),
  name: like('Macro'),
  is_topic: boolean(false),
  description: like('Macro economy'),
  cover_url: null,
  image: null,
  hot_words: eachLike('CPI', 0),
  alias: eachLike('宏观', 0),
  symbol: null,
  status: regex('draft|published|deleted', 'published'),
  version: integer(1),
  created_at: ms(),
  updated_at: ms(),
};

export const authorShape = {
  id: integer(2),
  nickname: like('Li Wei'),
  description: null,
  avatar: null,
};

export const articleSummaryShape = {
  id: integer(42),
  title: like('PBOC keeps the loan prime rate unchanged'),
  author: like(authorShape),
  summary: like('One-year LPR unchanged at 3.45%.'),
  cover_url: null,
  status: regex('draft|published|deleted', 'published'),
  scheduled: boolean(false),
  vip_visibility: integer(0),
  article_type: regex('article|post', 'article'),
  origin: regex('JIN10|WSCN|NONE', 'NONE'),
  display_time: ms(),
  planned_published_at: null,
  published_at: ms(),
  words_count: integer(12),
  comment_count: integer(0),
  page_views: integer(0),
  counter: { viewed: integer(0), liked: integer(0), collected: integer(0), commented: integer(0) },
  tags: eachLike(tagShape, 0),
  tag_relations: eachLike({ id: integer(0), group: integer(6), k: integer(0) }, 0),
  theme_id: null,
  is_featured: boolean(false),
  is_front: boolean(false),
  created_at: ms(),
  updated_at: ms(),
  version: integer(1),
};

/** A short reference to a content item (`ContentRef`: related articles and reports). */
export const contentRefShape = (kind: number, id: number, title: string) => ({
  kind: integer(kind),
  id: integer(id),
  title: like(title),
  status: regex('draft|published|deleted', 'published'),
  cover_url: null,
  display_time: ms(),
});

export const articleShape = {
  ...articleSummaryShape,
  body: like('<p>The one-year LPR stays at 3.45%.</p>'),
  preview: null,
  cover_uri: null,
  cover_slide_uris: eachLike('u20261122-cover.png', 0),
  cover_slide_urls: eachLike('http://localhost:4000/storage/u20261122-cover.png', 0),
  free_expired_at: integer(1000),
  free_at: null,
  source_url: null,
  attachments: eachLike(
    {
      id: integer(3),
      title: like('May LPR table'),
      file_uri: like('u20261122-lpr.pdf'),
      file_url: like('http://localhost:4000/storage/u20261122-lpr.pdf'),
      file_extension: like('pdf'),
      media_type: integer(2),
    },
    0,
  ),
  is_home_banner: boolean(false),
  is_web_home: boolean(false),
  is_web_timeline: boolean(false),
  is_matrix_only: boolean(false),
  is_cooperation: boolean(false),
  is_original: boolean(false),
  importance: integer(0),
  unlock_body: boolean(false),
  whitelist_user_group_ids: eachLike(1, 0),
  blacklist_user_group_ids: eachLike(1, 0),
  whitelist_user_ids: eachLike(1, 0),
  external_link: null,
  platforms: eachLike('ios', 1),
  // Related content (designed here, #11): empty for most articles, so at least none.
  related_article_ids: eachLike(integer(5), 0),
  related_report_ids: eachLike(integer(9), 0),
  related_articles: eachLike(contentRefShape(1, 5, 'Rates outlook for the second half'), 0),
  related_reports: eachLike(contentRefShape(9, 9, 'Semiconductor outlook 2027'), 0),
};

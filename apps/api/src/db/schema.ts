/**
 * The one drizzle schema of the reference server, for PGlite and PostgreSQL alike.
 * Times are integer milliseconds since the epoch (as on the wire); money is integer cents;
 * every editable record has `version` (optimistic concurrency, docs/contract-conventions.md).
 */
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

const ms = (name: string) => bigint(name, { mode: 'number' });
const stamps = {
  created_at: ms('created_at').notNull(),
  updated_at: ms('updated_at').notNull(),
  version: integer('version').notNull().default(1),
};
const ids = (name: string) =>
  integer(name)
    .array()
    .notNull()
    .default(sql`'{}'::integer[]`);
const texts = (name: string) =>
  text(name)
    .array()
    .notNull()
    .default(sql`'{}'::text[]`);

// ── Accounts ────────────────────────────────────────────────────────────────

/** Staff (with roles and a password) and end users (members, readers) in one table. */
export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    email: text('email'),
    phone: text('phone'),
    password_hash: text('password_hash'),
    nickname: text('nickname').notNull(),
    avatar: text('avatar'),
    description: text('description'),
    about: text('about'),
    gender: smallint('gender'),
    occupation: text('occupation'),
    industry: text('industry'),
    verified_name: text('verified_name'),
    country: text('country'),
    is_institution: boolean('is_institution').notNull().default(false),
    /** good | frozen */
    status: text('status').notNull().default('good'),
    /** Console roles: 'Admin', 'Normal User'; empty for end users. */
    roles: texts('roles'),
    ...stamps,
  },
  (t) => [
    uniqueIndex('users_email_idx').on(sql`lower(${t.email})`),
    index('users_created_idx').on(t.created_at, t.id),
    index('users_nickname_trgm').using('gin', sql`${t.nickname} gin_trgm_ops`),
    index('users_email_trgm').using('gin', sql`${t.email} gin_trgm_ops`),
    index('users_phone_trgm').using('gin', sql`${t.phone} gin_trgm_ops`),
  ],
);

export const memberships = pgTable(
  'memberships',
  {
    user_id: integer('user_id').notNull(),
    /** institution 110, normal 1, black gold 2, meta 3 */
    level: integer('level').notNull(),
    expired_at: ms('expired_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.user_id, t.level] })],
);

export const privileges = pgTable(
  'privileges',
  {
    user_id: integer('user_id').notNull(),
    /** report | terminal */
    name: text('name').notNull(),
    expired_at: ms('expired_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.user_id, t.name] })],
);

export const creditAccounts = pgTable('credit_accounts', {
  user_id: integer('user_id').primaryKey(),
  amount: integer('amount').notNull().default(0),
  expired_at: ms('expired_at').notNull(),
  reset_at: ms('reset_at').notNull(),
});

export const creditSubscriptions = pgTable('credit_subscriptions', {
  user_id: integer('user_id').primaryKey(),
  plan: text('plan').notNull(),
  started_at: ms('started_at').notNull(),
  expired_at: ms('expired_at').notNull(),
  /** COMPLETE | UNPAID */
  payment_state: text('payment_state').notNull().default('COMPLETE'),
  ...stamps,
});

export const creditExpenses = pgTable('credit_expenses', {
  kind: text('kind').primaryKey(),
  price: integer('price').notNull(),
  ...stamps,
});

/** Sessions: only the SHA-256 of a token is stored. */
export const sessions = pgTable(
  'sessions',
  {
    token_hash: text('token_hash').primaryKey(),
    user_id: integer('user_id').notNull(),
    created_at: ms('created_at').notNull(),
    expires_at: ms('expires_at').notNull(),
    revoked_at: ms('revoked_at'),
  },
  (t) => [index('sessions_user_idx').on(t.user_id)],
);

export const follows = pgTable(
  'follows',
  {
    user_id: integer('user_id').notNull(),
    follower_id: integer('follower_id').notNull(),
    created_at: ms('created_at').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.user_id, t.follower_id] }),
    index('follows_user_created_idx').on(t.user_id, t.created_at),
  ],
);

// ── Tags and relations ──────────────────────────────────────────────────────

/** Tag id 0 is the internal "matrix" tag. */
export const tags = pgTable(
  'tags',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity({ startWith: 1 }),
    name: text('name').notNull(),
    is_topic: boolean('is_topic').notNull().default(false),
    description: text('description'),
    cover_url: text('cover_url'),
    image: text('image'),
    hot_words: texts('hot_words'),
    alias: text('alias'),
    symbol: text('symbol'),
    /** draft | published */
    status: text('status').notNull().default('published'),
    ...stamps,
  },
  (t) => [
    uniqueIndex('tags_name_idx').on(sql`lower(${t.name})`),
    index('tags_name_trgm').using('gin', sql`${t.name} gin_trgm_ops`),
  ],
);

/** Content in channels: (content kind, content id) related to a tag within a group. */
export const tagRelations = pgTable(
  'tag_relations',
  {
    item_kind: integer('item_kind').notNull(),
    item_id: integer('item_id').notNull(),
    tag_id: integer('tag_id').notNull(),
    group: integer('group').notNull(),
    k: integer('k').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.item_kind, t.item_id, t.tag_id, t.group] }),
    index('tag_relations_tag_idx').on(t.tag_id, t.group, t.item_kind),
  ],
);

// ── Articles ────────────────────────────────────────────────────────────────

export const articles = pgTable(
  'articles',
  {
    id: serial('id').primaryKey(),
    title: text('title').notNull(),
    body: text('body').notNull(),
    summary: text('summary'),
    preview: text('preview'),
    author_id: integer('author_id'),
    /** article | post */
    article_type: text('article_type').notNull().default('article'),
    /** JIN10 | WSCN | NONE */
    origin: text('origin').notNull().default('NONE'),
    cover_uri: text('cover_uri'),
    cover_slide_uris: texts('cover_slide_uris'),
    source_url: text('source_url'),
    display_time: ms('display_time').notNull(),
    free_expired_at: ms('free_expired_at').notNull().default(1000),
    free_at: ms('free_at'),
    planned_published_at: ms('planned_published_at'),
    published_at: ms('published_at'),
    /** The user chose to publish: a draft with a future planned time is then scheduled. */
    publish_requested: boolean('publish_requested').notNull().default(false),
    theme_id: integer('theme_id'),
    /** Audience: all 0, assigned 1, black gold 2, meta 3 */
    vip_visibility: integer('vip_visibility').notNull().default(0),
    /** draft | published | deleted */
    status: text('status').notNull().default('draft'),
    words_count: integer('words_count').notNull().default(0),
    comment_count: integer('comment_count').notNull().default(0),
    page_views: integer('page_views').notNull().default(0),
    liked: integer('liked').notNull().default(0),
    collected: integer('collected').notNull().default(0),
    is_featured: boolean('is_featured').notNull().default(false),
    is_front: boolean('is_front').notNull().default(false),
    is_home_banner: boolean('is_home_banner').notNull().default(false),
    is_web_home: boolean('is_web_home').notNull().default(false),
    is_web_timeline: boolean('is_web_timeline').notNull().default(false),
    is_matrix_only: boolean('is_matrix_only').notNull().default(false),
    is_cooperation: boolean('is_cooperation').notNull().default(false),
    is_original: boolean('is_original').notNull().default(false),
    importance: smallint('importance').notNull().default(0),
    unlock_body: boolean('unlock_body').notNull().default(false),
    whitelist_user_group_ids: ids('whitelist_user_group_ids'),
    blacklist_user_group_ids: ids('blacklist_user_group_ids'),
    whitelist_user_ids: ids('whitelist_user_ids'),
    external_link: text('external_link'),
    platforms: texts('platforms'),
    /** Related content picked in the selection panels (designed here, #11), in picked order. */
    related_article_ids: ids('related_article_ids'),
    related_report_ids: ids('related_report_ids'),
    ...stamps,
  },
  (t) => [
    index('articles_status_time_idx').on(t.status, t.display_time, t.id),
    index('articles_time_idx').on(t.display_time, t.id),
    index('articles_author_time_idx').on(t.author_id, t.display_time, t.id),
    // The console's default list hides deleted articles: its pages and landmarks from this alone.
    index('articles_live_time_idx')
      .on(t.display_time, t.id)
      .where(sql`${t.status} <> 'deleted'`),
    index('articles_theme_time_idx').on(t.theme_id, t.display_time, t.id),
    index('articles_due_idx')
      .on(t.planned_published_at)
      .where(sql`${t.status} = 'draft' and ${t.publish_requested}`),
    index('articles_title_trgm').using('gin', sql`${t.title} gin_trgm_ops`),
    index('articles_summary_trgm').using('gin', sql`${t.summary} gin_trgm_ops`),
  ],
);

export const articleTags = pgTable(
  'article_tags',
  {
    article_id: integer('article_id').notNull(),
    tag_id: integer('tag_id').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.article_id, t.tag_id] }),
    index('article_tags_tag_idx').on(t.tag_id, t.article_id),
  ],
);

export const attachments = pgTable(
  'attachments',
  {
    id: serial('id').primaryKey(),
    article_id: integer('article_id').notNull(),
    position: integer('position').notNull(),
    title: text('title').notNull(),
    file_uri: text('file_uri').notNull(),
    file_extension: text('file_extension').notNull(),
    /** unknown -1, picture 1, report 2, video 3, audio 4 */
    media_type: integer('media_type').notNull(),
  },
  (t) => [
    index('attachments_article_idx').on(t.article_id, t.position),
    index('attachments_uri_idx').on(t.file_uri),
  ],
);

// ── Videos, reports, roadshows, links, FAQs, roadmaps ───────────────────────

export const videos = pgTable(
  'videos',
  {
    id: serial('id').primaryKey(),
    title: text('title').notNull(),
    cover_uri: text('cover_uri'),
    description: text('description'),
    display_time: ms('display_time').notNull(),
    planned_published_at: ms('planned_published_at'),
    published_at: ms('published_at'),
    vip_visibility: integer('vip_visibility').notNull().default(0),
    status: text('status').notNull().default('draft'),
    author_id: integer('author_id'),
    related_article_ids: ids('related_article_ids'),
    related_report_ids: ids('related_report_ids'),
    free_expired_at: ms('free_expired_at').notNull().default(1000),
    schedule_open: boolean('schedule_open').notNull().default(false),
    schedule_time: ms('schedule_time'),
    page_views: integer('page_views').notNull().default(0),
    ...stamps,
  },
  (t) => [
    index('videos_status_time_idx').on(t.status, t.display_time, t.id),
    index('videos_title_trgm').using('gin', sql`${t.title} gin_trgm_ops`),
    index('videos_description_trgm').using('gin', sql`${t.description} gin_trgm_ops`),
  ],
);

export const episodes = pgTable(
  'episodes',
  {
    id: serial('id').primaryKey(),
    video_id: integer('video_id').notNull(),
    position: integer('position').notNull(),
    name: text('name').notNull(),
    key: text('key'),
    type: text('type'),
    url: text('url'),
    preview_url: text('preview_url'),
    preview_duration: doublePrecision('preview_duration'),
    size: bigint('size', { mode: 'number' }),
    duration: doublePrecision('duration'),
    display_time: ms('display_time'),
    thumbnails: texts('thumbnails'),
    preview_ok: boolean('preview_ok').notNull().default(false),
    thumbnail_ok: boolean('thumbnail_ok').notNull().default(false),
    /** error -1, removed -2, pending 0, uploading 1, success 2 */
    upload_status: integer('upload_status').notNull().default(0),
  },
  (t) => [index('episodes_video_idx').on(t.video_id, t.position)],
);

export const reports = pgTable(
  'reports',
  {
    id: serial('id').primaryKey(),
    title: text('title').notNull(),
    url: text('url'),
    extension: text('extension'),
    markdown: text('markdown'),
    vip_visibility: integer('vip_visibility').notNull().default(0),
    display_time: ms('display_time').notNull(),
    summary: text('summary'),
    feed_info: jsonb('feed_info'),
    body_audio_url: text('body_audio_url'),
    content_url: text('content_url'),
    reference_blocks: jsonb('reference_blocks'),
    status: text('status').notNull().default('published'),
    page_views: integer('page_views').notNull().default(0),
    author_id: integer('author_id'),
    ...stamps,
  },
  (t) => [
    index('reports_status_time_idx').on(t.status, t.display_time, t.id),
    index('reports_title_trgm').using('gin', sql`${t.title} gin_trgm_ops`),
  ],
);

export const reportImages = pgTable('report_images', {
  image_id: serial('image_id').primaryKey(),
  report_id: integer('report_id').notNull(),
  media_id: integer('media_id'),
  serial_number: integer('serial_number').notNull(),
  title: text('title'),
  description: text('description'),
  url: text('url').notNull(),
  width: integer('width'),
  height: integer('height'),
  display_time: ms('display_time'),
  created_at: ms('created_at').notNull(),
  updated_at: ms('updated_at').notNull(),
});

export const roadshows = pgTable(
  'roadshows',
  {
    id: serial('id').primaryKey(),
    title: text('title').notNull(),
    /** not started 1, in progress 2, finished 3 (the detail coding) */
    live_status: integer('live_status').notNull().default(1),
    live_method: text('live_method'),
    people: text('people'),
    poster: text('poster'),
    start_time: ms('start_time').notNull(),
    end_time: ms('end_time').notNull(),
    roadshow_date: ms('roadshow_date'),
    summary: text('summary'),
    body: text('body'),
    status: text('status').notNull().default('draft'),
    video_id: integer('video_id'),
    message: text('message'),
    vip_visibility: integer('vip_visibility').notNull().default(0),
    is_home: boolean('is_home').notNull().default(false),
    channel: text('channel').notNull().default('NONE'),
    auto_create_meeting: boolean('auto_create_meeting').notNull().default(false),
    tencent_meeting: jsonb('tencent_meeting'),
    password_user_group_id: integer('password_user_group_id'),
    related_article_ids: ids('related_article_ids'),
    related_report_ids: ids('related_report_ids'),
    author_id: integer('author_id'),
    ...stamps,
  },
  (t) => [
    index('roadshows_start_idx').on(t.start_time, t.id),
    index('roadshows_title_trgm').using('gin', sql`${t.title} gin_trgm_ops`),
  ],
);

export const roadshowUserGroups = pgTable(
  'roadshow_user_groups',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    description: text('description'),
    ...stamps,
  },
  (t) => [uniqueIndex('roadshow_user_groups_name_idx').on(sql`lower(${t.name})`)],
);

export const roadshowUserGroupMembers = pgTable(
  'roadshow_user_group_members',
  {
    group_id: integer('group_id').notNull(),
    user_id: integer('user_id').notNull(),
  },
  (t) => [primaryKey({ columns: [t.group_id, t.user_id] })],
);

export const links = pgTable(
  'links',
  {
    id: serial('id').primaryKey(),
    title: text('title').notNull(),
    to: text('to').notNull(),
    status: text('status').notNull().default('published'),
    ...stamps,
  },
  (t) => [
    index('links_status_idx').on(t.status, t.id),
    index('links_created_idx').on(t.created_at, t.id),
    index('links_title_trgm').using('gin', sql`${t.title} gin_trgm_ops`),
    index('links_to_trgm').using('gin', sql`${t.to} gin_trgm_ops`),
  ],
);

export const faqs = pgTable('faqs', {
  id: serial('id').primaryKey(),
  items: jsonb('items').notNull(),
  ...stamps,
});

export const roadmaps = pgTable('roadmaps', {
  id: serial('id').primaryKey(),
  content: jsonb('content').notNull(),
  ...stamps,
});

// ── Calendar, flash news, sources ───────────────────────────────────────────

export const calendarEvents = pgTable(
  'calendar_events',
  {
    id: serial('id').primaryKey(),
    country: text('country'),
    event: text('event'),
    importance: integer('importance').notNull().default(1),
    source: text('source'),
    status: text('status').notNull().default('published'),
    title: text('title').notNull(),
    display_time: ms('display_time').notNull(),
    time_format: text('time_format').notNull().default('DATETIME'),
    forecast: text('forecast'),
    revised: text('revised'),
    previous: text('previous'),
    actual: text('actual'),
    /** Unit of the figures, e.g. `%` (#12, migration 0019). */
    unit: text('unit'),
    body: text('body'),
    ...stamps,
  },
  (t) => [
    index('calendar_events_time_idx').on(t.display_time, t.id),
    index('calendar_events_title_trgm').using('gin', sql`${t.title} gin_trgm_ops`),
  ],
);

export const calendarTopics = pgTable('calendar_topics', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  status: text('status').notNull().default('published'),
  description: text('description'),
  period: text('period'),
  website: text('website'),
  organization: text('organization'),
  ...stamps,
});

export const wscnLives = pgTable(
  'wscn_lives',
  {
    id: serial('id').primaryKey(),
    title: text('title').notNull().default(''),
    content: text('content').notNull(),
    content_more: text('content_more'),
    images: texts('images'),
    score: integer('score').notNull().default(1),
    status: text('status').notNull().default('published'),
    is_deleted: boolean('is_deleted').notNull().default(false),
    display_time: ms('display_time').notNull(),
    original_updated_at: ms('original_updated_at'),
    ...stamps,
  },
  (t) => [
    index('wscn_lives_time_idx').on(t.display_time, t.id),
    index('wscn_lives_title_trgm').using('gin', sql`${t.title} gin_trgm_ops`),
    index('wscn_lives_content_trgm').using('gin', sql`${t.content} gin_trgm_ops`),
  ],
);

export const externalSources = pgTable(
  'external_sources',
  {
    id: serial('id').primaryKey(),
    key: text('key').notNull(),
    name: text('name').notNull(),
    nickname: text('nickname'),
    avatar: text('avatar'),
    cover: text('cover'),
    description: text('description'),
    status: text('status').notNull().default('published'),
    type: text('type'),
    website: text('website'),
    publish_frequency: text('publish_frequency'),
    publish_organization: text('publish_organization'),
    crawler_source: text('crawler_source'),
    ...stamps,
  },
  (t) => [uniqueIndex('external_sources_key_idx').on(t.key)],
);

export const externalSourceGroups = pgTable('external_source_groups', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  description: text('description'),
  cover: text('cover'),
  status: text('status').notNull().default('published'),
  ...stamps,
});

export const externalSourceGroupMembers = pgTable(
  'external_source_group_members',
  {
    group_id: integer('group_id').notNull(),
    source_id: integer('source_id').notNull(),
  },
  (t) => [primaryKey({ columns: [t.group_id, t.source_id] })],
);

export const externalItems = pgTable(
  'external_items',
  {
    id: serial('id').primaryKey(),
    source_id: integer('source_id').notNull(),
    title: text('title').notNull(),
    description: text('description'),
    body: text('body'),
    url: text('url'),
    cover: text('cover'),
    display_time: ms('display_time').notNull(),
    status: text('status').notNull().default('published'),
    synchronized: boolean('synchronized').notNull().default(false),
    ...stamps,
  },
  (t) => [index('external_items_source_idx').on(t.source_id, t.display_time)],
);

// ── Files ───────────────────────────────────────────────────────────────────

/** Files in the emulated object store. */
export const storageFiles = pgTable('storage_files', {
  key: text('key').primaryKey(),
  bucket: text('bucket').notNull(),
  mime: text('mime').notNull(),
  fsize: bigint('fsize', { mode: 'number' }).notNull(),
  hash: text('hash').notNull(),
  put_time: ms('put_time').notNull(),
  /** Seconds, read from the file itself for audio and video. */
  duration: doublePrecision('duration'),
  original_name: text('original_name'),
});

export const uploadTokens = pgTable('upload_tokens', {
  token_hash: text('token_hash').primaryKey(),
  key: text('key').notNull(),
  bucket: text('bucket').notNull(),
  user_id: integer('user_id').notNull(),
  original_name: text('original_name'),
  expires_at: ms('expires_at').notNull(),
});

/** The media library. */
export const media = pgTable(
  'media',
  {
    id: serial('id').primaryKey(),
    file_uri: text('file_uri').notNull(),
    title: text('title').notNull(),
    name: text('name'),
    /** image | pdf | excel | ppt | word | audio | video | other */
    type: text('type').notNull(),
    mime: text('mime').notNull(),
    fsize: bigint('fsize', { mode: 'number' }).notNull(),
    is_report: boolean('is_report').notNull().default(false),
    author_id: integer('author_id'),
    ...stamps,
  },
  (t) => [
    index('media_created_idx').on(t.created_at, t.id),
    index('media_title_trgm').using('gin', sql`${t.title} gin_trgm_ops`),
    index('media_name_trgm').using('gin', sql`${t.name} gin_trgm_ops`),
  ],
);

// ── Key-value configuration ─────────────────────────────────────────────────

export const kvConfigs = pgTable(
  'kv_configs',
  {
    key: text('key').primaryKey(),
    name: text('name').notNull(),
    value: jsonb('value').notNull(),
    json_schema: jsonb('json_schema'),
    ...stamps,
  },
  (t) => [index('kv_updated_idx').on(t.updated_at, t.key)],
);

// ── Commerce ────────────────────────────────────────────────────────────────

export const skus = pgTable('skus', {
  id: serial('id').primaryKey(),
  commodity_id: integer('commodity_id').notNull(),
  name: text('name').notNull(),
  cover_uri: text('cover_uri'),
  price: integer('price').notNull(),
  spec_attrs: jsonb('spec_attrs')
    .notNull()
    .default(sql`'[]'::jsonb`),
  platforms: texts('platforms'),
  on_sale: boolean('on_sale').notNull().default(true),
  track: text('track'),
});

export const orders = pgTable(
  'orders',
  {
    id: serial('id').primaryKey(),
    order_no: text('order_no').notNull(),
    user_id: integer('user_id').notNull(),
    platform: text('platform').notNull(),
    /** COMPLETE | UNPAID */
    state: text('state').notNull(),
    title: text('title').notNull(),
    amount: integer('amount').notNull(),
    real_pay_amount: integer('real_pay_amount').notNull(),
    source: text('source'),
    remark: text('remark'),
    ...stamps,
  },
  (t) => [
    uniqueIndex('orders_no_idx').on(t.order_no),
    index('orders_created_idx').on(t.created_at, t.id),
    index('orders_user_idx').on(t.user_id, t.created_at),
  ],
);

export const orderItems = pgTable(
  'order_items',
  {
    id: serial('id').primaryKey(),
    order_id: integer('order_id').notNull(),
    sku_id: integer('sku_id').notNull(),
    /** The SKU as it was when ordered. */
    sku_detail: jsonb('sku_detail').notNull(),
    quantity: integer('quantity').notNull().default(1),
    price: integer('price').notNull(),
  },
  (t) => [index('order_items_order_idx').on(t.order_id)],
);

export const orderTransactions = pgTable(
  'order_transactions',
  {
    id: serial('id').primaryKey(),
    order_id: integer('order_id').notNull(),
    pay_time: ms('pay_time').notNull(),
    pay_channel: text('pay_channel').notNull(),
    amount: integer('amount').notNull(),
  },
  (t) => [
    index('order_transactions_order_idx').on(t.order_id),
    index('order_transactions_time_idx').on(t.pay_time),
  ],
);

// ── Push and messages ───────────────────────────────────────────────────────

export const pushNotifications = pgTable(
  'push_notifications',
  {
    id: serial('id').primaryKey(),
    title: text('title').notNull(),
    body: text('body').notNull(),
    /** all | android | ios */
    platform: text('platform').notNull(),
    start_time: ms('start_time').notNull(),
    extra: jsonb('extra').notNull(),
    /** scheduled | sending | sent | failed | cancelled | invalid */
    status: text('status').notNull(),
    error: text('error'),
    sent_count: integer('sent_count').notNull().default(0),
    open_count: integer('open_count').notNull().default(0),
    dismiss_count: integer('dismiss_count').notNull().default(0),
    /** When it was cancelled (scheduled, sending, or sent and recalled); null otherwise. */
    cancelled_at: ms('cancelled_at'),
    created_by: integer('created_by'),
    ...stamps,
  },
  (t) => [
    index('push_created_idx').on(t.created_at, t.id),
    index('push_due_idx').on(t.status, t.start_time),
    index('push_title_trgm').using('gin', sql`${t.title} gin_trgm_ops`),
    index('push_body_trgm').using('gin', sql`${t.body} gin_trgm_ops`),
  ],
);

export const systemMessages = pgTable(
  'system_messages',
  {
    id: serial('id').primaryKey(),
    title: text('title').notNull(),
    content: text('content').notNull(),
    url: text('url'),
    audience: jsonb('audience').notNull(),
    send_at: ms('send_at'),
    sent_at: ms('sent_at'),
    status: text('status').notNull(),
    author_id: integer('author_id'),
    /** comment | like | at | follow | system (migration 0008, designed here) */
    notification_type: text('notification_type').notNull().default('system'),
    ...stamps,
  },
  (t) => [
    index('system_messages_created_idx').on(t.created_at, t.id),
    index('system_messages_type_idx').on(t.notification_type, t.created_at, t.id),
    index('system_messages_title_trgm').using('gin', sql`${t.title} gin_trgm_ops`),
    index('system_messages_content_trgm').using('gin', sql`${t.content} gin_trgm_ops`),
  ],
);

/** Readers' actions on content (comments, likes, follows…), for the dashboard's feed. */
export const messageActions = pgTable(
  'message_actions',
  {
    id: serial('id').primaryKey(),
    /** comment | like | at | follow | system */
    action: text('action').notNull(),
    user_id: integer('user_id').notNull(),
    content_kind: integer('content_kind'),
    content_id: integer('content_id'),
    comment: text('comment'),
    /** The staff member acted on: the content's author, or the followed user (dashboard feed). */
    target_user_id: integer('target_user_id'),
    created_at: ms('created_at').notNull(),
  },
  (t) => [
    index('message_actions_action_idx').on(t.action, t.created_at, t.id),
    index('message_actions_target_idx').on(t.target_user_id, t.created_at, t.id),
    index('message_actions_target_action_idx').on(t.target_user_id, t.action, t.created_at, t.id),
  ],
);

/**
 * Views of a content item per day (GMT+8): the dashboard's "today's popular content" and the
 * GraphQL `daily_topk`. `day` is the day's start (00:00 GMT+8) in ms.
 */
export const contentDailyViews = pgTable(
  'content_daily_views',
  {
    day: ms('day').notNull(),
    content_kind: integer('content_kind').notNull(),
    content_id: integer('content_id').notNull(),
    viewed: integer('viewed').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.day, t.content_kind, t.content_id] }),
    index('content_daily_views_top_idx').on(t.day, t.viewed),
  ],
);
export * from './schema-desk';
export * from './schema-library';
export * from './schema-ingestion';
export * from './schema-ai';
export * from './schema-calendar';

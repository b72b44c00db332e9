import { unwrap, type Main } from '@newsdesk/api-client';
import { describe, expect, it } from 'vitest';
import {
  eachLike,
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

/**
 * Operation settings (operations §2 Operation; designed here): each setting is a typed key-value
 * entry with its own path. Every operation has a success and a failure interaction.
 */
const pact = newPact('newsdesk-main-api');
const EDITOR = 'an editor is signed in';
const SAVED = 'the operation settings exist';
const NEVER = 'the operation settings were never saved';

type S = Main.components['schemas'];
const T0 = 1795413600000;
const DAY = 86_400_000;
const url = regex(
  '^https?://.+/storage/demo-cover-\\d+\\.png$',
  'http://localhost:4000/storage/demo-cover-2.png',
);

const splash: S['SplashValue'] = {
  items: [
    {
      id: 'spring-forum',
      title: '2026 春季策略会',
      image_uri: 'demo-cover-2.png',
      link: 'https://example.cn/events/spring-forum',
      platforms: ['android', 'ios'],
      start_at: T0,
      end_at: T0 + 7 * DAY,
      duration: 3,
      enabled: true,
    },
  ],
};
const navigator: S['NavigatorValue'] = {
  config: { title: '财经导航', columns: 4, show_icons: true },
  sites: [
    {
      id: 'sse',
      name: '上海证券交易所',
      url: 'https://www.sse.com.cn',
      icon_uri: 'demo-cover-5.png',
      description: '沪市公告与行情',
      enabled: true,
    },
  ],
};
const banner: S['BannerValue'] = {
  autoplay: true,
  interval: 5,
  items: [
    {
      id: 'gold',
      title: '黄金创新高',
      image_uri: 'demo-cover-9.png',
      link: '/content/gold-2026',
      start_at: null,
      end_at: null,
      enabled: true,
    },
  ],
};
const entry: S['EntryValue'] = {
  items: [
    { id: 'flash', title: '快讯', image_uri: 'demo-cover-1.png', link: '/flash', enabled: true },
  ],
};
const categories: S['ReportCategoryValue'] = {
  categories: [
    {
      id: 'macro',
      name: '宏观研究',
      enabled: true,
      children: [{ id: 'macro-china', name: '中国宏观', enabled: true }],
    },
  ],
};

/** Response shapes: every list item like the first. */
const shapes = {
  splash: {
    items: eachLike({ ...splash.items[0]!, start_at: ms(), end_at: ms(), image_url: url }, 1),
  },
  navigator: {
    config: like(navigator.config),
    sites: eachLike({ ...navigator.sites[0]!, icon_url: url }, 1),
  },
  banner: {
    autoplay: like(true),
    interval: like(5),
    items: eachLike({ ...banner.items[0]!, image_url: url }, 1),
  },
  entry: { items: eachLike({ ...entry.items[0]!, image_url: url }, 1) },
  categories: {
    categories: eachLike(
      {
        ...categories.categories[0]!,
        children: eachLike(categories.categories[0]!.children[0]!, 1),
      },
      1,
    ),
  },
};

const envelope = (key: string, value: unknown, version: unknown = integer(1)) => ({
  key,
  name: like('Name'),
  value,
  json_schema: null,
  created_at: ms(),
  updated_at: ms(),
  version,
});

const notFound = failure(40004, 'Key not found');
const invalid = (field: string, rule: string, message: string) =>
  failure(40001, message, { errors: eachLike({ field, rule, message }, 1) });

/** Reads one setting: the stored entry, or 404 before the first save. */
function reads<P extends keyof Main.paths>(
  operation: string,
  path: P,
  key: string,
  label: string,
  shape: unknown,
) {
  describe(operation, () => {
    it(`${operation} answers the entry`, () =>
      pact
        .addInteraction()
        .given(EDITOR)
        .given(SAVED)
        .uponReceiving(`a request for ${label}`)
        .withRequest('GET', path, (b) => b.headers(tokenHeader()))
        .willRespondWith(200, (b) => b.headers(jsonHeaders).jsonBody(ok(envelope(key, shape))))
        .executeTest(async (server) => {
          const data = (await unwrap(
            // @ts-expect-error -- one generic helper over five concrete GET paths of the same shape
            mainClient(server.url).GET(path),
          )) as { key: string };
          expect(data.key).toBe(key);
        }));

    it(`${operation} is 404 before the first save`, () =>
      pact
        .addInteraction()
        .given(EDITOR)
        .given(NEVER)
        .uponReceiving(`a request for ${label} never saved`)
        .withRequest('GET', path, (b) => b.headers(tokenHeader()))
        .willRespondWith(404, (b) => b.headers(jsonHeaders).jsonBody(notFound))
        .executeTest(async (server) => {
          const error = await unwrap(
            // @ts-expect-error -- as above
            mainClient(server.url).GET(path),
          ).catch((e: unknown) => e);
          expect(error).toMatchObject({ code: 40004, message: 'Key not found' });
        }));
  });
}

interface SaveCase {
  operation: string;
  path: keyof Main.paths;
  key: string;
  label: string;
  value: unknown;
  shape: unknown;
  /** The refused save: its value and the error the server names. */
  bad: { value: unknown; field: string; rule: string; message: string; what: string };
}

function saves(c: SaveCase) {
  const body = { key: c.key, name: c.label, value: c.value, version: 1 };
  const badBody = { key: c.key, name: c.label, value: c.bad.value, version: 1 };
  const post = (serverUrl: string, b: unknown) =>
    unwrap(
      // @ts-expect-error -- one generic helper over five concrete POST paths of the same shape
      mainClient(serverUrl).POST(c.path, { body: b }),
    ) as Promise<{ version: number }>;
  describe(c.operation, () => {
    it(`${c.operation} saves at the version read`, () =>
      pact
        .addInteraction()
        .given(EDITOR)
        .given(SAVED)
        .uponReceiving(`a save of ${c.label} based on the current version`)
        .withRequest('POST', c.path, (b) => b.headers(tokenHeader()).jsonBody(body))
        .willRespondWith(200, (b) =>
          b.headers(jsonHeaders).jsonBody(ok(envelope(c.key, c.shape, integer(2)))),
        )
        .executeTest(async (server) => {
          expect((await post(server.url, body)).version).toBe(2);
        }));

    it(`${c.operation} refuses ${c.bad.what}`, () =>
      pact
        .addInteraction()
        .given(EDITOR)
        .given(SAVED)
        .uponReceiving(`a save of ${c.label} with ${c.bad.what}`)
        .withRequest('POST', c.path, (b) => b.headers(tokenHeader()).jsonBody(badBody))
        .willRespondWith(400, (b) =>
          b.headers(jsonHeaders).jsonBody(invalid(c.bad.field, c.bad.rule, c.bad.message)),
        )
        .executeTest(async (server) => {
          const error = await post(server.url, badBody).catch((e: unknown) => e);
          expect(error).toMatchObject({ code: 40001, message: c.bad.message });
        }));
  });
}

describe('main API: operation settings (designed here)', () => {
  reads(
    'getKvSplash',
    '/v1/admin/kv/app-splash',
    'app-splash',
    'the app splash screens',
    shapes.splash,
  );
  reads(
    'getKvNavigator',
    '/v1/admin/kv/navigator',
    'navigator',
    'the web navigator',
    shapes.navigator,
  );
  reads('getKvBanner', '/v1/admin/kv/web-banner', 'web-banner', 'the web banner', shapes.banner);
  reads(
    'getKvEntry',
    '/v1/admin/kv/web-entry',
    'web-entry',
    'the web home quick entries',
    shapes.entry,
  );
  reads(
    'getKvOmenCategory',
    '/v1/admin/kv/omen-category',
    'omen-category',
    'the report categories',
    shapes.categories,
  );

  saves({
    operation: 'saveKvSplash',
    path: '/v1/admin/kv/app-splash',
    key: 'app-splash',
    label: 'the app splash screens',
    value: splash,
    shape: shapes.splash,
    bad: {
      what: 'an end before its start',
      value: { items: [{ ...splash.items[0]!, end_at: T0 - DAY }] },
      field: 'value.items.0.end_at',
      rule: 'minimum',
      message: 'The end must be after the start',
    },
  });
  saves({
    operation: 'saveKvNavigator',
    path: '/v1/admin/kv/navigator',
    key: 'navigator',
    label: 'the web navigator',
    value: navigator,
    shape: shapes.navigator,
    bad: {
      what: 'a site link that is not a web address',
      value: { ...navigator, sites: [{ ...navigator.sites[0]!, url: 'ftp://example.cn' }] },
      field: 'value.sites.0.url',
      rule: 'pattern',
      message: 'Enter a link starting with http://, https:// or /',
    },
  });
  saves({
    operation: 'saveKvBanner',
    path: '/v1/admin/kv/web-banner',
    key: 'web-banner',
    label: 'the web banner',
    value: banner,
    shape: shapes.banner,
    bad: {
      what: 'an image that was never uploaded',
      value: { ...banner, items: [{ ...banner.items[0]!, image_uri: 'never-uploaded.png' }] },
      field: 'value.items.0.image_uri',
      rule: 'uploaded',
      message: 'Please select your file',
    },
  });
  saves({
    operation: 'saveKvEntry',
    path: '/v1/admin/kv/web-entry',
    key: 'web-entry',
    label: 'the web home quick entries',
    value: entry,
    shape: shapes.entry,
    bad: {
      what: 'a title over 8 characters',
      value: { items: [{ ...entry.items[0]!, title: '一二三四五六七八九' }] },
      field: 'value.items.0.title',
      rule: 'maxLength',
      message: 'Cannot be longer than 8 characters',
    },
  });
  saves({
    operation: 'saveKvOmenCategory',
    path: '/v1/admin/kv/omen-category',
    key: 'omen-category',
    label: 'the report categories',
    value: categories,
    shape: shapes.categories,
    bad: {
      what: 'two categories of one name',
      value: {
        categories: [
          categories.categories[0]!,
          { id: 'macro-2', name: '宏观研究', enabled: true, children: [] },
        ],
      },
      field: 'value.categories.1.name',
      rule: 'uniqueItems',
      message: 'This name is already used at this level',
    },
  });
});

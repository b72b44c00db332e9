import type { Main } from '@newsdesk/api-client';
import { delay, http, HttpResponse, type RequestHandler } from 'msw';
import { STORY_NOW } from './clock';
import { contractExample, failure, HOUR, ok } from './contract';
import { mainUrl, serverError } from './handlers';

/**
 * Story data and handlers of the operation settings screens (app splash, navigator, web banner,
 * web quick entries, report categories): each a typed key-value entry
 * (`GET /v1/admin/kv/{app-splash|navigator|web-banner|web-entry|omen-category}`), its value typed
 * by the generated contract types. Images are stored files, answered by the placeholder image.
 */
type S = Main.components['schemas'];
const DAY = 24 * HOUR;
const image = (key: string) => ({ image_uri: key, image_url: mainUrl(`/storage/${key}`) });

/** The contract's example key-value entry (`GET /v1/admin/kv/{key}`) around a setting's value. */
function entry<K extends string, V>(key: K, name: string, value: V) {
  const e = contractExample<{ data: S['KvConfig'] }>('get', '/v1/admin/kv/{key}').data;
  return { ...e, key, name, value, json_schema: null, updated_at: STORY_NOW - 2 * HOUR };
}

export const splashValue = (): S['SplashValue'] => ({
  items: [
    {
      id: 'spring-forum',
      title: 'Spring strategy forum',
      ...image('splash-forum.png'),
      link: 'https://example.cn/events/spring-forum',
      platforms: ['android', 'ios'],
      start_at: STORY_NOW - 2 * DAY,
      end_at: STORY_NOW + 12 * DAY,
      duration: 3,
      enabled: true,
    },
    {
      id: 'default',
      title: 'Default splash',
      ...image('splash-default.png'),
      link: '',
      platforms: ['ios'],
      start_at: STORY_NOW - 300 * DAY,
      end_at: STORY_NOW + 365 * DAY,
      duration: 2,
      enabled: true,
    },
  ],
});

export const navigatorValue = (): S['NavigatorValue'] => ({
  config: { title: 'Useful sites', columns: 4, show_icons: true },
  sites: [
    {
      id: 'pboc',
      name: 'People’s Bank of China',
      description: 'Monetary policy and open market operations',
      url: 'https://www.pbc.gov.cn',
      icon_uri: null,
      enabled: true,
    },
    {
      id: 'nbs',
      name: 'National Bureau of Statistics',
      description: 'CPI, PPI, GDP releases',
      url: 'https://www.stats.gov.cn',
      icon_uri: null,
      enabled: true,
    },
    {
      id: 'sse',
      name: 'Shanghai Stock Exchange',
      description: 'Listings and disclosures',
      url: 'https://www.sse.com.cn',
      icon_uri: null,
      enabled: false,
    },
  ],
});

export const bannerValue = (): S['BannerValue'] => ({
  autoplay: true,
  interval: 5,
  items: [
    {
      id: 'gold',
      title: 'Gold at a record as havens rally',
      ...image('banner-gold.png'),
      link: '/content/gold-2024',
      start_at: null,
      end_at: null,
      enabled: true,
    },
    {
      id: 'fed',
      title: 'Fed meeting preview',
      ...image('banner-fed.png'),
      link: 'https://example.cn/fed-preview',
      start_at: STORY_NOW + 3 * DAY,
      end_at: null,
      enabled: true,
    },
  ],
});

export const entryValue = (): S['EntryValue'] => ({
  items: [
    {
      id: 'flash',
      title: 'Flash news',
      ...image('entry-flash.png'),
      link: '/flash',
      enabled: true,
    },
    {
      id: 'calendar',
      title: 'Calendar',
      ...image('entry-cal.png'),
      link: '/calendar',
      enabled: true,
    },
    {
      id: 'reports',
      title: 'Reports',
      ...image('entry-reports.png'),
      link: '/reports',
      enabled: true,
    },
    { id: 'live', title: 'Live', ...image('entry-live.png'), link: '/live', enabled: false },
  ],
});

export const categoryValue = (): S['ReportCategoryValue'] => ({
  categories: [
    {
      id: 'macro',
      name: 'Global macro',
      enabled: true,
      children: [
        { id: 'macro-china', name: 'China', enabled: true },
        { id: 'macro-us', name: 'United States', enabled: true },
      ],
    },
    {
      id: 'industry',
      name: 'Industry',
      enabled: true,
      children: [{ id: 'industry-property', name: 'Property', enabled: true }],
    },
    { id: 'strategy', name: 'Strategy', enabled: false, children: [] },
  ],
});

const SETTINGS = {
  splash: {
    path: '/v1/admin/kv/app-splash',
    entry: (): S['SplashConfig'] => entry('app-splash', 'App splash', splashValue()),
  },
  navigator: {
    path: '/v1/admin/kv/navigator',
    entry: (): S['NavigatorConfig'] => entry('navigator', 'Web navigator', navigatorValue()),
  },
  banner: {
    path: '/v1/admin/kv/web-banner',
    entry: (): S['BannerConfig'] => entry('web-banner', 'Web banner', bannerValue()),
  },
  entry: {
    path: '/v1/admin/kv/web-entry',
    entry: (): S['EntryConfig'] => entry('web-entry', 'Web quick entries', entryValue()),
  },
  category: {
    path: '/v1/admin/kv/omen-category',
    entry: (): S['OmenCategoryConfig'] =>
      entry('omen-category', 'Report categories', categoryValue()),
  },
} as const;

export type SettingState = 'full' | 'never-saved' | 'loading' | 'error';

/** `GET` of one setting: saved, never saved (404 "Key not found") or failing. */
export function settingHandlers(
  which: keyof typeof SETTINGS,
  state: SettingState,
): RequestHandler[] {
  const s = SETTINGS[which];
  return [
    http.get(mainUrl(s.path), async () => {
      if (state === 'loading') await delay('infinite');
      if (state === 'error') return serverError();
      if (state === 'never-saved') {
        return HttpResponse.json(failure(40004, 'Key not found'), { status: 404 });
      }
      return HttpResponse.json(ok(s.entry()));
    }),
  ];
}

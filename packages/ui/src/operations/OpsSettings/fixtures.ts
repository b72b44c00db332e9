import { coverSrc, portraitAltSrc, portraitSrc } from '../../feedback/storyImages';
import type {
  BannerValueData,
  EntryValueData,
  NavigatorValueData,
  ReportCategoryValueData,
  SplashValueData,
} from './types';

/** 2026-11-22 10:00 GMT+8, the stories' clock. */
export const OPS_NOW = 1795312800000;
const DAY = 86_400_000;

export const splashValue: SplashValueData = {
  items: [
    {
      id: 'spring-forum',
      title: '2026 春季策略会',
      image_uri: 'demo-cover-2.png',
      image_url: coverSrc,
      link: 'https://example.cn/events/spring-forum',
      platforms: ['android', 'ios'],
      start_at: OPS_NOW - 2 * DAY,
      end_at: OPS_NOW + 12 * DAY,
      duration: 3,
      enabled: true,
    },
    {
      id: 'default',
      title: 'Default splash',
      image_uri: 'demo-cover-3.png',
      image_url: portraitSrc,
      link: '',
      platforms: ['ios'],
      start_at: OPS_NOW - 300 * DAY,
      end_at: OPS_NOW + 365 * DAY,
      duration: 2,
      enabled: true,
    },
  ],
};

export const bannerValue: BannerValueData = {
  autoplay: true,
  interval: 5,
  items: [
    {
      id: 'gold',
      title: '黄金创新高：避险情绪升温',
      image_uri: 'demo-cover-9.png',
      image_url: coverSrc,
      link: '/content/gold-2026',
      start_at: null,
      end_at: null,
      enabled: true,
    },
    {
      id: 'fed',
      title: 'Fed meeting preview',
      image_uri: 'demo-cover-10.png',
      image_url: portraitAltSrc,
      link: 'https://example.cn/fed-preview',
      start_at: OPS_NOW + 3 * DAY,
      end_at: null,
      enabled: true,
    },
  ],
};

export const entryValue: EntryValueData = {
  items: [
    {
      id: 'flash',
      title: '快讯',
      image_uri: 'e1.png',
      image_url: portraitSrc,
      link: '/flash',
      enabled: true,
    },
    {
      id: 'reports',
      title: 'Reports',
      image_uri: 'e2.png',
      image_url: portraitAltSrc,
      link: '/reports',
      enabled: true,
    },
    {
      id: 'app',
      title: '下载 App',
      image_uri: 'e3.png',
      image_url: coverSrc,
      link: 'https://example.cn/app',
      enabled: false,
    },
  ],
};

export const navigatorValue: NavigatorValueData = {
  config: { title: '财经导航', columns: 4, show_icons: true },
  sites: [
    {
      id: 'sse',
      name: '上海证券交易所',
      url: 'https://www.sse.com.cn',
      icon_uri: 'demo-cover-5.png',
      icon_url: portraitSrc,
      description: '沪市公告与行情',
      enabled: true,
    },
    {
      id: 'reports',
      name: 'Research',
      url: '/reports',
      icon_uri: null,
      icon_url: null,
      description: '',
      enabled: true,
    },
  ],
};

export const categoryValue: ReportCategoryValueData = {
  categories: [
    {
      id: 'macro',
      name: '宏观研究',
      enabled: true,
      children: [
        { id: 'macro-china', name: '中国宏观', enabled: true },
        { id: 'macro-global', name: 'Global macro', enabled: true },
      ],
    },
    {
      id: 'industry',
      name: 'Industry',
      enabled: true,
      children: [{ id: 'industry-tech', name: 'Tech', enabled: false }],
    },
  ],
};

/** A small PNG for the upload stories (the bytes are never read). */
export const pngFile = () => new File(['png'], 'icon.png', { type: 'image/png' });

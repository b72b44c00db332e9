/**
 * The operation settings as the contract shapes them (`openapi/main/schemas/opsettings.yaml`,
 * designed here). The console passes the generated types; these mirror them so the UI stays free of
 * the API client (a drift fails the console's type check where it passes one to the other).
 */
export type OpsPlatform = 'android' | 'ios';

export interface SplashItemData {
  id: string;
  title: string;
  image_uri: string;
  image_url?: string | null;
  link: string;
  platforms: OpsPlatform[];
  start_at: number;
  end_at: number;
  duration: number;
  enabled: boolean;
}
export interface SplashValueData {
  items: SplashItemData[];
}

export interface NavigatorSiteData {
  id: string;
  name: string;
  url: string;
  icon_uri: string | null;
  icon_url?: string | null;
  description: string;
  enabled: boolean;
}
export interface NavigatorValueData {
  config: { title: string; columns: number; show_icons: boolean };
  sites: NavigatorSiteData[];
}

export interface BannerItemData {
  id: string;
  title: string;
  image_uri: string;
  image_url?: string | null;
  link: string;
  start_at: number | null;
  end_at: number | null;
  enabled: boolean;
}
export interface BannerValueData {
  autoplay: boolean;
  interval: number;
  items: BannerItemData[];
}

export interface EntryItemData {
  id: string;
  title: string;
  image_uri: string;
  image_url?: string | null;
  link: string;
  enabled: boolean;
}
export interface EntryValueData {
  items: EntryItemData[];
}

export interface ReportSubCategoryData {
  id: string;
  name: string;
  enabled: boolean;
}
export interface ReportCategoryData extends ReportSubCategoryData {
  children: ReportSubCategoryData[];
}
export interface ReportCategoryValueData {
  categories: ReportCategoryData[];
}

/** The contract's limits (maxLength, maxItems, ranges). */
export const OPS_LIMITS = {
  splashItems: 10,
  splashTitle: 40,
  link: 500,
  navigatorTitle: 20,
  navigatorSites: 50,
  siteName: 20,
  siteDescription: 80,
  bannerItems: 10,
  bannerTitle: 60,
  entryItems: 12,
  entryTitle: 8,
  categories: 30,
  subCategories: 30,
  categoryName: 20,
} as const;

/** A field the server refused: its path inside the value (`items.0.title`) and the message. */
export interface OpsFieldIssue {
  path: string;
  message: string;
}

/** What every settings editor takes. */
export interface OpsEditorProps<V> {
  /** The stored value (or the empty setting when it was never saved). */
  value: V;
  /**
   * Called with a valid value; the button is busy until it settles. It resolves with the field
   * issues the server found (none when saved), shown at their fields; a rejection or issues keep
   * everything typed.
   */
  onSave: (value: V) => Promise<readonly OpsFieldIssue[]>;
  /** Uploads an image through the media upload flow: its storage key and URL. */
  onUploadImage: (file: File) => Promise<{ key: string; url: string }>;
  /** An upload failed (the field also says "Uploading failed"). */
  onUploadError?: (error: unknown) => void;
  /** Told when the form gains or loses unsaved changes (the leave guard). */
  onDirtyChange?: (dirty: boolean) => void;
  /** Now, for the date pickers and the preview (stories pass a fixed one). */
  now?: number;
}

/** Empty settings, for an entry never saved. */
export const EMPTY_OPS = {
  splash: { items: [] } as SplashValueData,
  navigator: {
    config: { title: '', columns: 4, show_icons: true },
    sites: [],
  } as NavigatorValueData,
  banner: { autoplay: true, interval: 5, items: [] } as BannerValueData,
  entry: { items: [] } as EntryValueData,
  category: { categories: [] } as ReportCategoryValueData,
};

/** A new item's id (not shown; unique within the setting). */
export function newOpsId(prefix: string): string {
  const random =
    globalThis.crypto?.randomUUID?.().slice(0, 8) ?? Math.random().toString(36).slice(2, 10);
  return `${prefix}-${random}`;
}

/** The link rule of the contract (`OpsLink`): an http(s) address or a site path. */
export const LINK_PATTERN = /^(https?:\/\/\S+|\/\S*)$/;

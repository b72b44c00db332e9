import type { TFunction } from 'i18next';

/** Platforms of operations §9 (an order's or a SKU's), as the REST contract spells them. */
export type FinancePlatform = 'android' | 'ios' | 'pc_web' | 'wap' | 'web' | 'lite' | 'ios_iap';
export const FINANCE_PLATFORMS: readonly FinancePlatform[] = [
  'android',
  'ios',
  'pc_web',
  'wap',
  'web',
  'lite',
  'ios_iap',
];

/** Payment channels of operations §9: alipay (plain, h5, qr, pc), wechat (plain, h5, pub, lite, qr), apple. */
export type PayChannelName =
  | 'alipay'
  | 'alipay_h5'
  | 'alipay_qr'
  | 'alipay_pc'
  | 'wechat'
  | 'wechat_h5'
  | 'wechat_pub'
  | 'wechat_lite'
  | 'wechat_qr'
  | 'apple';
export const PAY_CHANNEL_NAMES: readonly PayChannelName[] = [
  'alipay',
  'alipay_h5',
  'alipay_qr',
  'alipay_pc',
  'wechat',
  'wechat_h5',
  'wechat_pub',
  'wechat_lite',
  'wechat_qr',
  'apple',
];

/** Credit payment state of an order (operations §3). */
export type OrderStateName = 'COMPLETE' | 'UNPAID';

const isPlatform = (v: string): v is FinancePlatform =>
  (FINANCE_PLATFORMS as readonly string[]).includes(v);
const isChannel = (v: string): v is PayChannelName =>
  (PAY_CHANNEL_NAMES as readonly string[]).includes(v);

/** A platform's name (either spelling: `ios_iap` or GraphQL's `IOS_IAP`); unknown values as sent. */
export function platformName(t: TFunction, platform: string): string {
  const p = platform.toLowerCase();
  return isPlatform(p) ? t(`fin-platform-${p}`) : platform;
}

/** A payment channel's name (either spelling); unknown values as sent. */
export function payChannelName(t: TFunction, channel: string): string {
  const c = channel.toLowerCase();
  return isChannel(c) ? t(`fin-channel-${c}`) : channel;
}

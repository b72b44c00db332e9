import { formatChinaTime, payChannelName, platformName } from '@newsdesk/ui';
import type { TFunction } from 'i18next';
import type { ExportedOrder } from '../../../data/finance';

/** Cents as plain yuan with two decimals (a spreadsheet reads it as a number). */
const yuan = (cents: number) => (cents / 100).toFixed(2);

/**
 * One CSV cell: quoted when it holds a comma, quote or line break; a leading `= + - @` (or tab, CR)
 * is prefixed with `'` so a spreadsheet never runs a remark or a title as a formula.
 */
export function csvCell(value: string | number | null | undefined): string {
  let text = value === null || value === undefined ? '' : String(value);
  if (typeof value === 'string' && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/**
 * The orders as CSV with the list's columns (operations §3): order number, user, product, price and
 * real paid amount in yuan, platform, pay channel and pay time of the transactions, state, created,
 * remark, source. Times in GMT+8. A BOM first, so spreadsheet programs read the Chinese as UTF-8.
 */
export function ordersCsv(t: TFunction, orders: readonly ExportedOrder[]): string {
  const header = [
    t('fin-order-no'),
    t('fin-export-col-user-id'),
    t('fin-export-col-user'),
    t('fin-export-col-product'),
    t('fin-export-col-price'),
    t('fin-export-col-paid'),
    t('fin-export-col-platform'),
    t('fin-export-col-channel'),
    t('fin-export-col-pay-time'),
    t('fin-export-col-state'),
    t('fin-export-col-created'),
    t('fin-export-col-remark'),
    t('fin-export-col-source'),
  ];
  const rows = orders.map((o) => {
    const product = o.order_items.map((i) => i.sku_detail.name).join(' / ') || o.title;
    const paid = o.transactions[0];
    return [
      o.order_no,
      o.user_info.user_id,
      o.user_info.nickname,
      product,
      yuan(o.amount),
      yuan(o.real_pay_amount),
      platformName(t, o.platform),
      o.transactions.map((tr) => payChannelName(t, tr.pay_channel)).join(' / '),
      paid?.pay_time ? formatChinaTime(paid.pay_time, 'YYYY/MM/DD HH:mm:ss') : '',
      t(`fin-state-${o.state}`),
      formatChinaTime(o.created_at, 'YYYY/MM/DD HH:mm:ss'),
      o.remark ?? '',
      o.source ?? '',
    ];
  });
  return `\uFEFF${[header, ...rows].map((r) => r.map(csvCell).join(',')).join('\r\n')}\r\n`;
}

/** The file name of an export: `orders-20260526-1405.csv` (GMT+8, the time of the export). */
export const exportFileName = (now: number) =>
  `orders-${formatChinaTime(now, 'YYYYMMDD-HHmm')}.csv`;

/** Hands a text file to the browser as a download. */
export function downloadText(name: string, text: string, type = 'text/csv;charset=utf-8') {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  // The click has handed the blob to the download; the URL can go once the task ends.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

import { useState } from 'react';
import { useTranslation } from '../../foundations/i18n/useTranslation';
import styled from 'styled-components';
import { DataList, type DataListColumn } from '../../data/DataList';
import { Badge } from '../../feedback/Badge';
import { Image } from '../../feedback/Image';
import { Pagination } from '../../navigation/Pagination';
import { formatYuan } from '../../utils/format';
import { platformName, type FinancePlatform } from '../names';

import { theme } from '../../foundations/tokens';
/** A product SKU as the product list shows it (operations §3 Product SKU). */
export interface SkuRowData {
  id: number;
  commodity_id: number;
  name: string;
  cover_url: string | null;
  /** Cents. */
  price: number;
  spec_attrs: readonly { key: string; value: string }[];
  platforms: readonly FinancePlatform[];
  on_sale: boolean;
  track: string | null;
}

export interface SkuTableProps {
  /** Every SKU fetched (up to 9999), IOS_IAP ones already left out; paged here, 10 at a time. */
  items: readonly SkuRowData[];
  /** The SKUs are loading: placeholder rows on the first load, a busy table after. */
  loading?: boolean;
  /** A failed load's message, shown with Retry instead of the rows. */
  error?: string;
  /** Called by the Retry button shown with `error`. */
  onRetry?: () => void;
}

/** Product panel paging (operations §9): 10 a page, 10 page links. */
export const SKU_PAGE_SIZE = 10;

const Specs = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
  font-size: ${theme.font.size.sm};

  span {
    color: ${theme.color.text.secondary};
  }
`;

const Cover = styled.div`
  width: 64px;
`;

const Footer = styled.div`
  display: flex;
  justify-content: flex-end;
  padding-top: ${theme.space[3]};
`;

/**
 * The product list (operations §3, §9): commodity id, cover, name, price in yuan, specification
 * attributes, platforms by name, on sale and the business line, paged locally 10 at a time with
 * 10 page links.
 */
export function SkuTable({ items, loading = false, error, onRetry }: SkuTableProps) {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const pages = Math.max(1, Math.ceil(items.length / SKU_PAGE_SIZE));
  const current = Math.min(page, pages);
  const rows = items.slice((current - 1) * SKU_PAGE_SIZE, current * SKU_PAGE_SIZE);

  const columns: DataListColumn<SkuRowData>[] = [
    { key: 'commodity_id', header: t('fin-sku-commodity'), width: 90 },
    {
      key: 'cover',
      header: t('fin-sku-cover'),
      width: 90,
      hideOnMobile: true,
      cell: (s) => (
        <Cover>
          <Image src={s.cover_url} alt="" ratio={1} radius="sm" />
        </Cover>
      ),
    },
    { key: 'name', header: t('fin-sku-name'), width: 'minmax(180px, 2fr)' },
    {
      key: 'price',
      header: t('fin-sku-price'),
      width: 120,
      align: 'end',
      cell: (s) => formatYuan(s.price),
    },
    {
      key: 'specs',
      header: t('fin-sku-specs'),
      width: 'minmax(160px, 1.4fr)',
      cell: (s) => (
        <Specs>
          {s.spec_attrs.map((a) => (
            <li key={a.key}>
              <span>{a.key}: </span>
              {a.value}
            </li>
          ))}
        </Specs>
      ),
    },
    {
      key: 'platforms',
      header: t('fin-sku-platforms'),
      width: 'minmax(140px, 1fr)',
      cell: (s) => s.platforms.map((p) => platformName(t, p)).join(', '),
    },
    {
      key: 'on_sale',
      header: t('fin-sku-on-sale'),
      width: 100,
      cell: (s) => (
        <Badge tone={s.on_sale ? 'success' : 'neutral'}>
          {s.on_sale ? t('fin-sku-on-sale') : t('fin-sku-off-sale')}
        </Badge>
      ),
    },
    { key: 'track', header: t('fin-sku-track'), width: 110, cell: (s) => s.track ?? '' },
  ];

  return (
    <DataList
      rows={rows}
      columns={columns}
      getRowId={(s) => String(s.id)}
      label={t('fin-skus-table')}
      loading={loading}
      error={error}
      onRetry={onRetry}
      emptyTitle={t('fin-skus-empty')}
      emptySubtitle={t('fin-skus-empty-subtitle')}
      paging={
        items.length > SKU_PAGE_SIZE ? (
          <Footer>
            <Pagination
              page={current}
              total={items.length}
              pageSize={SKU_PAGE_SIZE}
              maxLinks={10}
              showTotal
              aria-label={t('fin-skus-table')}
              onPageChange={(next) => setPage(next)}
            />
          </Footer>
        ) : null
      }
    />
  );
}

import { useTranslation } from '../../foundations/i18n/useTranslation';
import styled from 'styled-components';
import { Select } from '../../inputs/Select';

import { theme } from '../../foundations/tokens';
/** The sale state filter: every SKU, on sale only, or off sale only. */
export type SkuSaleFilter = 'all' | 'on' | 'off';

export interface SkuFiltersValue {
  sale: SkuSaleFilter;
  /** The business line (`track`), matched exactly; null = every track. */
  track: string | null;
}

export interface SkuFiltersProps {
  /** The applied filters: sale state and business line. */
  value: SkuFiltersValue;
  /** Called with the filter that changed when the user picks a value. */
  onChange: (patch: Partial<SkuFiltersValue>) => void;
  /** The business lines to offer (the app gives the distinct tracks of its SKUs). */
  tracks: readonly string[];
}

const Bar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${theme.space[3]};

  & > * {
    min-width: 180px;
  }
`;

const ALL = '';

/**
 * The product list's filters (operations §3, §9): on sale and tracked (the business line). The
 * component only reports changes; the app keeps them in the URL and filters on the server.
 */
export function SkuFilters({ value, onChange, tracks }: SkuFiltersProps) {
  const { t } = useTranslation();
  // The chosen track stays offered even when the SKUs listed do not name it.
  const known = value.track && !tracks.includes(value.track) ? [...tracks, value.track] : tracks;
  return (
    <Bar role="group" aria-label={t('fin-skus-title')}>
      <Select<SkuSaleFilter>
        label={t('fin-sku-filter-sale')}
        value={value.sale}
        options={[
          { value: 'all', label: t('fin-sku-filter-all') },
          { value: 'on', label: t('fin-sku-on-sale') },
          { value: 'off', label: t('fin-sku-off-sale') },
        ]}
        onChange={(sale) => onChange({ sale: sale ?? 'all' })}
      />
      <Select<string>
        label={t('fin-sku-filter-track')}
        value={value.track ?? ALL}
        options={[
          { value: ALL, label: t('fin-sku-filter-all') },
          ...known.map((track) => ({ value: track, label: track })),
        ]}
        onChange={(track) => onChange({ track: track ? track : null })}
      />
    </Bar>
  );
}

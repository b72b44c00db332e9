import { Search } from 'lucide-react';
import { useMemo, useState } from 'react';
import { useTranslation } from '../../foundations/i18n/useTranslation';
import styled from 'styled-components';
import { Combobox } from '../../inputs/Combobox';
import { DateRangePicker } from '../../inputs/DateRangePicker';
import { Select } from '../../inputs/Select';
import { Switch } from '../../inputs/Switch';
import { TextInput } from '../../inputs/TextInput';
import { Button } from '../../primitives/Button';
import { PAY_CHANNEL_NAMES, payChannelName, type PayChannelName } from '../names';

import { theme } from '../../foundations/tokens';
export interface OrderFiltersValue {
  orderNo: string;
  /** The buyer, with the name to show. */
  user: { id: number; name: string } | null;
  source: string;
  payChannel: PayChannelName | null;
  /** [start, end) of `created_at`; null = from 30 Aug 2018 until now. */
  range: { start: number; end: number } | null;
  /** Only COMPLETE orders (the console's default). */
  completedOnly: boolean;
}

export interface OrderFiltersProps {
  /**
   * The applied filters: order number, buyer, source, pay channel, date range and completed only.
   */
  value: OrderFiltersValue;
  /** A change of some filters (paging starts again). */
  onChange: (patch: Partial<OrderFiltersValue>) => void;
  /** Called by the reset button: restore every filter to its default. */
  onReset: () => void;
  /** User search (the user list in the console). */
  userSearch: {
    results: readonly { id: number; name: string }[];
    onSearch: (query: string) => void;
    loading?: boolean;
  };
  /** Now, for the date shortcuts (stories pin it). */
  now?: number;
}

const Bar = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${theme.space[3]};
`;

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-start;
  gap: ${theme.space[3]};

  & > * {
    flex: 1 1 200px;
    min-width: 180px;
  }
`;

const ToggleRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${theme.space[3]};
`;

/** Text filters apply on Enter or when the field is left, trimmed; unchanged text sends nothing. */
function useTextFilter(value: string, apply: (text: string) => void) {
  const [text, setText] = useState(value);
  const [seen, setSeen] = useState(value);
  if (seen !== value) {
    setSeen(value);
    setText(value);
  }
  const commit = () => {
    if (text.trim() !== value) apply(text.trim());
  };
  return {
    value: text,
    trim: false,
    onChange: setText,
    onBlur: commit,
    onKeyDown: (event: { key: string }) => {
      if (event.key === 'Enter') commit();
    },
  };
}

/**
 * The filters of the order list (operations §7): order number, user, source, pay channel, the
 * creation time range (30 Aug 2018 until now when empty) and "completed only". Controlled: the app
 * keeps the value in the URL.
 */
export function OrderFilters({ value, onChange, onReset, userSearch, now }: OrderFiltersProps) {
  const { t } = useTranslation();
  const orderNo = useTextFilter(value.orderNo, (orderNo) => onChange({ orderNo }));
  const source = useTextFilter(value.source, (source) => onChange({ source }));
  const userOptions = useMemo(() => {
    const picked = value.user ? [{ value: value.user.id, label: value.user.name }] : [];
    return [
      ...picked,
      ...userSearch.results
        .filter((u) => u.id !== value.user?.id)
        .map((u) => ({ value: u.id, label: u.name })),
    ];
  }, [value.user, userSearch.results]);

  return (
    <Bar role="search" aria-label={t('fin-orders-filters')}>
      <Row>
        <TextInput
          label={t('fin-order-no')}
          type="search"
          maxLength={64}
          prefix={<Search aria-hidden size={16} />}
          {...orderNo}
        />
        <Combobox<number>
          key={value.user ? `${value.user.id}:${value.user.name}` : 'none'}
          label={t('fin-order-user')}
          value={value.user?.id ?? null}
          options={userOptions}
          onSearch={userSearch.onSearch}
          loading={userSearch.loading}
          clearable
          placeholder={t('fin-order-user-placeholder')}
          onChange={(id) => {
            const option = userOptions.find((o) => o.value === id);
            onChange({ user: id === null ? null : { id, name: option?.label ?? `#${id}` } });
          }}
        />
        <TextInput label={t('fin-order-source')} maxLength={100} {...source} />
      </Row>
      <Row>
        <Select<PayChannelName>
          label={t('fin-order-channel')}
          value={value.payChannel}
          clearable
          onChange={(payChannel) => onChange({ payChannel })}
          options={PAY_CHANNEL_NAMES.map((c) => ({ value: c, label: payChannelName(t, c) }))}
        />
        <DateRangePicker
          label={t('fin-order-range')}
          hint={t('fin-order-range-hint')}
          value={value.range}
          onChange={(range) => onChange({ range })}
          clearable
          now={now}
        />
      </Row>
      <ToggleRow>
        <Switch
          label={t('fin-order-completed-only')}
          checked={value.completedOnly}
          onChange={(completedOnly) => onChange({ completedOnly })}
        />
        <Button variant="ghost" size="sm" onClick={onReset}>
          {t('fin-orders-reset')}
        </Button>
      </ToggleRow>
    </Bar>
  );
}

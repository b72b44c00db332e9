import { Search } from 'lucide-react';
import { useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from '../../foundations/i18n/useTranslation';
import styled from 'styled-components';
import { DataList, type DataListColumn } from '../../data/DataList';
import { Avatar } from '../../feedback/Avatar';
import { TextInput } from '../../inputs/TextInput';
import { DefaultLink, type LinkComponent } from '../../layout/Sidebar/types';
import { Button } from '../../primitives/Button';
import { formatChinaTime } from '../../utils/chinaTime';

import { theme } from '../../foundations/tokens';
/** A user with a credit subscription (the `CreditHolders` operation): points and their dates. */
export interface UserCreditRow {
  id: string | number;
  nickname: string;
  avatar?: string | null;
  email?: string | null;
  plan: string;
  /** `COMPLETE` or `UNPAID`. */
  payment_state: string;
  /** End of the subscription (ms). */
  subscription_end: number;
  /** Points left. */
  amount: number;
  /** When the points left expire (ms). */
  points_expire: number;
  /** Next reset of the points (ms). */
  reset_at: number;
}

export interface UserCreditTableProps<T extends UserCreditRow = UserCreditRow> {
  /** The credit holders of the current page, in display order. */
  items: readonly T[];
  /** First load: placeholder rows; later loads keep the rows (busy). */
  loading?: boolean;
  /** Every match on the server. */
  totalCount?: number;
  /** A failed load's message, shown with Retry instead of the rows. */
  error?: ReactNode;
  /** Called by the Retry button shown with `error`. */
  onRetry?: () => void;
  /** The keyword the list is narrowed by (shown in the search field). */
  keyword?: string;
  /** Searches by nickname, e-mail or phone; an empty keyword lists every holder. */
  onSearch: (keyword: string) => void;
  /** The user's Member Ship tab. */
  href: (row: T) => string;
  /** The app's router link for the user links (defaults to a plain anchor). */
  linkComponent?: LinkComponent;
  /** Under the rows: the pagination. */
  paging?: ReactNode;
}

const Section = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${theme.space[3]};
`;

const Bar = styled.form`
  display: flex;
  align-items: flex-end;
  gap: ${theme.space[2]};
  flex-wrap: wrap;
`;

const Person = styled.div`
  display: flex;
  align-items: center;
  gap: ${theme.space[2]};
  min-width: 0;
`;

const Muted = styled.small`
  display: block;
  color: ${theme.color.text.secondary};
`;

const PLAN_KEYS = {
  monthly: 'ai-credit-users-plan-monthly',
  yearly: 'ai-credit-users-plan-yearly',
  internal: 'ai-credit-users-plan-internal',
} as const;
const planKey = (plan: string) =>
  Object.hasOwn(PLAN_KEYS, plan) ? PLAN_KEYS[plan as keyof typeof PLAN_KEYS] : null;

/**
 * Users' credit (issue #15, `/content/ai/credit`): every user with a credit subscription, with the
 * plan, the points left and when they expire, the next reset (China time) and the end of the
 * subscription; the name links to the user's Member Ship tab. A keyword narrows the list.
 */
export function UserCreditTable<T extends UserCreditRow>({
  items,
  loading,
  totalCount,
  error,
  onRetry,
  keyword = '',
  onSearch,
  href,
  linkComponent: Link = DefaultLink,
  paging,
}: UserCreditTableProps<T>) {
  const { t } = useTranslation();
  const [text, setText] = useState(keyword);
  // A new keyword from the caller (the URL) replaces what was typed.
  const [shown, setShown] = useState(keyword);
  if (shown !== keyword) {
    setShown(keyword);
    setText(keyword);
  }
  const submit = (e: FormEvent) => {
    e.preventDefault();
    onSearch(text.trim());
  };
  const columns: DataListColumn<T>[] = [
    {
      key: 'user',
      header: t('ai-credit-users-user'),
      width: 'minmax(200px, 1.5fr)',
      cell: (r) => (
        <Person>
          <Avatar size="sm" name={r.nickname} src={r.avatar} decorative />
          <span>
            <Link href={href(r)}>{r.nickname}</Link>
            {r.email ? <Muted>{r.email}</Muted> : null}
          </span>
        </Person>
      ),
    },
    {
      key: 'plan',
      header: t('ai-credit-users-plan'),
      width: 'minmax(110px, 0.8fr)',
      cell: (r) => {
        const key = planKey(r.plan);
        return (
          <span>
            {key ? t(key) : r.plan}
            {r.payment_state === 'UNPAID' ? <Muted>{t('ai-credit-users-unpaid')}</Muted> : null}
          </span>
        );
      },
    },
    {
      key: 'amount',
      header: t('ai-credit-users-points'),
      width: 110,
      align: 'end',
      cell: (r) => r.amount.toLocaleString('en-US'),
    },
    {
      key: 'expire',
      header: t('ai-credit-users-points-expire'),
      width: 150,
      hideOnMobile: true,
      cell: (r) => formatChinaTime(r.points_expire),
    },
    {
      key: 'reset',
      header: t('ai-credit-users-reset'),
      width: 150,
      hideOnMobile: true,
      cell: (r) => formatChinaTime(r.reset_at),
    },
    {
      key: 'end',
      header: t('ai-credit-users-end'),
      width: 150,
      hideOnMobile: true,
      cell: (r) => formatChinaTime(r.subscription_end),
    },
  ];
  return (
    <Section>
      <Bar role="search" aria-label={t('ai-credit-users-search')} onSubmit={submit} noValidate>
        <TextInput
          label={t('ai-credit-users-keyword')}
          type="search"
          maxLength={100}
          prefix={<Search aria-hidden size={16} />}
          value={text}
          trim={false}
          onChange={setText}
        />
        <Button type="submit" variant="secondary">
          {t('ai-credit-users-search')}
        </Button>
      </Bar>
      <DataList
        rows={items}
        columns={columns}
        getRowId={(r) => String(r.id)}
        label={t('ai-credit-users-label')}
        loading={loading}
        totalCount={totalCount}
        error={error ?? undefined}
        onRetry={onRetry}
        emptyVariant={keyword ? 'search' : 'content'}
        emptyTitle={keyword ? t('ai-credit-users-no-match') : t('ai-credit-users-empty')}
        emptySubtitle={
          keyword ? t('ai-credit-users-no-match-hint') : t('ai-credit-users-empty-hint')
        }
        paging={paging}
      />
    </Section>
  );
}

import { errorMessage } from '@newsdesk/api-client';
import {
  theme,
  Pagination,
  Select,
  TextInput,
  UserTable,
  membershipName,
  useConfirm,
  useToast,
  type MembershipLevelNumber,
  useTranslation,
} from '@newsdesk/ui';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import styled from 'styled-components';
import {
  MEMBERS_PAGE_SIZE,
  PAID_LEVELS,
  refetchGraphqlUsers,
  useMembers,
  useSetUserStatus,
  type MemberRow,
  type UserStatus,
} from '../../../data/users';
import { RouterLink } from '../../../shell/RouterLink';

const Section = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${theme.space[4]};

  h1 {
    margin: 0;
    font-size: ${theme.font.size['2xl']};
  }
`;

const Bar = styled.form`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space[3]};

  & > div {
    flex: 1 1 220px;
  }
`;

const LEVELS = [1, 2, 3, 110] as const;

/**
 * /users/member (operations §2 member page): the users holding an unexpired membership, by tier
 * (BlackGold, Meta and Institution User by default; Free on request), with a keyword, the same
 * columns and Freeze / Recover as the user list.
 */
export function Component() {
  const { t } = useTranslation();
  const toast = useToast();
  const confirm = useConfirm();
  const [params, setParams] = useSearchParams();
  const levelParam = Number(params.get('level'));
  const level = (LEVELS as readonly number[]).includes(levelParam)
    ? (levelParam as MembershipLevelNumber)
    : null;
  const keyword = (params.get('keyword') ?? '').trim().slice(0, 100);
  const pageParam = params.get('page');
  const page = pageParam && /^\d{1,6}$/.test(pageParam) ? Math.max(1, Number(pageParam)) : 1;
  const members = useMembers({ levels: level ? [level] : PAID_LEVELS, keyword, page });
  const status = useSetUserStatus();
  const [text, setText] = useState(keyword);
  const total = members.total ?? 0;

  const go = (next: { level?: number | null; keyword?: string; page?: number }) => {
    const p = new URLSearchParams();
    const l = next.level === undefined ? level : next.level;
    const k = next.keyword ?? keyword;
    if (l) p.set('level', String(l));
    if (k) p.set('keyword', k);
    if (next.page && next.page > 1) p.set('page', String(next.page));
    setParams(p);
  };

  const change = async (user: MemberRow, next: UserStatus) => {
    const freeze = next === 'frozen';
    const ok = await confirm({
      title: t(freeze ? 'users-freeze-title' : 'users-recover-title', { name: user.nickname }),
      message: t(freeze ? 'users-freeze-message' : 'users-recover-message'),
      confirmLabel: t(freeze ? 'users-freeze' : 'users-recover'),
      tone: freeze ? 'danger' : 'default',
    });
    if (!ok) return;
    try {
      await status.mutateAsync({ id: user.id, status: next, version: user.version });
      await refetchGraphqlUsers();
      toast.success(t(freeze ? 'user-frozen-success' : 'user-restored-success'));
    } catch (e) {
      toast.error(errorMessage(e));
    }
  };

  return (
    <Section>
      <h1>{t('screen-members')}</h1>
      <Bar
        role="search"
        aria-label={t('users-search-region')}
        onSubmit={(e) => {
          e.preventDefault();
          go({ keyword: text.trim(), page: 1 });
        }}
      >
        <Select<number>
          label={t('membership-level')}
          value={level}
          clearable
          placeholder={PAID_LEVELS.map((l) => membershipName(t, l)).join(', ')}
          options={LEVELS.map((l) => ({ value: l, label: `${membershipName(t, l)} (${l})` }))}
          onChange={(l) => go({ level: l, page: 1 })}
        />
        <TextInput
          label={t('users-keyword')}
          type="search"
          maxLength={100}
          value={text}
          trim={false}
          onChange={setText}
        />
      </Bar>
      <UserTable
        items={members.rows ?? []}
        loading={members.loading && !members.rows}
        totalCount={members.total}
        error={members.error && !members.rows ? errorMessage(members.error) : undefined}
        onRetry={members.retry}
        emptyVariant={level || keyword ? 'search' : 'content'}
        profileHref={(u) => `/users/profile/${u.id}/membership`}
        linkComponent={RouterLink}
        onFreeze={(u) => void change(u, 'frozen')}
        onRecover={(u) => void change(u, 'good')}
        pendingId={status.isPending ? (status.variables?.id ?? null) : null}
        paging={
          total > MEMBERS_PAGE_SIZE ? (
            <Pagination
              page={page}
              total={total}
              pageSize={MEMBERS_PAGE_SIZE}
              getPageHref={(p) => `?page=${p}`}
              onPageChange={(p, event) => {
                event.preventDefault();
                go({ page: p });
              }}
            />
          ) : null
        }
      />
    </Section>
  );
}

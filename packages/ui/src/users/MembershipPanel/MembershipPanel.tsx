import { Plus, Trash2 } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from '../../foundations/i18n/useTranslation';
import styled from 'styled-components';
import { Badge } from '../../feedback/Badge';
import { DateTimePicker } from '../../inputs/DateTimePicker';
import { Select } from '../../inputs/Select';
import { Button } from '../../primitives/Button';
import { IconButton } from '../../primitives/IconButton';
import { membershipName, userDate, userDateTime } from '../names';
import {
  MEMBERSHIP_LEVEL_NUMBERS,
  PRIVILEGE_KEYS,
  type MembershipLevelNumber,
  type PrivilegeKey,
  type UserProfileData,
} from '../types';

import { theme } from '../../foundations/tokens';
export interface MembershipDraft {
  level: MembershipLevelNumber;
  expired_at: number | null;
}

export interface MembershipPanelProps {
  /** The user whose memberships, credit subscription and privileges are shown and edited. */
  user: UserProfileData;
  /** Replaces the memberships (one per tier); reject to keep the edit. */
  onSaveMemberships: (memberships: MembershipDraft[]) => Promise<void>;
  /** Grants a privilege until a time (null = never expires), through addPrivilegeToAccount. */
  onGrantPrivilege: (privilege: PrivilegeKey, expiredAt: number | null) => Promise<void>;
  /** Ends the credit subscription now (internal unsubscribe); the page confirms first. */
  onUnsubscribe?: () => void;
  /** Told when the membership edit holds unsaved changes. */
  onDirtyChange?: (dirty: boolean) => void;
  /** Now, for "expired" (stories pin it). */
  now?: number;
}

const Section = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${theme.space[3]};
  padding-block: ${theme.space[4]};
  border-bottom: 1px solid ${theme.color.border.weak};

  h2 {
    margin: 0;
    font-size: ${theme.font.size.lg};
  }
`;

const Rows = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-direction: column;
  gap: ${theme.space[2]};

  li {
    display: flex;
    flex-wrap: wrap;
    align-items: flex-end;
    gap: ${theme.space[3]};
  }
  li > div {
    flex: 1 1 200px;
  }
`;

const Line = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${theme.space[3]};

  & > div {
    flex: 1 1 200px;
  }
`;

const Facts = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(180px, 1fr));
  gap: ${theme.space[3]};
  margin: 0;

  dt {
    color: ${theme.color.text.secondary};
    font-size: ${theme.font.size.sm};
  }
  dd {
    margin: 0;
    font-variant-numeric: tabular-nums;
  }
`;

const Message = styled.p`
  margin: 0;
  color: ${theme.color.text.danger};
`;

const toDraft = (u: UserProfileData): MembershipDraft[] =>
  u.memberships.map((m) => ({ level: m.level, expired_at: m.expired_at }));

/**
 * The Member Ship tab (operations §3, §9): the memberships with their expiry (tiers Free 1,
 * BlackGold 2, Meta 3, Institution User 110; an expired one stays listed), the privileges (report,
 * terminal/institution) granted through addPrivilegeToAccount, and the credit points with expiry
 * and reset time, the subscription plan and the internal unsubscribe.
 */
export function MembershipPanel({
  user,
  onSaveMemberships,
  onGrantPrivilege,
  onUnsubscribe,
  onDirtyChange,
  now: nowProp,
}: MembershipPanelProps) {
  const { t } = useTranslation();
  const ids = useId();
  const [mountedAt] = useState(() => Date.now());
  const now = nowProp ?? mountedAt;
  const [base, setBase] = useState(user);
  const [draft, setDraft] = useState<MembershipDraft[]>(() => toDraft(user));
  const [saving, setSaving] = useState(false);
  const [privilege, setPrivilege] = useState<PrivilegeKey>('report');
  const [privilegeEnd, setPrivilegeEnd] = useState<number | null>(null);
  const [granting, setGranting] = useState(false);
  if (base !== user) {
    setBase(user);
    setDraft(toDraft(user));
  }
  const dirty = JSON.stringify(draft) !== JSON.stringify(toDraft(user));
  useEffect(() => onDirtyChange?.(dirty), [dirty, onDirtyChange]);
  const levels = draft.map((m) => m.level);
  const duplicate = new Set(levels).size !== levels.length;
  const free = MEMBERSHIP_LEVEL_NUMBERS.find((l) => !levels.includes(l));
  const sub = user.credit_subscription;
  const subEnded = sub ? sub.expired_at <= now : false;

  const save = async () => {
    if (duplicate) return;
    setSaving(true);
    try {
      await onSaveMemberships(draft);
    } catch {
      // Refused: the caller said why; the edit stays.
    } finally {
      setSaving(false);
    }
  };

  const grant = async () => {
    setGranting(true);
    try {
      await onGrantPrivilege(privilege, privilegeEnd);
      setPrivilegeEnd(null);
    } catch {
      // Refused: the caller said why.
    } finally {
      setGranting(false);
    }
  };

  return (
    <div>
      <Section aria-labelledby={`${ids}-m`}>
        <h2 id={`${ids}-m`}>{t('membership-title')}</h2>
        {draft.length === 0 ? <p>{t('membership-none')}</p> : null}
        <Rows>
          {draft.map((m, i) => {
            const stored = user.memberships.find((s) => s.level === m.level);
            const expired = m.expired_at !== null && m.expired_at <= now;
            const name = membershipName(t, m.level);
            return (
              <li key={i}>
                <Select<MembershipLevelNumber>
                  label={t('membership-level')}
                  value={m.level}
                  options={MEMBERSHIP_LEVEL_NUMBERS.map((l) => ({
                    value: l,
                    label: `${membershipName(t, l)} (${l})`,
                  }))}
                  onChange={(level) => {
                    if (level === null) return;
                    setDraft((d) => d.map((x, j) => (j === i ? { ...x, level } : x)));
                  }}
                />
                <DateTimePicker
                  label={t('membership-expires')}
                  value={m.expired_at}
                  clearable
                  hint={m.expired_at === null ? t('member-no-end') : undefined}
                  onChange={(expired_at) =>
                    setDraft((d) => d.map((x, j) => (j === i ? { ...x, expired_at } : x)))
                  }
                  now={now}
                />
                {expired || stored?.expired ? (
                  <Badge tone="warning">{t('member-expired')}</Badge>
                ) : null}
                <IconButton
                  label={t('membership-remove', { name })}
                  icon={<Trash2 aria-hidden size={16} />}
                  onClick={() => setDraft((d) => d.filter((_, j) => j !== i))}
                />
              </li>
            );
          })}
        </Rows>
        {duplicate ? <Message role="alert">{t('membership-duplicate')}</Message> : null}
        <Line>
          <Button
            variant="secondary"
            disabled={free === undefined}
            onClick={() => {
              if (free !== undefined) setDraft((d) => [...d, { level: free, expired_at: null }]);
            }}
          >
            <Plus aria-hidden size={16} />
            {t('membership-add')}
          </Button>
          <Button
            variant="primary"
            loading={saving}
            disabled={!dirty || duplicate}
            onClick={() => void save()}
          >
            {t('profile-save')}
          </Button>
        </Line>
      </Section>

      <Section aria-labelledby={`${ids}-p`}>
        <h2 id={`${ids}-p`}>{t('privileges-title')}</h2>
        {user.privileges.length === 0 ? (
          <p>{t('privileges-none')}</p>
        ) : (
          <Facts>
            {user.privileges.map((p) => (
              <div key={p.name}>
                <dt>{t(`privilege-${p.name}`)}</dt>
                <dd>
                  {p.expired_at === null
                    ? t('member-no-end')
                    : p.expired_at <= now
                      ? `${t('member-expired')} · ${userDate(p.expired_at)}`
                      : t('member-until', { date: userDate(p.expired_at) })}
                </dd>
              </div>
            ))}
          </Facts>
        )}
        <Line>
          <Select<PrivilegeKey>
            label={t('privileges-name')}
            value={privilege}
            options={PRIVILEGE_KEYS.map((p) => ({ value: p, label: t(`privilege-${p}`) }))}
            onChange={(p) => {
              if (p) setPrivilege(p);
            }}
          />
          <DateTimePicker
            label={t('membership-expires')}
            value={privilegeEnd}
            clearable
            hint={privilegeEnd === null ? t('member-no-end') : undefined}
            onChange={setPrivilegeEnd}
            now={now}
          />
          <Button variant="secondary" loading={granting} onClick={() => void grant()}>
            {t('privileges-grant')}
          </Button>
        </Line>
      </Section>

      <Section aria-labelledby={`${ids}-c`}>
        <h2 id={`${ids}-c`}>{t('credit-title')}</h2>
        {sub ? (
          <>
            <Facts>
              <div>
                <dt>{t('credit-amount')}</dt>
                <dd>{sub.credit_info.amount.toLocaleString('en-US')}</dd>
              </div>
              <div>
                <dt>{t('credit-expires')}</dt>
                <dd>
                  {sub.credit_info.expired_at === null
                    ? t('member-no-end')
                    : userDateTime(sub.credit_info.expired_at)}
                </dd>
              </div>
              <div>
                <dt>{t('credit-reset')}</dt>
                <dd>
                  {sub.credit_info.reset_at === null
                    ? t('users-none')
                    : userDateTime(sub.credit_info.reset_at)}
                </dd>
              </div>
              <div>
                <dt>{t('credit-plan')}</dt>
                <dd>{sub.plan}</dd>
              </div>
              <div>
                <dt>{t('credit-started')}</dt>
                <dd>{userDateTime(sub.started_at)}</dd>
              </div>
              <div>
                <dt>{t('credit-ends')}</dt>
                <dd>
                  {userDateTime(sub.expired_at)}
                  {subEnded ? ` · ${t('credit-ended')}` : ''}
                </dd>
              </div>
              <div>
                <dt>{t('credit-payment')}</dt>
                <dd>
                  <Badge tone={sub.payment_state === 'COMPLETE' ? 'success' : 'warning'}>
                    {t(`credit-payment-${sub.payment_state}`)}
                  </Badge>
                </dd>
              </div>
            </Facts>
            {onUnsubscribe && !subEnded ? (
              <Line>
                <Button variant="danger" onClick={onUnsubscribe}>
                  {t('credit-unsubscribe')}
                </Button>
              </Line>
            ) : null}
          </>
        ) : (
          <p>{t('credit-none')}</p>
        )}
      </Section>
    </div>
  );
}

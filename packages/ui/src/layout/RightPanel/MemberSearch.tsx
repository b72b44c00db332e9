import { Search } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from '../../foundations/i18n/useTranslation';
import styled from 'styled-components';
import { Avatar } from '../../feedback/Avatar';
import { TextInput } from '../../inputs/TextInput';
import { sampleMembers, searchMembers, type SampleMember } from './sampleData';
import { UserPopover } from './UserPopover';

import { theme } from '../../foundations/tokens';
export interface MemberSearchProps {
  /** The people searched; defaults to the sample members. */
  members?: readonly SampleMember[];
  /** The initial query (stories). */
  defaultQuery?: string;
}

const Root = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${theme.space[3]};
`;

const Note = styled.p`
  margin: 0;
  color: ${theme.color.text.secondary};
  font-size: ${theme.font.size.sm};
`;

const List = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${theme.space[1]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Row = styled.button`
  display: flex;
  align-items: center;
  gap: ${theme.space[3]};
  width: 100%;
  padding: ${theme.space[2]};
  border: 0;
  border-radius: ${theme.radii.md};
  background: transparent;
  color: inherit;
  font: inherit;
  text-align: left;
  cursor: pointer;
  &:hover,
  &[data-state='open'] {
    background: ${theme.color.bg.hover};
  }
  &:focus-visible {
    outline: 2px solid ${theme.color.border.focus};
    outline-offset: 1px;
  }
`;

const Name = styled.span`
  display: block;
  font-weight: ${theme.font.weight.medium};
`;

const Position = styled.span`
  display: block;
  color: ${theme.color.text.secondary};
  font-size: ${theme.font.size.sm};
`;

/**
 * The member search of the right panel (operations §2 demo panels): a case-insensitive match on the
 * full name or the position over hard-coded sample data, nothing for an empty query. Each result
 * opens the member's user popover.
 */
export function MemberSearch({ members = sampleMembers, defaultQuery = '' }: MemberSearchProps) {
  const { t } = useTranslation();
  const [query, setQuery] = useState(defaultQuery);
  const found = searchMembers(query, members);
  const blank = query.trim() === '';
  return (
    <Root>
      <TextInput
        label={t('member-search-label')}
        type="search"
        value={query}
        onChange={setQuery}
        trim={false}
        hint={t('member-search-hint')}
        prefix={<Search aria-hidden size={16} />}
      />
      {!blank && found.length === 0 && (
        <Note role="status">{t('member-search-empty', { query: query.trim() })}</Note>
      )}
      {found.length > 0 && (
        <List aria-label={t('member-search-results')}>
          {found.map((m) => (
            <li key={m.id}>
              <UserPopover
                member={m}
                renderTrigger={(props) => (
                  <Row type="button" {...props}>
                    <Avatar name={m.fullName} src={m.avatarUrl} size="md" decorative />
                    <span>
                      <Name>{m.fullName}</Name>
                      <Position>{m.position}</Position>
                    </span>
                  </Row>
                )}
              />
            </li>
          ))}
        </List>
      )}
      <Note>{t('member-search-sample')}</Note>
    </Root>
  );
}

import type { ReactNode } from 'react';
import { useTranslation } from '../../foundations/i18n/useTranslation';
import styled from 'styled-components';
import { Avatar } from '../../feedback/Avatar';
import { Popover, type PopoverTriggerRenderProps } from '../../overlays/Popover';
import type { SampleMember } from './sampleData';

import { theme } from '../../foundations/tokens';
export interface UserPopoverProps {
  /** The member shown: picture, name, position, email, team and location. */
  member: SampleMember;
  /** The trigger; receives the props to spread on a button. Defaults to a button with the name. */
  renderTrigger?: (props: PopoverTriggerRenderProps) => ReactNode;
  /** Whether the popover starts open (default false). */
  defaultOpen?: boolean;
  /** Called with the new open state when the popover opens or closes. */
  onOpenChange?: (open: boolean) => void;
}

const Head = styled.div`
  display: flex;
  align-items: center;
  gap: ${theme.space[3]};
  min-width: 240px;
`;

const Position = styled.p`
  margin: 0;
  color: ${theme.color.text.secondary};
  font-size: ${theme.font.size.sm};
`;

const Facts = styled.dl`
  display: grid;
  grid-template-columns: auto 1fr;
  gap: ${theme.space[1]} ${theme.space[3]};
  margin: ${theme.space[3]} 0 0;
  font-size: ${theme.font.size.sm};
  & dt {
    color: ${theme.color.text.secondary};
  }
  & dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
`;

/** The user popover of the demo panels: a member's picture, name, position and contact. */
export function UserPopover({
  member,
  renderTrigger,
  defaultOpen,
  onOpenChange,
}: UserPopoverProps) {
  const { t } = useTranslation();
  return (
    <Popover.Root defaultOpen={defaultOpen} onOpenChange={onOpenChange} placement="left-start">
      {renderTrigger ? (
        <Popover.Trigger render={renderTrigger} />
      ) : (
        <Popover.Trigger variant="ghost" size="sm">
          {member.fullName}
        </Popover.Trigger>
      )}
      <Popover.Content>
        <Head>
          <Avatar name={member.fullName} src={member.avatarUrl} size="lg" decorative />
          <div>
            <Popover.Title>{member.fullName}</Popover.Title>
            <Position>{member.position}</Position>
          </div>
        </Head>
        <Facts>
          <dt>{t('user-popover-email')}</dt>
          <dd>
            <a href={`mailto:${member.email}`}>{member.email}</a>
          </dd>
          <dt>{t('user-popover-team')}</dt>
          <dd>{member.team}</dd>
          <dt>{t('user-popover-location')}</dt>
          <dd>{member.location}</dd>
        </Facts>
      </Popover.Content>
    </Popover.Root>
  );
}

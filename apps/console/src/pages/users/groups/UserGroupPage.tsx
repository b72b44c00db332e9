import { theme, Button, EmptyState, Skeleton, UserGroupForm, useTranslation } from '@newsdesk/ui';
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import styled from 'styled-components';
import { useUserGroup } from '../../../data/groups';
import { ReadFailure } from '../../../shell/ReadFailure';
import { RouterLink } from '../../../shell/RouterLink';
import { useUserLeaveGuard } from '../useUserLeaveGuard';
import { useGroupWrites } from './useGroupsScreen';

const Section = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${theme.space[4]};
  max-width: 56rem;

  h1 {
    margin: 0;
    font-size: ${theme.font.size['2xl']};
  }
`;

const Header = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${theme.space[3]};
`;

/**
 * /users/group/{id} (operations §2): the group's name, description and members, edited together
 * (the member list is replaced as a whole), and its delete. A missing group says "User group not
 * exist"; a failed read offers Retry; leaving with unsaved changes asks first.
 */
export function Component() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const raw = useParams().id ?? '';
  const id = /^\d{1,9}$/.test(raw) ? Number(raw) : null;
  const read = useUserGroup(id);
  const writes = useGroupWrites();
  const [dirty, setDirty] = useState(false);
  useUserLeaveGuard(dirty, () => false);
  const back = <RouterLink href="/users/group/list">{t('groups-back')}</RouterLink>;

  if (id === null || read.missing) {
    return (
      <Section>
        <h1>{t('screen-user-group')}</h1>
        <EmptyState title={t('user-group-not-exist')} titleTag="p" action={back} />
      </Section>
    );
  }
  if (read.error && !read.group) {
    return (
      <Section>
        <h1>{t('screen-user-group')}</h1>
        <ReadFailure
          error={read.error}
          missing={t('user-group-not-exist')}
          failed={t('groups-load-error')}
          onRetry={read.retry}
          action={back}
        />
      </Section>
    );
  }
  const { group, members } = read;
  if (!group || !members) {
    return (
      <Section aria-busy>
        <h1>{t('screen-user-group')}</h1>
        <Skeleton lines={5} />
      </Section>
    );
  }

  return (
    <Section>
      <Header>
        <h1>{group.name}</h1>
        <Button
          variant="danger"
          onClick={async () => {
            if (await writes.remove(group)) void navigate('/users/group/list');
          }}
        >
          {t('groups-delete', { name: group.name })}
        </Button>
      </Header>
      {back}
      <UserGroupForm
        key={`${group.id}:${group.version}`}
        initial={{
          name: group.name,
          description: group.description ?? null,
          members: members.map((m) => ({ id: m.id, name: m.nickname })),
        }}
        userSearch={writes.userSearch}
        onDirtyChange={setDirty}
        onSubmit={(values) => writes.update(group, values)}
      />
    </Section>
  );
}

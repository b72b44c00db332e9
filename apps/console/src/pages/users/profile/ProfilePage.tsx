import { errorMessage, isNotFound } from '@newsdesk/api-client';
import {
  theme,
  Button,
  EmptyState,
  FollowerList,
  MembershipPanel,
  PasswordForm,
  PreferencesForm,
  Skeleton,
  Tabs,
  UserGeneralForm,
  UserVerify,
  useToast,
  useTranslation,
} from '@newsdesk/ui';
import { useLocation, useNavigate, useParams } from 'react-router';
import styled from 'styled-components';
import { useSession } from '../../../data/session';
import { useUserLeaveGuard } from '../useUserLeaveGuard';
import { isProfileOf, profileRoute, profileTabPath, type ProfileTab } from './profileRoute';
import { useProfileScreen } from './useProfileScreen';

const Page = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${theme.space[4]};

  h1 {
    margin: 0;
    font-size: ${theme.font.size['2xl']};
  }
  h2 {
    font-size: ${theme.font.size.lg};
  }
`;

const Subtitle = styled.p`
  margin: 0;
  color: ${theme.color.text.secondary};
`;

const Stack = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${theme.space[6]};
  padding-top: ${theme.space[4]};
`;

const HEADINGS = {
  general: 'screen-profile',
  membership: 'screen-profile-membership',
  settings: 'screen-profile-settings',
} as const;

/**
 * Every profile route (operations §2): tabs General (edit every field of §3, verify the real name,
 * followers with cursor paging and the total), Member Ship (memberships, privileges, credit) and
 * Settings (Change Password and Preference of the signed-in account). A tab is a route, so links
 * and Back work; leaving with unsaved changes asks first.
 */
export function Component() {
  const { t } = useTranslation();
  const toast = useToast();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const params = useParams();
  const session = useSession();
  const selfId = session.user?.id ?? null;
  const route = profileRoute(pathname, params, selfId);
  const screen = useProfileScreen(route.id);
  useUserLeaveGuard(screen.dirty, (next) => route.id !== null && isProfileOf(route.id, next));
  const user = screen.user.data;

  const heading = <h1>{t(HEADINGS[route.tab])}</h1>;
  if (!route.valid || (screen.user.isError && isNotFound(screen.user.error))) {
    return (
      <Page>
        {heading}
        <EmptyState title={t('user-not-found')} titleTag="p" />
      </Page>
    );
  }
  if (screen.user.isError) {
    return (
      <Page>
        {heading}
        <EmptyState
          title={t('profile-load-error')}
          subtitle={errorMessage(screen.user.error)}
          titleTag="p"
          action={
            <Button variant="secondary" onClick={() => void screen.user.refetch()}>
              {t('action-retry')}
            </Button>
          }
        />
      </Page>
    );
  }
  if (!user) {
    return (
      <Page aria-busy>
        {heading}
        <Skeleton lines={6} />
      </Page>
    );
  }

  const goTo = (tab: string) => void navigate(profileTabPath(user.id, tab as ProfileTab));

  return (
    <Page>
      {heading}
      <Subtitle>
        {user.nickname} · ID {user.id}
        {user.status === 'frozen' ? ` · ${t('users-status-frozen')}` : ''}
      </Subtitle>
      <Tabs.Root value={route.tab} onValueChange={goTo}>
        <Tabs.List aria-label={t('profile-title', { name: user.nickname })}>
          <Tabs.Tab value="general">{t('profile-tab-general')}</Tabs.Tab>
          <Tabs.Tab value="membership">{t('profile-tab-membership')}</Tabs.Tab>
          <Tabs.Tab value="settings">{t('profile-tab-settings')}</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="general">
          <Stack>
            <UserGeneralForm
              user={user}
              onSubmit={screen.saveGeneral}
              onInvalid={screen.onInvalid}
              onDirtyChange={screen.markDirty('general')}
              canSetInstitution={screen.isAdmin}
            />
            {screen.isAdmin ? (
              <UserVerify verifiedName={user.verified_name} onVerify={screen.verifyName} />
            ) : null}
            <FollowerList {...screen.followers} />
          </Stack>
        </Tabs.Panel>
        <Tabs.Panel value="membership">
          <MembershipPanel
            user={user}
            onSaveMemberships={screen.saveMemberships}
            onGrantPrivilege={screen.grantPrivilege}
            onUnsubscribe={screen.endSubscription}
            onDirtyChange={screen.markDirty('membership')}
            now={screen.membershipNow}
          />
        </Tabs.Panel>
        <Tabs.Panel value="settings">
          <Stack>
            {screen.isSelf ? null : <p>{t('settings-other-user')}</p>}
            <PasswordForm
              onSubmit={screen.changePassword}
              onDirtyChange={screen.markDirty('password')}
            />
            <PreferencesForm onSaved={() => toast.success(t('preference-saved'))} />
          </Stack>
        </Tabs.Panel>
      </Tabs.Root>
    </Page>
  );
}

import { theme, LanguagePanel, LoginForm, ThemeToggle, useTranslation } from '@newsdesk/ui';
import { useEffect } from 'react';
import { Navigate, useLocation, useNavigate, useSearchParams } from 'react-router';
import styled from 'styled-components';
import { prefetchWhenIdle } from '../../app/prefetch';
import { useSession } from '../../data/session';
import { safeRedirect } from '../../shell/RequireAuth';

const Page = styled.main`
  min-height: 100vh;
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: ${theme.space[6]};
  padding: ${theme.space[6]};
  background: ${theme.color.bg.canvas};
`;

const Tools = styled.div`
  display: flex;
  gap: ${theme.space[4]};
  align-items: center;
  flex-wrap: wrap;
  justify-content: center;
`;

/** /auth/login (content §1): sign in, then back to the page the visitor wanted. */
export function Component() {
  const { t } = useTranslation();
  const session = useSession();
  const navigate = useNavigate();
  const location = useLocation();
  const [params] = useSearchParams();
  const redirect = safeRedirect(params.get('redirect'));
  const reason = (location.state as { reason?: string } | null)?.reason;
  // While the visitor types, the page they are going to (and the signed-in frame) loads.
  useEffect(() => prefetchWhenIdle(redirect, 0), [redirect]);

  if (session.status === 'signed-in') return <Navigate to={redirect} replace />;

  const notice =
    reason === 'signed-out'
      ? t('auth-signed-out')
      : params.has('redirect')
        ? t('auth-required')
        : undefined;

  return (
    <Page>
      <LoginForm
        notice={notice}
        onSubmit={async ({ email, password, remember }) => {
          await session.signIn(email, password, remember);
          await navigate(redirect, { replace: true });
        }}
      />
      <Tools>
        <LanguagePanel locales={['zh-CN', 'en']} />
        <ThemeToggle />
      </Tools>
    </Page>
  );
}

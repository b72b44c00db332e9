import { theme, LanguagePanel, ThemeToggle, useTranslation } from '@newsdesk/ui';
import { Link, Navigate } from 'react-router';
import styled from 'styled-components';
import { useSession } from '../../data/session';

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

const Card = styled.section`
  width: min(400px, 100%);
  padding: ${theme.space[8]} ${theme.space[6]};
  border: 1px solid ${theme.color.border.weak};
  border-radius: ${theme.radii.lg};
  background: ${theme.color.bg.surface};
  box-shadow: ${theme.shadow.md};
  display: flex;
  flex-direction: column;
  gap: ${theme.space[4]};

  h1 {
    margin: 0;
    font-size: ${theme.font.size.xl};
  }
  p {
    margin: 0;
    color: ${theme.color.text.secondary};
  }
  a {
    color: ${theme.color.text.link};
  }
`;

const Tools = styled.div`
  display: flex;
  gap: ${theme.space[4]};
  align-items: center;
  flex-wrap: wrap;
  justify-content: center;
`;

/**
 * /auth/signup (content §2: the route exists). The contracts have no sign-up operation: staff
 * accounts are made by administrators, so the page says how to get one instead of a form that
 * could not create anything.
 */
export function Component() {
  const { t } = useTranslation();
  const session = useSession();
  if (session.status === 'signed-in') return <Navigate to="/" replace />;
  return (
    <Page>
      <Card aria-labelledby="signup-title">
        <h1 id="signup-title">{t('auth-signup-title')}</h1>
        <p>{t('auth-signup-help')}</p>
        <Link to="/auth/login">{t('auth-back-to-sign-in')}</Link>
      </Card>
      <Tools>
        <LanguagePanel locales={['zh-CN', 'en']} />
        <ThemeToggle />
      </Tools>
    </Page>
  );
}

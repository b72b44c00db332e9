import { Compass } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from '../../foundations/i18n/useTranslation';
import styled from 'styled-components';

import { theme } from '../../foundations/tokens';
export interface NotFoundProps {
  /** Where "back home" goes; rendered through `renderLink` when the app has a router. */
  homeHref?: string;
  /** Renders the "back home" link with the app's router link; without it a plain anchor is used. */
  renderLink?: (props: { href: string; children: ReactNode; className?: string }) => ReactNode;
  /** The path that was not found, shown to help a staff member report a broken link. */
  path?: string;
}

const Root = styled.section`
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: ${theme.space[3]};
  min-height: 60vh;
  padding: ${theme.space[8]};
  text-align: center;
  & > svg {
    width: 48px;
    height: 48px;
    color: ${theme.color.text.secondary};
  }
`;

const Code = styled.p`
  font-size: ${theme.font.size['3xl']};
  font-weight: ${theme.font.weight.bold};
  color: ${theme.color.text.secondary};
`;

const Title = styled.h1`
  font-size: ${theme.font.size.xl};
`;

const Body = styled.p`
  max-width: 32em;
  color: ${theme.color.text.secondary};
`;

const Path = styled.code`
  padding: ${theme.space[0.5]} ${theme.space[1.5]};
  border-radius: ${theme.radii.sm};
  background: ${theme.color.bg.subtle};
  font-family: ${theme.font.family.mono};
  font-size: ${theme.font.size.sm};
`;

const Home = styled.a`
  margin-top: ${theme.space[2]};
  font-weight: ${theme.font.weight.medium};
`;

/** The catch-all page. */
export function NotFound({ homeHref = '/', renderLink, path }: NotFoundProps) {
  const { t } = useTranslation();
  const label = t('not-found-home');
  return (
    <Root aria-labelledby="not-found-title">
      <Compass aria-hidden />
      <Code aria-hidden>{t('not-found-code')}</Code>
      <Title id="not-found-title">{t('not-found-title')}</Title>
      <Body>{t('not-found-body')}</Body>
      {path && <Path>{path}</Path>}
      {renderLink ? (
        renderLink({ href: homeHref, children: label })
      ) : (
        <Home href={homeHref}>{label}</Home>
      )}
    </Root>
  );
}

import { Hourglass } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from '../../foundations/i18n/useTranslation';
import styled from 'styled-components';
import { Badge } from '../../feedback/Badge';
import { DefaultLink, type LinkComponent } from '../Sidebar/types';

import { theme } from '../../foundations/tokens';
export interface ComingSoonLink {
  href: string;
  label: string;
}

export interface ComingSoonProps {
  /** The screen's name (the page heading). */
  title: string;
  /** What the screen is for, in a sentence or two. */
  purpose: string;
  /** Its main fields and actions. */
  features: readonly string[];
  /** The route, shown so staff can quote it. */
  path?: string;
  /** The built screens of the same section. */
  sectionLinks: readonly ComingSoonLink[];
  /** Built screens elsewhere, offered when the section has none. */
  otherLinks?: readonly ComingSoonLink[];
  /** The app's router link (defaults to a plain anchor). */
  linkComponent?: LinkComponent;
}

const Root = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${theme.space[5]};
  max-width: 46rem;
  padding: ${theme.space[2]} 0 ${theme.space[8]};
`;

const Head = styled.header`
  display: flex;
  flex-direction: column;
  gap: ${theme.space[2]};
`;

const TitleRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${theme.space[3]};
  & > svg {
    width: 28px;
    height: 28px;
    color: ${theme.color.text.secondary};
  }
`;

const Title = styled.h1`
  margin: 0;
  font-size: ${theme.font.size['2xl']};
  font-weight: ${theme.font.weight.semibold};
  line-height: ${theme.font.lineHeight.tight};
`;

const Muted = styled.p`
  margin: 0;
  color: ${theme.color.text.secondary};
`;

const Path = styled.code`
  align-self: flex-start;
  padding: ${theme.space[0.5]} ${theme.space[1.5]};
  border-radius: ${theme.radii.sm};
  background: ${theme.color.bg.subtle};
  font-family: ${theme.font.family.mono};
  font-size: ${theme.font.size.sm};
`;

const Card = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${theme.space[2]};
  padding: ${theme.space[4]} ${theme.space[5]};
  border: 1px solid ${theme.color.border.weak};
  border-radius: ${theme.radii.lg};
  background: ${theme.color.bg.surface};
  & > h2 {
    margin: 0;
    font-size: ${theme.font.size.md};
    font-weight: ${theme.font.weight.semibold};
  }
  & > p {
    margin: 0;
  }
`;

const Features = styled.ul`
  margin: 0;
  padding-left: ${theme.space[5]};
  & > li + li {
    margin-top: ${theme.space[1]};
  }
`;

const Links = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space[2]} ${theme.space[4]};
  margin: 0;
  padding: 0;
  list-style: none;
  & a {
    color: ${theme.color.text.link};
    font-weight: ${theme.font.weight.medium};
  }
`;

/**
 * The page of a planned screen: its name, what it is for and what it will offer (from the spec), and
 * the screens of the same section that are ready, so the visitor is never left at an empty box.
 */
export function ComingSoon({
  title,
  purpose,
  features,
  path,
  sectionLinks,
  otherLinks = [],
  linkComponent: LinkC = DefaultLink,
}: ComingSoonProps) {
  const { t } = useTranslation();
  const id = useId();
  const links = sectionLinks.length > 0 ? sectionLinks : otherLinks;
  const linksTitle = t(sectionLinks.length > 0 ? 'coming-built' : 'coming-elsewhere');
  return (
    <Root aria-labelledby={`${id}-title`}>
      <Head>
        <TitleRow>
          <Hourglass aria-hidden />
          <Title id={`${id}-title`}>{title}</Title>
          <Badge tone="info">{t('coming-badge')}</Badge>
        </TitleRow>
        <Muted>{t('coming-intro')}</Muted>
        {path && <Path>{path}</Path>}
      </Head>
      <Card aria-labelledby={`${id}-purpose`}>
        <h2 id={`${id}-purpose`}>{t('coming-purpose')}</h2>
        <p>{purpose}</p>
      </Card>
      {features.length > 0 && (
        <Card aria-labelledby={`${id}-features`}>
          <h2 id={`${id}-features`}>{t('coming-features')}</h2>
          <Features>
            {features.map((f) => (
              <li key={f}>{f}</li>
            ))}
          </Features>
        </Card>
      )}
      <Card as="nav" aria-labelledby={`${id}-links`}>
        <h2 id={`${id}-links`}>{linksTitle}</h2>
        {sectionLinks.length === 0 && <Muted>{t('coming-none-built')}</Muted>}
        {links.length > 0 && (
          <Links>
            {links.map((l) => (
              <li key={l.href}>
                <LinkC href={l.href}>{l.label}</LinkC>
              </li>
            ))}
          </Links>
        )}
      </Card>
    </Root>
  );
}

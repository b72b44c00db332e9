import {
  FileText,
  Inbox,
  Link2Off,
  ReceiptText,
  SearchX,
  Users,
  type LucideIcon,
} from 'lucide-react';
import type { ComponentPropsWithRef, ReactNode } from 'react';
import { useTranslation } from '../../foundations/i18n/useTranslation';
import styled from 'styled-components';
import type { MessageKey } from '../../foundations/i18n';

import { theme } from '../../foundations/tokens';
export type EmptyStateVariant =
  'default' | 'search' | 'content' | 'users' | 'orders' | 'associated';

export interface EmptyStateProps extends Omit<ComponentPropsWithRef<'div'>, 'title'> {
  /** A preset of icon, title and subtitle (spec §8 empty states); the props below override it. */
  variant?: EmptyStateVariant;
  /** Replaces the preset's icon (decorative). */
  icon?: ReactNode;
  /** Translated by the caller. */
  title?: ReactNode;
  /** A line under the title, translated by the caller; replaces the preset's subtitle. */
  subtitle?: ReactNode;
  /** A button or link: "Create article", "Clear filters". */
  action?: ReactNode;
  /** `sm` for panels and table bodies, `md` for pages. */
  size?: 'sm' | 'md';
  /** The title's element; a heading level that fits the page, or `p`. */
  titleTag?: 'h2' | 'h3' | 'h4' | 'p';
}

interface Preset {
  icon: LucideIcon;
  title: MessageKey;
  subtitle?: MessageKey;
}

const presets: Record<EmptyStateVariant, Preset> = {
  default: { icon: Inbox, title: 'empty-default-title' },
  search: {
    icon: SearchX,
    title: 'error-search-content-empty-title',
    subtitle: 'error-search-content-empty-subtitle',
  },
  content: { icon: FileText, title: 'empty-content-title', subtitle: 'empty-content-subtitle' },
  users: { icon: Users, title: 'empty-users-title', subtitle: 'empty-users-subtitle' },
  orders: { icon: ReceiptText, title: 'empty-orders-title', subtitle: 'empty-orders-subtitle' },
  associated: {
    icon: Link2Off,
    title: 'empty-associated-title',
    subtitle: 'empty-associated-subtitle',
  },
};

const Root = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: ${theme.space[2]};
  padding: ${theme.space[12]} ${theme.space[6]};
  text-align: center;
  color: ${theme.color.text.secondary};

  &[data-size='sm'] {
    padding: ${theme.space[6]} ${theme.space[4]};
  }
`;

const IconWrap = styled.span`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: ${theme.space[16]};
  height: ${theme.space[16]};
  margin-bottom: ${theme.space[2]};
  border-radius: ${theme.radii.full};
  background: ${theme.color.bg.subtle};
  color: ${theme.color.text.secondary};

  & > svg {
    width: ${theme.space[8]};
    height: ${theme.space[8]};
  }
  [data-size='sm'] > & {
    width: ${theme.space[12]};
    height: ${theme.space[12]};
    margin-bottom: 0;
  }
  [data-size='sm'] > & > svg {
    width: ${theme.space[6]};
    height: ${theme.space[6]};
  }
`;

const Title = styled.h2`
  margin: 0;
  color: ${theme.color.text.primary};
  font-size: ${theme.font.size.lg};
  font-weight: ${theme.font.weight.semibold};
  line-height: ${theme.font.lineHeight.tight};

  [data-size='sm'] > & {
    font-size: ${theme.font.size.md};
  }
`;

const Subtitle = styled.p`
  max-width: ${theme.size.rightPanelWidth};
  margin: 0;
  font-size: ${theme.font.size.sm};
`;

const Action = styled.div`
  margin-top: ${theme.space[3]};
`;

/** What a list, a search or a panel shows when it has nothing: an icon, a title, why, what to do. */
export function EmptyState({
  variant = 'default',
  icon,
  title,
  subtitle,
  action,
  size = 'md',
  titleTag = 'h2',
  ...rest
}: EmptyStateProps) {
  const { t } = useTranslation();
  const preset = presets[variant];
  const PresetIcon = preset.icon;
  const shownSubtitle = subtitle ?? (preset.subtitle ? t(preset.subtitle) : undefined);
  return (
    <Root data-size={size} data-variant={variant} {...rest}>
      <IconWrap aria-hidden>{icon ?? <PresetIcon />}</IconWrap>
      <Title as={titleTag}>{title ?? t(preset.title)}</Title>
      {shownSubtitle && <Subtitle>{shownSubtitle}</Subtitle>}
      {action && <Action>{action}</Action>}
    </Root>
  );
}

import type { ComponentPropsWithRef, ReactNode } from 'react';
import styled from 'styled-components';
import { Avatar } from '../../feedback/Avatar';
import { DefaultLink, type LinkComponent } from '../../layout/Sidebar/types';

import { theme } from '../../foundations/tokens';
export interface DashboardListItem {
  /** Unique within the list. */
  id: string;
  title: string;
  /** Where the title leads (the editor, the profile); plain text without it. */
  href?: string;
  /** A line under the title: author, time, views… */
  meta?: ReactNode;
  /** A picture before the title (people): its URL, or null for the initials. */
  avatar?: string | null;
  /** A figure at the end of the row (views, rank). */
  trailing?: ReactNode;
}

export interface DashboardListProps extends ComponentPropsWithRef<'ol'> {
  /**
   * The rows, in order: a title, and optionally a link, meta line, avatar and trailing figure each.
   */
  items: readonly DashboardListItem[];
  /** Numbered rows (rankings: popular today, daily top). */
  ranked?: boolean;
  /** The console's router link. */
  linkComponent?: LinkComponent;
}

const List = styled.ol`
  display: flex;
  flex-direction: column;
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Row = styled.li`
  display: grid;
  grid-template-columns: auto minmax(0, 1fr) auto;
  align-items: center;
  gap: ${theme.space[2]};
  padding: ${theme.space[2]} 0;

  & + & {
    border-top: 1px solid ${theme.color.border.weak};
  }
`;

const Rank = styled.span`
  min-width: ${theme.space[5]};
  color: ${theme.color.text.secondary};
  font-variant-numeric: tabular-nums;
  text-align: end;
`;

const Text = styled.div`
  display: flex;
  flex-direction: column;
  min-width: 0;

  a,
  span[data-part='title'] {
    overflow: hidden;
    color: ${theme.color.text.primary};
    text-overflow: ellipsis;
    white-space: nowrap;
  }
  a {
    color: ${theme.color.text.link};
    text-decoration: none;
  }
  a:hover {
    text-decoration: underline;
  }
`;

const Meta = styled.span`
  overflow: hidden;
  color: ${theme.color.text.secondary};
  font-size: ${theme.font.size.sm};
  text-overflow: ellipsis;
  white-space: nowrap;
`;

const Trailing = styled.span`
  color: ${theme.color.text.secondary};
  font-size: ${theme.font.size.sm};
  font-variant-numeric: tabular-nums;
  white-space: nowrap;
`;

/**
 * The rows of a dashboard panel: my articles, the newest published, popular today, the daily top,
 * the latest comments and updates, the flash news and the newest followers. Titles link where the
 * console says; ranked lists are numbered.
 */
export function DashboardList({
  items,
  ranked = false,
  linkComponent: Link = DefaultLink,
  ...rest
}: DashboardListProps) {
  return (
    <List {...rest}>
      {items.map((item, i) => (
        <Row key={item.id}>
          {ranked ? (
            <Rank>{i + 1}</Rank>
          ) : item.avatar !== undefined ? (
            <Avatar name={item.title} src={item.avatar} size="sm" decorative />
          ) : (
            <span />
          )}
          <Text>
            {item.href ? (
              <Link href={item.href}>{item.title}</Link>
            ) : (
              <span data-part="title">{item.title}</span>
            )}
            {item.meta ? <Meta>{item.meta}</Meta> : null}
          </Text>
          {item.trailing !== undefined ? <Trailing>{item.trailing}</Trailing> : <span />}
        </Row>
      ))}
    </List>
  );
}

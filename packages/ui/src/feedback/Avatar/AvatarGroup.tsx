import { Children, type ComponentPropsWithRef } from 'react';
import { useTranslation } from '../../foundations/i18n/useTranslation';
import { AvatarGroupContext, type AvatarSize } from './Avatar';
import { AvatarRoot, GroupRoot } from './Avatar.styles';

export interface AvatarGroupProps extends ComponentPropsWithRef<'div'> {
  /** Avatars shown; the rest are summed up as "+N". */
  max?: number;
  /** The size of every avatar in the group: 20, 24, 32 (default `md`), 40 or 64 px. */
  size?: AvatarSize;
  /** The group's accessible name ("Speakers"), translated by the caller. */
  label?: string;
}

/** Overlapping avatars with a "+N" for those that do not fit. Children are `Avatar`s. */
export function AvatarGroup({ max = 5, size = 'md', label, children, ...rest }: AvatarGroupProps) {
  const { t } = useTranslation();
  const items = Children.toArray(children);
  const shown = items.slice(0, Math.max(0, max));
  const hidden = items.length - shown.length;
  return (
    <AvatarGroupContext.Provider value={{ size }}>
      <GroupRoot role="group" aria-label={label} {...rest}>
        {shown}
        {hidden > 0 && (
          <AvatarRoot
            data-size={size}
            data-shape="circle"
            data-tone="neutral"
            data-grouped=""
            role="img"
            aria-label={t('avatar-group-more', { count: hidden })}
            title={t('avatar-group-more', { count: hidden })}
          >
            <span aria-hidden>+{hidden}</span>
          </AvatarRoot>
        )}
      </GroupRoot>
    </AvatarGroupContext.Provider>
  );
}

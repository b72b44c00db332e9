import { createContext, useContext, useState, type ComponentPropsWithRef } from 'react';
import { AvatarImage, AvatarRoot } from './Avatar.styles';
import { initialsOf, isCjk, toneOf } from './initials';

export type AvatarSize = 'xs' | 'sm' | 'md' | 'lg' | 'xl';

/** Set by `AvatarGroup` so its avatars share a size and overlap. */
export const AvatarGroupContext = createContext<{ size: AvatarSize } | null>(null);

export interface AvatarProps extends Omit<ComponentPropsWithRef<'span'>, 'children'> {
  /** The person's name: the image's text alternative and the source of the initials. */
  name: string;
  /** The picture; without one, or when it fails to load, the initials show. */
  src?: string | null;
  /** 20, 24, 32 (default), 40 or 64 px; an `AvatarGroup` sets it for its avatars. */
  size?: AvatarSize;
  /** `circle` (default) for people, `square` with rounded corners. */
  shape?: 'circle' | 'square';
  /** The name is already written next to the avatar: hide the avatar from assistive technology. */
  decorative?: boolean;
}

/** A person's picture, falling back to their initials when there is none or it fails to load. */
export function Avatar({
  name,
  src,
  size,
  shape = 'circle',
  decorative = false,
  ...rest
}: AvatarProps) {
  const group = useContext(AvatarGroupContext);
  const [failed, setFailed] = useState<string | null>(null);
  const showImage = !!src && failed !== src;
  const shownSize = size ?? group?.size ?? 'md';
  const cjk = isCjk(name);
  // One character where two would not fit: the smallest size, two Chinese characters at `sm`, and in
  // a group, where the next avatar overlaps the edge.
  const single = !!group || shownSize === 'xs' || (shownSize === 'sm' && cjk);
  const initials = initialsOf(name, single ? 1 : 2);
  const hidden = decorative || name.trim() === '';
  const labelled = !showImage && !hidden;

  return (
    <AvatarRoot
      data-size={shownSize}
      data-cjk={cjk && initials.length > 1 ? '' : undefined}
      data-shape={shape}
      data-tone={toneOf(name)}
      data-grouped={group ? '' : undefined}
      data-state={showImage ? 'image' : 'initials'}
      role={labelled ? 'img' : undefined}
      aria-label={labelled ? name : undefined}
      aria-hidden={hidden || undefined}
      title={hidden ? undefined : name}
      {...rest}
    >
      <span aria-hidden>{initials}</span>
      {showImage && (
        <AvatarImage
          src={src}
          alt={hidden ? '' : name}
          loading="lazy"
          decoding="async"
          onError={() => setFailed(src)}
        />
      )}
    </AvatarRoot>
  );
}

export { Avatar, type AvatarProps, type AvatarSize } from './Avatar';
export { AvatarGroup, type AvatarGroupProps } from './AvatarGroup';
export { initialsOf } from './initials';

export { Badge, formatCount, type BadgeProps, type BadgeTone } from './Badge';

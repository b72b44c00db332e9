export { ComingSoon, type ComingSoonLink, type ComingSoonProps } from './ComingSoon';

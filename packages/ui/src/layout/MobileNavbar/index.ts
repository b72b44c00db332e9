export { MobileNavbar, type MobileNavbarProps } from './MobileNavbar';

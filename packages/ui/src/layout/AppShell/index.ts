export { AppShell, type AppShellProps, type AppShellSidebarContext } from './AppShell';

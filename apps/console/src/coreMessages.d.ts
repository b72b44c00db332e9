/** One locale's core messages, built by the console's Vite config (`localeMessages`). */
declare module 'virtual:newsdesk-core-messages/*' {
  import type { Messages } from '@newsdesk/ui';

  const messages: Partial<Messages>;
  export default messages;
}

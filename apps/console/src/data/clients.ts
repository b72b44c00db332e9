import { createApi, createLocalTokenStore, type Api } from '@newsdesk/api-client';
import { config } from '../app/config';

/** The one token store of the console (localStorage when remembered, sessionStorage otherwise). */
export const tokenStore = createLocalTokenStore();

/**
 * Startup: a token handed over in the `code` query parameter (from another system's sign-in) is
 * taken, then removed from the address bar so it never stays in the URL or the history.
 */
export function takeTokenFromUrl(
  location: Location = window.location,
  history: History = window.history,
) {
  const url = new URL(location.href);
  const code = url.searchParams.get('code');
  if (!code) return false;
  tokenStore.setRemember(true);
  tokenStore.set(code);
  url.searchParams.delete('code');
  history.replaceState(history.state, '', `${url.pathname}${url.search}${url.hash}`);
  return true;
}

/** Every client of the console; a refused token anywhere clears the session (session.tsx reacts). */
export const api: Api = createApi(config, tokenStore);

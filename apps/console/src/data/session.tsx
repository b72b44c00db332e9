import { unwrap, type ApiError, type Main } from '@newsdesk/api-client';
import { useQueryClient } from '@tanstack/react-query';
import {
  createContext,
  startTransition,
  use,
  useCallback,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import { resetSessionCache } from './cache';
import { api, tokenStore } from './clients';

export type User = Main.components['schemas']['User'];

export interface Session {
  status: 'loading' | 'signed-in' | 'signed-out';
  user: User | null;
  roles: string[];
  /** The interface label is the first role's (content §6). */
  role: string | null;
  /** Why the session ended: `user` after Log out (the login page says so), else null. */
  signedOutBy: 'user' | null;
  signIn(email: string, password: string, remember: boolean): Promise<void>;
  /**
   * Log out (content §6): clears the token and the session's cache; the protected page then goes
   * to login, remembering the current path as `redirect`.
   */
  signOut(): void;
}

const SessionContext = createContext<Session | null>(null);

type State = { status: Session['status']; user: User | null; signedOutBy?: 'user' | null };

/**
 * The session of content §6: at startup with a token the self profile is fetched (success stores the
 * user and roles, failure clears the token); a cleared token, here or in any call (50008/50014) or in
 * another tab, signs the user out. The session's cache (cache.ts) is emptied whenever the session
 * ends or another token arrives (possibly another user): no datum outlives the session it was read in.
 */
export function SessionProvider({ children }: { children?: ReactNode }) {
  const queryClient = useQueryClient();
  const [state, setState] = useState<State>(() => ({
    status: tokenStore.get() ? 'loading' : 'signed-out',
    user: null,
  }));

  // A token set by signIn already comes with its user: the store's listener must not refetch it.
  const signedInWith = useRef<string | null>(null);

  useEffect(() => {
    const loadSelf = () =>
      unwrap(api.main.GET('/v1/admin/user/self')).then(
        (user) => setState({ status: 'signed-in', user }),
        () => {
          tokenStore.set(null);
          setState({ status: 'signed-out', user: null });
        },
      );
    if (tokenStore.get()) void loadSelf();
    return tokenStore.subscribe((token) => {
      if (token === signedInWith.current && token !== null) return;
      // Signed out, or a token from elsewhere (another tab, `?code=`): the cache was someone else's.
      signedInWith.current = null;
      resetSessionCache(queryClient);
      if (token === null) {
        setState({ status: 'signed-out', user: null });
      } else {
        setState({ status: 'loading', user: null });
        void loadSelf();
      }
    });
  }, [queryClient]);

  const signIn = useCallback(
    async (email: string, password: string, remember: boolean) => {
      const result = await unwrap(
        api.main.POST('/v1/admin/user/login', { body: { username: email, password } }),
      );
      tokenStore.setRemember(remember);
      resetSessionCache(queryClient);
      // The login answer carries the user: no second round trip.
      signedInWith.current = result.token;
      // In a transition, so the caller's navigation (also one, in react-router) renders with it:
      // one render of the next screen, instead of the login page first rendering signed in.
      startTransition(() => setState({ status: 'signed-in', user: result.user }));
      tokenStore.set(result.token);
    },
    [queryClient],
  );

  const signOut = useCallback(() => {
    tokenStore.set(null);
    // Also when the token was already gone (the store then announces nothing).
    resetSessionCache(queryClient);
    setState({ status: 'signed-out', user: null, signedOutBy: 'user' });
  }, [queryClient]);

  const value = useMemo<Session>(() => {
    const roles = state.user?.internal_info.roles ?? [];
    return {
      ...state,
      signedOutBy: state.signedOutBy ?? null,
      roles,
      role: roles[0] ?? null,
      signIn,
      signOut,
    };
  }, [state, signIn, signOut]);

  return <SessionContext value={value}>{children}</SessionContext>;
}

export function useSession(): Session {
  const session = use(SessionContext);
  if (!session) throw new Error('useSession needs a SessionProvider');
  return session;
}

export type { ApiError };

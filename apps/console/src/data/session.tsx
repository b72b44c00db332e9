import { unwrap, type ApiError, type Main } from '@newsdesk/api-client';
import {
  createContext,
  use,
  useCallback,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
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
  /** Log out: clears the token; protected pages then send the user to login (content §6). */
  signOut(): void;
}

const SessionContext = createContext<Session | null>(null);

type State = { status: Session['status']; user: User | null; signedOutBy?: 'user' | null };

/**
 * The session of content §6: at startup with a token the self profile is fetched (success stores the
 * user and roles, failure clears the token); a cleared token, here or in any call (50008/50014) or in
 * another tab, signs the user out.
 */
export function SessionProvider({ children }: { children?: ReactNode }) {
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
      if (token === null) setState({ status: 'signed-out', user: null });
      else if (token !== signedInWith.current) void loadSelf();
    });
  }, []);

  const signIn = useCallback(async (email: string, password: string, remember: boolean) => {
    const result = await unwrap(
      api.main.POST('/v1/admin/user/login', { body: { username: email, password } }),
    );
    tokenStore.setRemember(remember);
    // The login answer carries the user: no second round trip.
    signedInWith.current = result.token;
    setState({ status: 'signed-in', user: result.user });
    tokenStore.set(result.token);
  }, []);

  const signOut = useCallback(() => {
    tokenStore.set(null);
    setState({ status: 'signed-out', user: null, signedOutBy: 'user' });
  }, []);

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

import { QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from './cache';
import { tokenStore } from './clients';
import { SessionProvider, useSession } from './session';

const self = {
  id: 7,
  nickname: 'Li Wei',
  internal_info: { roles: ['Normal User'] },
};

/**
 * The API of the session: the self profile answers the user of the token (50008 for any other).
 * The clients look the global fetch up at each request.
 */
const server = vi.hoisted(() => {
  const state: { users: Record<string, unknown> } = { users: {} };
  globalThis.fetch = async (input: RequestInfo | URL) => {
    const request = input as Request;
    const user = state.users[request.headers.get('X-Token') ?? ''];
    const body = user
      ? { status: 0, code: 0, message: 'OK', data: user }
      : { status: 1, code: 50008, message: 'Invalid token', data: null };
    return new Response(JSON.stringify(body), {
      status: user ? 200 : 401,
      headers: { 'content-type': 'application/json' },
    });
  };
  return state;
});

const answerSelf = (users: Record<string, typeof self>) => {
  server.users = users;
};

function Probe() {
  const session = useSession();
  return (
    <div>
      <p>{`status: ${session.status}`}</p>
      <p>{`user: ${session.user?.nickname ?? 'none'}`}</p>
      <button onClick={session.signOut}>log out</button>
    </div>
  );
}

function renderSession() {
  const queryClient = createQueryClient();
  render(
    <QueryClientProvider client={queryClient}>
      <SessionProvider>
        <Probe />
      </SessionProvider>
    </QueryClientProvider>,
  );
  return queryClient;
}

describe('the session and its cache (content §6)', () => {
  beforeEach(() => {
    window.localStorage.clear();
    window.sessionStorage.clear();
  });
  afterEach(() => {
    cleanup();
    tokenStore.set(null);
  });

  it('log out clears the token and empties the session cache', async () => {
    answerSelf({ 'tok-a': self });
    tokenStore.setRemember(true);
    tokenStore.set('tok-a');
    const queryClient = renderSession();
    await screen.findByText('user: Li Wei');
    queryClient.setQueryData(['articles', 'list', { page: 1 }], { items: [1, 2, 3] });

    act(() => screen.getByRole('button', { name: 'log out' }).click());

    expect(screen.getByText('status: signed-out')).toBeTruthy();
    expect(tokenStore.get()).toBeNull();
    expect(window.localStorage.getItem('token')).toBeNull();
    expect(queryClient.getQueryCache().getAll()).toHaveLength(0);
  });

  it('another user signing in elsewhere empties the cache before the new user is shown', async () => {
    answerSelf({ 'tok-a': self, 'tok-b': { ...self, id: 8, nickname: 'Sarah Lin' } });
    tokenStore.setRemember(true);
    tokenStore.set('tok-a');
    const queryClient = renderSession();
    await screen.findByText('user: Li Wei');
    queryClient.setQueryData(['users', 'detail', 7], { nickname: 'Li Wei' });

    act(() => tokenStore.set('tok-b'));
    expect(queryClient.getQueryCache().getAll()).toHaveLength(0);
    await screen.findByText('user: Sarah Lin');
    await waitFor(() => expect(screen.getByText('status: signed-in')).toBeTruthy());
  });

  it('a refused token signs out and empties the cache', async () => {
    answerSelf({});
    tokenStore.setRemember(true);
    tokenStore.set('stale');
    const queryClient = renderSession();
    queryClient.setQueryData(['tags', 'detail', 1], { name: 'gold' });
    await screen.findByText('status: signed-out');
    expect(tokenStore.get()).toBeNull();
    expect(queryClient.getQueryCache().getAll()).toHaveLength(0);
  });
});

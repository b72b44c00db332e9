import { NewsdeskProvider } from '@newsdesk/ui';
import { QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import { RouterProvider } from 'react-router';
import { createQueryClient } from '../data/cache';
import { SessionProvider } from '../data/session';
import { createRouter } from './router';

/**
 * The providers: the session's one cache (data/cache.ts), the session inside it (it empties the
 * cache on sign-out and user switch), then the routes.
 */
export function App() {
  const [router] = useState(createRouter);
  const [queryClient] = useState(createQueryClient);
  return (
    <NewsdeskProvider>
      <QueryClientProvider client={queryClient}>
        <SessionProvider>
          <RouterProvider router={router} />
        </SessionProvider>
      </QueryClientProvider>
    </NewsdeskProvider>
  );
}

import { NewsdeskProvider } from '@newsdesk/ui';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import { RouterProvider } from 'react-router';
import { SessionProvider } from '../data/session';
import { createRouter } from './router';

/** Lists are read fresh (the API answers no-store); failed reads are retried once. */
const createQueryClient = () =>
  new QueryClient({
    defaultOptions: { queries: { retry: 1, staleTime: 0, refetchOnWindowFocus: true } },
  });

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

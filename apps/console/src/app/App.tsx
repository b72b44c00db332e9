import { NewsdeskProvider } from '@newsdesk/ui';
import { QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import { RouterProvider } from 'react-router';
import { createQueryClient } from '../data/cache';
import { SessionProvider } from '../data/session';
import { startRouteData } from './routeData';
import { setPrefetchRouter } from './prefetch';
import { createRouter } from './router';

/**
 * The providers: the session's one cache (data/cache.ts), the session inside it (it empties the
 * cache on sign-out and user switch), then the routes, whose screens start their first reads as a
 * navigation begins (routeData.ts).
 */
export function App() {
  const [queryClient] = useState(createQueryClient);
  const [router] = useState(() => {
    const created = createRouter();
    // For the app's lifetime: the router and the cache live as long as the page.
    startRouteData(created, queryClient);
    setPrefetchRouter(created);
    return created;
  });
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

import { QueryClientProvider } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { startRouteData } from '../app/routeData';
import { routes } from '../app/router';
import { createQueryClient } from '../data/cache';
import { tokenStore } from '../data/clients';
import { resetGraphqlCache } from '../data/graphql';
import { SessionProvider } from '../data/session';

/**
 * A whole console screen in Storybook: the real route table, data layer and shell, at `path`, with
 * the network answered by the story's msw handlers. Signed in unless `signedOut`. The theme and the
 * language come from the toolbar (Storybook's provider), as the console's preferences would.
 */
export function ScreenStory({ path, signedOut = false }: { path: string; signedOut?: boolean }) {
  const [queryClient] = useState(createQueryClient);
  const [router] = useState(() => {
    tokenStore.set(signedOut ? null : 'story-token');
    const created = createMemoryRouter(routes, { initialEntries: [path] });
    // As the app does: a screen's first reads start with the navigation to it.
    startRouteData(created, queryClient);
    return created;
  });
  // Apollo's cache lives as long as the page, and Storybook shows story after story in one page:
  // empty it first, so a story never shows the GraphQL answers of the story before.
  const [ready, setReady] = useState(false);
  useEffect(() => {
    void resetGraphqlCache().then(() => setReady(true));
  }, []);
  if (!ready) return null;
  return (
    <QueryClientProvider client={queryClient}>
      <SessionProvider>
        <RouterProvider router={router} />
      </SessionProvider>
    </QueryClientProvider>
  );
}

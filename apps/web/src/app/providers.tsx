import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from 'react-router';
import { useLiveEvents } from '../lib/live-events';
import { queryClient } from '../lib/query-client';
import type { createRouter } from './router';

/** The one live-events stream of this tab, open while someone is logged in. */
function LiveEvents() {
  useLiveEvents();
  return null;
}

export function AppProviders({ router }: { router: ReturnType<typeof createRouter> }) {
  return (
    <QueryClientProvider client={queryClient}>
      <LiveEvents />
      <RouterProvider router={router} />
    </QueryClientProvider>
  );
}

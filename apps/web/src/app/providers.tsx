import { QueryClientProvider } from '@tanstack/react-query';
// From react-router/dom: only that RouterProvider can honour navigate's flushSync, which logout
// relies on to leave a guarded page before the session ends (react-router's own warns and ignores it).
import { RouterProvider } from 'react-router/dom';
import { deferredComponent } from '../lib/deferred-component';
import { queryClient } from '../lib/query-client';
import type { createRouter } from './router';

/**
 * The one live-events stream of this tab, open while someone is logged in. Its code loads after
 * the first page, which never needs it (a stream opens only after the session is read anyway).
 */
const LiveEvents = deferredComponent(() =>
  import('../lib/live-events').then(
    ({ useLiveEvents }) =>
      function LiveEvents() {
        useLiveEvents();
        return null;
      },
  ),
);

export function AppProviders({ router }: { router: ReturnType<typeof createRouter> }) {
  return (
    <QueryClientProvider client={queryClient}>
      <LiveEvents />
      <RouterProvider router={router} />
    </QueryClientProvider>
  );
}

import { QueryClient } from '@tanstack/react-query';

/** SPEC.md section 9: data is stale at once, not retried, and not refetched on window focus. */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { staleTime: 0, retry: false, refetchOnWindowFocus: false },
    mutations: { retry: false },
  },
});

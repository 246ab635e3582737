import { MutationCache, QueryClient } from '@tanstack/react-query';
import i18n from 'i18next';
import { toast } from '../stores/toast-store';
import { ApiError } from './api-error';

/**
 * Issue 10: every change tried without a connection says so, in one place. The api client fails a
 * request at once while the browser is offline (or when fetch cannot reach the server) with the
 * 'network' error; this shows it as an error toast in the user's language, whatever the screen's
 * own error handling does. The screen's own onError (most show the same text) runs after it.
 */
export function toastNetworkFailure(error: unknown) {
  if (error instanceof ApiError && error.errorCode === 'network') toast.error(i18n.t('errors:network'));
}

/**
 * SPEC.md section 9: data is stale at once, not retried, and not refetched on window focus.
 * Mutations run in networkMode 'always': with TanStack's default ('online') a change tried offline
 * is paused with no word, and its switch or button stays pending until the connection returns.
 * Tried at once, it fails at once, and the control goes back to the state it had. Queries keep
 * 'online': a read waits for the connection and then loads by itself.
 */
export function createQueryClient() {
  return new QueryClient({
    mutationCache: new MutationCache({ onError: toastNetworkFailure }),
    defaultOptions: {
      queries: { staleTime: 0, retry: false, refetchOnWindowFocus: false },
      mutations: { retry: false, networkMode: 'always' },
    },
  });
}

export const queryClient = createQueryClient();

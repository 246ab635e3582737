import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { authEndpoints } from '@forkly/contracts';
import { paths } from '../../../config/paths';
import { callEndpoint } from '../../../lib/endpoint-client';
import { clearLocalSession, beginLogout } from '../../../lib/session';
import { useBasket } from '../../../stores/basket-store';
import { toast } from '../../../stores/toast-store';

export function logout() {
  return callEndpoint(authEndpoints.logout, {});
}

/**
 * SPEC.md section 4: logout clears the basket, stored entries and tokens, goes to / and confirms.
 * The local half runs even when the server call fails: the person asked to be logged out.
 */
export function useLogout() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { t } = useTranslation();
  return useMutation({
    // Leave the guarded page first (rendered at once, not as a transition). Should that navigation
    // be overtaken, a guarded page that notices the ended session (a query, the event stream)
    // still sends the visitor home, not to /auth with a way back (components/feedback/to-login).
    mutationFn: async () => {
      beginLogout();
      await navigate(paths.home, { flushSync: true });
      await logout().catch(() => undefined);
    },
    onSettled: () => {
      useBasket.getState().clear();
      clearLocalSession();
      queryClient.clear();
      toast.success(t('toast.loggedOut'));
    },
  });
}

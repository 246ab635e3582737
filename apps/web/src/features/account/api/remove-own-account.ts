import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { userAdminEndpoints, type RemoveUserRequest } from '@forkly/contracts';
import { paths } from '../../../config/paths';
import { callEndpoint } from '../../../lib/endpoint-client';
import { clearLocalSession } from '../../../lib/session';
import { useBasket } from '../../../stores/basket-store';

/**
 * DELETE /user/remove: staff send the customer's `id`, a customer its own `password`. The account
 * is erased; its orders stay, anonymised.
 */
export function removeUser(body: RemoveUserRequest) {
  return callEndpoint(userAdminEndpoints.removeUser, { body });
}

/**
 * The customer removes its own account with its password (DELETE /user/remove). The server has
 * ended every session by then; what follows is logout's local half (SPEC.md section 4): go to the
 * home page, then clear the basket, stored entries, tokens and every cached answer. The clearing
 * waits until the profile page is really gone (the hook's component unmounts): cleared while the
 * profile is still on screen, its guard would send the now-anonymous visitor to the login page.
 */
export function useRemoveOwnAccount() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const removed = useRef(false);
  useEffect(
    () => () => {
      if (!removed.current) return;
      useBasket.getState().clear();
      clearLocalSession();
      queryClient.clear();
    },
    [queryClient],
  );
  return useMutation({
    mutationFn: (password: string) => removeUser({ password }),
    onSuccess: async () => {
      removed.current = true;
      await navigate(paths.home, { replace: true });
    },
  });
}

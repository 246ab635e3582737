import { useMutation, useQueryClient } from '@tanstack/react-query';
import { twoFactorEndpoints } from '@forkly/contracts';
import { callEndpoint } from '../../../lib/endpoint-client';
import { activeUserKeys } from '../../../lib/active-user';
import { profileKeys } from '../../../lib/query-keys';

/** Starts setup: the secret and QR code come back, but 2FA stays off until a code confirms it. */
export function enableTwoFactor(username: string) {
  return callEndpoint(twoFactorEndpoints.enableTwoFactor, { query: { username } });
}

export function confirmTwoFactor(code: string) {
  return callEndpoint(twoFactorEndpoints.confirmTwoFactor, { body: { code } });
}

/** The password goes in the body, never in a logged URL (DESIGN.md section 4). */
export function disableTwoFactor(username: string, password: string) {
  return callEndpoint(twoFactorEndpoints.disableTwoFactor, { query: { username }, body: { password } });
}

export function useEnableTwoFactor() {
  return useMutation({ mutationFn: enableTwoFactor });
}

/** On and off change the active user's twoFactorEnabled: reload it by its own key. */
function useRefreshActiveUser() {
  const queryClient = useQueryClient();
  return () => Promise.all([queryClient.invalidateQueries({ queryKey: activeUserKeys.all() }), queryClient.invalidateQueries({ queryKey: profileKeys.all() })]);
}

export function useConfirmTwoFactor() {
  const refresh = useRefreshActiveUser();
  return useMutation({ mutationFn: confirmTwoFactor, onSuccess: refresh });
}

export function useDisableTwoFactor() {
  const refresh = useRefreshActiveUser();
  return useMutation({
    mutationFn: ({ username, password }: { username: string; password: string }) => disableTwoFactor(username, password),
    onSuccess: refresh,
  });
}

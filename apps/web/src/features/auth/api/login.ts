import { useMutation } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { authEndpoints, type LoginRequest } from '@forkly/contracts';
import { paths } from '../../../config/paths';
import { SHORT_TIMEOUT_MS } from '../../../lib/api-client';
import { callEndpoint } from '../../../lib/endpoint-client';
import { useCompleteLogin } from './complete-login';

export function login(body: LoginRequest) {
  return callEndpoint(authEndpoints.login, { body }, { timeoutMs: SHORT_TIMEOUT_MS });
}

/**
 * Login of SPEC.md section 4: an empty access token means the second factor is needed; the
 * return page travels along in the router state so it survives the 2FA step.
 */
export function useLogin() {
  const navigate = useNavigate();
  const complete = useCompleteLogin();
  return useMutation({
    mutationFn: async (body: LoginRequest) => {
      const tokens = await login(body);
      if (!tokens.access_token) {
        await navigate(paths.auth.twoFactor(body.loginId), { state: complete.routerState });
        return;
      }
      await complete.run(tokens);
    },
  });
}

import { queryOptions, useQuery } from '@tanstack/react-query';
import { usersEndpoints } from '@forkly/contracts';
import { callEndpoint } from '../../../lib/endpoint-client';
import { authKeys } from './auth-keys';

export function verifyEmail(verificationCode: string) {
  return callEndpoint(usersEndpoints.verifyEmail, { query: { verificationCode } });
}

/** A verification code is single-use: ask once and never refetch, or the second call would fail. */
export const verifyEmailQueryOptions = (code: string) =>
  queryOptions({
    queryKey: authKeys.verifyEmail(code),
    queryFn: () => verifyEmail(code),
    staleTime: Infinity,
    gcTime: Infinity,
  });

export function useVerifyEmail(code: string | undefined) {
  return useQuery({ ...verifyEmailQueryOptions(code ?? ''), enabled: !!code });
}

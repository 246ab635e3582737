import { useMutation } from '@tanstack/react-query';
import { accountsEndpoints, endpointPath, type AddressInput, type PartnerType } from '@forkly/contracts';
import { SHORT_TIMEOUT_MS, api } from '../../../lib/api-client';
import { callEndpoint } from '../../../lib/endpoint-client';

interface Credentials {
  contact: string;
  newPassword: string;
  repeatPass: string;
  username: string;
  address: AddressInput;
}
export type PersonCompletion = Credentials & { firstName: string; lastName: string };
export type RestaurantCompletion = Credentials & { name: string; bio: string };

export type Completion =
  { type: 'restaurant'; code: string; body: RestaurantCompletion } | { type: Exclude<PartnerType, 'restaurant'>; code: string; body: PersonCompletion };

const personCompletion = {
  user: accountsEndpoints.completeUserAccount,
  service: accountsEndpoints.completeServiceAccount,
  courier: accountsEndpoints.completeCourierAccount,
} as const;

/**
 * Completes an invited account (SPEC.md section 7): the restaurant call is multipart with the
 * address as a JSON string, service is a JSON POST and courier a JSON PUT.
 */
export function completeAccount(completion: Completion) {
  const query = { verificationCode: completion.code };
  const options = { timeoutMs: SHORT_TIMEOUT_MS };
  if (completion.type === 'restaurant') {
    const form = new FormData();
    for (const [key, value] of Object.entries(completion.body)) {
      form.append(key, key === 'address' ? JSON.stringify(value) : String(value));
    }
    // The contract documents the JSON body; the server takes this multipart spelling of it too.
    const endpoint = accountsEndpoints.completeRestaurantAccount;
    return api(endpointPath(endpoint), { ...options, query, method: endpoint.method, formData: form });
  }
  return callEndpoint(personCompletion[completion.type], { query, body: completion.body }, options);
}

export function useCompleteAccount() {
  return useMutation({ mutationFn: completeAccount });
}

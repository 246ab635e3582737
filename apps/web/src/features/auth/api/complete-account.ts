import { useMutation } from '@tanstack/react-query';
import type { AddressInput, PartnerType } from '@forkly/contracts';
import { SHORT_TIMEOUT_MS, api } from '../../../lib/api-client';

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
  | { type: 'restaurant'; code: string; body: RestaurantCompletion }
  | { type: Exclude<PartnerType, 'restaurant'>; code: string; body: PersonCompletion };

/**
 * Completes an invited account (SPEC.md section 7): the restaurant call is multipart with the
 * address as a JSON string, service is a JSON POST and courier a JSON PUT.
 */
export function completeAccount(completion: Completion) {
  const query = { verificationCode: completion.code };
  const common = { query, timeoutMs: SHORT_TIMEOUT_MS };
  if (completion.type === 'restaurant') {
    const form = new FormData();
    for (const [key, value] of Object.entries(completion.body)) {
      form.append(key, key === 'address' ? JSON.stringify(value) : String(value));
    }
    return api('/restaurant/complete-account', { ...common, method: 'POST', formData: form });
  }
  const method = completion.type === 'courier' ? 'PUT' : 'POST';
  return api(`/${completion.type}/complete-account`, { ...common, method, body: completion.body });
}

export function useCompleteAccount() {
  return useMutation({ mutationFn: completeAccount });
}

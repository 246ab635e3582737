import { useMutation } from '@tanstack/react-query';
import type { PartnerRequestInput, PartnerType } from '@forkly/contracts';
import { api } from '../../../lib/api-client';

/** POST /partner/{type}/registration (DESIGN.md section 6a): one call per partner type. */
export function registerPartner(type: PartnerType, body: PartnerRequestInput) {
  return api(`/partner/${type}/registration`, { method: 'POST', body });
}

export function useRegisterPartner() {
  return useMutation({ mutationFn: ({ type, body }: { type: PartnerType; body: PartnerRequestInput }) => registerPartner(type, body) });
}

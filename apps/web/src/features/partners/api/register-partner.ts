import { useMutation } from '@tanstack/react-query';
import { partnersEndpoints, type PartnerRequestInput, type PartnerType } from '@forkly/contracts';
import { callEndpoint } from '../../../lib/endpoint-client';

/** POST /partner/{type}/registration (DESIGN.md section 6a): one call per partner type. */
export function registerPartner(type: PartnerType, body: PartnerRequestInput) {
  return callEndpoint(partnersEndpoints.registerPartner, { params: { type }, body });
}

export function useRegisterPartner() {
  return useMutation({ mutationFn: ({ type, body }: { type: PartnerType; body: PartnerRequestInput }) => registerPartner(type, body) });
}

import { useQueryClient } from '@tanstack/react-query';
import type { PartnerRequestDetail } from '@forkly/contracts';
import { PARTNER_DETAIL_KEY } from './get-partner-request';
import { PARTNER_LIST_KEY } from './get-partner-requests';

/**
 * SPEC.md section 4: on success of any partner change the lists `partnerlist` and
 * `partnerrequestbyid` are refetched. The answer (the request as it is now) is shown at once.
 */
export function useAfterPartnerChange() {
  const queryClient = useQueryClient();
  return async (request: PartnerRequestDetail) => {
    queryClient.setQueryData([PARTNER_DETAIL_KEY, request.id], request);
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: [PARTNER_LIST_KEY] }),
      queryClient.invalidateQueries({ queryKey: [PARTNER_DETAIL_KEY] }),
    ]);
  };
}

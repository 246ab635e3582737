import { useQueryClient } from '@tanstack/react-query';
import type { PartnerRequestDetail } from '@forkly/contracts';
import { partnerAdminKeys } from './partner-admin-keys';

/**
 * SPEC.md section 4: on success of any partner change the lists `partnerlist` and
 * `partnerrequestbyid` are refetched. The answer (the request as it is now) is shown at once.
 */
export function useAfterPartnerChange() {
  const queryClient = useQueryClient();
  return async (request: PartnerRequestDetail) => {
    queryClient.setQueryData(partnerAdminKeys.detail(request.id), request);
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: partnerAdminKeys.lists() }),
      queryClient.invalidateQueries({ queryKey: partnerAdminKeys.details() }),
    ]);
  };
}

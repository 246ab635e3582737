import { useMutation, useQueryClient } from '@tanstack/react-query';
import { menuAdminEndpoints as admin, type MenuItem, type MenuOptionsRequest } from '@forkly/contracts';
import { callEndpoint } from '../../../lib/endpoint-client';
import { refreshAfterChange } from './catalogue-keys';

/** PUT /menu/{id}/options: the dish's option groups as a whole (decision 045). */
export function saveOptions({ id, body }: { id: number; body: MenuOptionsRequest }): Promise<MenuItem> {
  return callEndpoint(admin.editMenuOptions, { params: { id }, body });
}

export function useSaveOptions() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveOptions,
    onSuccess: (dish) => refreshAfterChange(queryClient, 'menu', dish.restaurantId),
  });
}

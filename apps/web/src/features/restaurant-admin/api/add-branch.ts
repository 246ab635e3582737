import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AddBranchRequest } from '@forkly/contracts';
import { api } from '../../../lib/api-client';
import { contractSchema } from '../../../lib/lazy-schema';
import { branchKeys } from '../../../lib/query-keys';

const branchSchema = contractSchema('branchSchema');

/** POST /restaurant/add-branch: a branch with its own login and a copy of the menus and extras. */
export function addBranch(body: AddBranchRequest) {
  return api('/restaurant/add-branch', { method: 'POST', body, schema: branchSchema });
}

export function useAddBranch() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: addBranch, onSuccess: () => queryClient.invalidateQueries({ queryKey: branchKeys.all() }) });
}

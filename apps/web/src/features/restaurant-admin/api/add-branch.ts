import { useMutation, useQueryClient } from '@tanstack/react-query';
import { branchesEndpoints, type AddBranchRequest } from '@forkly/contracts';
import { callEndpoint } from '../../../lib/endpoint-client';
import { branchKeys } from '../../../lib/query-keys';

/** POST /restaurant/add-branch: a branch with its own login and a copy of the menus and extras. */
export function addBranch(body: AddBranchRequest) {
  return callEndpoint(branchesEndpoints.addBranch, { body });
}

export function useAddBranch() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: addBranch, onSuccess: () => queryClient.invalidateQueries({ queryKey: branchKeys.all() }) });
}

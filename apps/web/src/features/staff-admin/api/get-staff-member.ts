import { queryOptions, useQuery } from '@tanstack/react-query';
import { staffEndpoints } from '@forkly/contracts';
import { callEndpoint } from '../../../lib/endpoint-client';
import { staffKeys } from './staff-keys';

/** GET /service/{id}: one staff member with the counts of the tickets they handle. */
export function getStaffMember(id: number, signal?: AbortSignal) {
  return callEndpoint(staffEndpoints.getStaffProfile, { params: { id } }, { signal });
}

export const staffMemberQueryOptions = (id: number) => queryOptions({ queryKey: staffKeys.member(id), queryFn: ({ signal }) => getStaffMember(id, signal) });

export function useStaffMember(id: number) {
  return useQuery(staffMemberQueryOptions(id));
}

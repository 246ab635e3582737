import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { contractSchema } from '../../../lib/lazy-schema';
import { staffKeys } from './staff-keys';

const staffProfileSchema = contractSchema('staffProfileSchema');

/** GET /service/{id}: one staff member with the counts of the tickets they handle. */
export function getStaffMember(id: number, signal?: AbortSignal) {
  return api(`/service/${id}`, { schema: staffProfileSchema, signal });
}

export const staffMemberQueryOptions = (id: number) => queryOptions({ queryKey: staffKeys.member(id), queryFn: ({ signal }) => getStaffMember(id, signal) });

export function useStaffMember(id: number) {
  return useQuery(staffMemberQueryOptions(id));
}

import { queryOptions, useQuery } from '@tanstack/react-query';
import { couriersEndpoints, profilesEndpoints, restaurantsEndpoints, staffEndpoints, type ActiveUser, type Role, type SchemaOutput } from '@forkly/contracts';
import { callEndpoint } from '../../../lib/endpoint-client';
import { useActiveUser } from '../../../lib/active-user';
import { profileKeys } from '../../../lib/query-keys';

/**
 * SPEC.md section 6: profile data by role; any role containing RESTAURANT reads the restaurant. The
 * courier's and the staff member's endpoints answer more than the profile page shows; it reads them
 * as the plain profile.
 */
export function getProfile(role: Role, id: number): Promise<SchemaOutput<'userSchema' | 'courierProfileSchema' | 'restaurantProfileSchema'>> {
  const params = { id };
  if (role.includes('RESTAURANT')) return callEndpoint(restaurantsEndpoints.getRestaurantProfile, { params });
  if (role === 'COURIER') return callEndpoint(couriersEndpoints.getCourierDetail, { params }, { answer: 'courierProfileSchema' });
  if (role === 'SERVICE') return callEndpoint(staffEndpoints.getStaffProfile, { params }, { answer: 'serviceProfileSchema' });
  if (role === 'ADMIN') return callEndpoint(profilesEndpoints.getAdministrationProfile, { params });
  return callEndpoint(profilesEndpoints.getUserProfile, { params });
}

export const profileQueryOptions = (role: Role, id: number) => queryOptions({ queryKey: profileKeys.detail(role, id), queryFn: () => getProfile(role, id) });

/**
 * The id the role's endpoint expects. A restaurant account reads /restaurant/{restaurant id}; the
 * active user carries it as `restaurantId` once the contract has it, else the account id is tried.
 */
export function ownProfileId(user: ActiveUser): number {
  const restaurantId = (user as ActiveUser & { restaurantId?: unknown }).restaurantId;
  return user.currentUserRole.includes('RESTAURANT') && typeof restaurantId === 'number' ? restaurantId : user.currentUserId;
}

/** The logged-in account's own profile. */
export function useOwnProfile() {
  const activeUser = useActiveUser();
  const user = activeUser.data;
  const profile = useQuery({ ...profileQueryOptions(user?.currentUserRole ?? 'USER', user ? ownProfileId(user) : 0), enabled: !!user });
  return { activeUser, profile };
}

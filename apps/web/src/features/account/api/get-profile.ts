import { queryOptions, useQuery } from '@tanstack/react-query';
import { restaurantsEndpoints, type ActiveUser, type Role } from '@forkly/contracts';
import { api } from '../../../lib/api-client';
import { callEndpoint } from '../../../lib/endpoint-client';
import { contractSchema } from '../../../lib/lazy-schema';
import { useActiveUser } from '../../../lib/active-user';
import { profileKeys } from '../../../lib/query-keys';

const adminProfileSchema = contractSchema('adminProfileSchema');
const courierProfileSchema = contractSchema('courierProfileSchema');
const restaurantProfileSchema = contractSchema('restaurantProfileSchema');
const serviceProfileSchema = contractSchema('serviceProfileSchema');
const userSchema = contractSchema('userSchema');

/** SPEC.md section 6: profile data by role; any role containing RESTAURANT reads the restaurant. */
export function profileResource(role: Role) {
  if (role.includes('RESTAURANT')) return { path: 'restaurant', schema: restaurantProfileSchema } as const;
  if (role === 'COURIER') return { path: 'courier', schema: courierProfileSchema } as const;
  if (role === 'SERVICE') return { path: 'service', schema: serviceProfileSchema } as const;
  if (role === 'ADMIN') return { path: 'administration', schema: adminProfileSchema } as const;
  return { path: 'user', schema: userSchema } as const;
}

export function getProfile(role: Role, id: number) {
  if (role.includes('RESTAURANT')) return callEndpoint(restaurantsEndpoints.getRestaurantProfile, { params: { id } });
  const { path, schema } = profileResource(role);
  return api(`/${path}/${id}`, { schema: schema as typeof userSchema | typeof restaurantProfileSchema });
}

export const profileQueryOptions = (role: Role, id: number) =>
  queryOptions({ queryKey: profileKeys.detail(role, id), queryFn: () => getProfile(role, id) });

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

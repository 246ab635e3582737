import { z } from 'zod';
import { SORT_ORDERS } from '../paging';
import { USER_SORT_KEYS } from '../user-admin';
import { idParam } from './fields';
import { pagedSchema } from './paging';
import { limitQuery, pageNumberQuery, searchText } from './restaurants';
import { userSchema } from './users';

/**
 * GET /paged-users?page&limit=10 (SPEC.md section 7): the customers. Text filters match a part of
 * the value, ignoring case; `enabled` is strictly `true` or `false`.
 */
export const pagedUsersQuerySchema = z.strictObject({
  page: pageNumberQuery.default(1),
  limit: limitQuery.default(10),
  firstName: searchText(80).optional(),
  lastName: searchText(80).optional(),
  email: searchText(254).optional(),
  username: searchText(64).optional(),
  enabled: z.stringbool({ truthy: ['true'], falsy: ['false'], error: 'invalidValue' }).optional(),
  userId: idParam.optional(),
  sortBy: z.enum(USER_SORT_KEYS, { error: 'invalidOption' }).default('DATE'),
  orderBy: z.enum(SORT_ORDERS, { error: 'invalidOption' }).default('DESC'),
});
export type PagedUsersQuery = z.input<typeof pagedUsersQuerySchema>;

/** A customer in the staff's list: the profile without the address, and how many orders it placed. */
export const userListItemSchema = userSchema.omit({ address: true }).extend({ orderCount: z.number().int() });
export type UserListItem = z.infer<typeof userListItemSchema>;
export const pagedUsersSchema = pagedSchema(userListItemSchema);
export type PagedUsers = z.infer<typeof pagedUsersSchema>;

/**
 * DELETE /user/remove: a customer removes its own account with its password; staff remove a
 * customer by `id`. Which of the two is required depends on the caller, checked by the server.
 */
export const removeUserRequestSchema = z.strictObject({
  password: z.string({ error: 'passwordRequired' }).min(1, { error: 'passwordRequired' }).max(128, { error: 'tooLong' }).optional(),
  id: idParam.optional(),
});
export type RemoveUserRequest = z.output<typeof removeUserRequestSchema>;

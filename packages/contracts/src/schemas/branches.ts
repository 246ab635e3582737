import { z } from 'zod';
import { BRANCH_SORT_KEYS } from '../branches';
import { SORT_ORDERS } from '../paging';
import { RESTAURANT_STATUSES } from '../restaurants';
import { addressResponseSchema, addressSchema } from './address';
import { contactField, emailField, passwordField, requiredText, usernameField } from './fields';
import { pagedSchema } from './paging';
import { limitQuery, pageNumberQuery, searchText } from './restaurants';

/**
 * POST /restaurant/add-branch (DESIGN.md section 6, "Branches"): the branch's own name, address,
 * contact, e-mail and login. The address needs its place: a `placeId` from our places API, or
 * the latitude and longitude that came with it.
 */
export const addBranchSchema = z.strictObject({
  name: requiredText('restaurantNameRequired', 120),
  /** Optional: the parent's description is used when empty. */
  bio: z.string().trim().max(1000, { error: 'tooLong' }).optional(),
  email: emailField,
  contact: contactField,
  address: addressSchema,
  username: usernameField,
  password: passwordField,
  repeatPassword: z.string({ error: 'repeatpasswordRequired' }).min(1, { error: 'repeatpasswordRequired' }),
});
export type AddBranchRequest = z.input<typeof addBranchSchema>;

/** GET /restaurant/{id}/branches: paged, 10 a page, by name unless told otherwise. */
export const branchListQuerySchema = z.strictObject({
  page: pageNumberQuery.optional(),
  limit: limitQuery.optional(),
  name: searchText().optional(),
  sortBy: z.enum(BRANCH_SORT_KEYS, { error: 'invalidOption' }).optional(),
  orderBy: z.enum(SORT_ORDERS, { error: 'invalidOption' }).optional(),
});
export type BranchListQuery = z.input<typeof branchListQuerySchema>;

/** A branch as its restaurant admin (and staff) list it, with what customers see of it now. */
export const branchSchema = z.object({
  id: z.number().int(),
  parentRestaurantId: z.number().int(),
  name: z.string(),
  email: z.string(),
  username: z.string(),
  contact: z.string(),
  address: addressResponseSchema.nullable(),
  visible: z.boolean(),
  paused: z.boolean(),
  status: z.enum(RESTAURANT_STATUSES),
  createdAt: z.string(),
});
export type Branch = z.infer<typeof branchSchema>;
export const branchPageSchema = pagedSchema(branchSchema);
export type BranchPage = z.infer<typeof branchPageSchema>;

import { z } from 'zod';
import { MAX_PAGE_SIZE, SORT_ORDERS } from '../paging';
import { ALLERGENS } from '../menus';
import { POINT_SORT_KEYS, RESTAURANT_CUISINES, RESTAURANT_CURSOR_SORT_KEYS, RESTAURANT_PAGE_SORT_KEYS, RESTAURANT_STATUSES } from '../restaurants';
import { addressResponseSchema } from './address';
import { idParam } from './fields';
import { cursorPagedSchema, pagedSchema } from './paging';

/** Query numbers are strings on the wire; an empty one is an error, not zero. */
const queryNumber = () =>
  z
    .string()
    .trim()
    .min(1, { error: 'invalidValue' })
    .pipe(z.coerce.number({ error: 'invalidValue' }));
export const latitudeQuery = queryNumber().pipe(z.number().min(-90, { error: 'invalidValue' }).max(90, { error: 'invalidValue' }));
export const longitudeQuery = queryNumber().pipe(z.number().min(-180, { error: 'invalidValue' }).max(180, { error: 'invalidValue' }));
/** A minimum star rating, 0-5. */
export const ratingQuery = queryNumber().pipe(z.number().min(0, { error: 'invalidValue' }).max(5, { error: 'invalidValue' }));
/** A maximum straight-line distance in metres (at most 100 km). */
export const distanceQuery = queryNumber().pipe(
  z.number().int({ error: 'invalidValue' }).min(1, { error: 'invalidValue' }).max(100_000, { error: 'invalidValue' }),
);
export const limitQuery = queryNumber().pipe(
  z.number().int({ error: 'invalidValue' }).min(1, { error: 'invalidValue' }).max(MAX_PAGE_SIZE, { error: 'invalidValue' }),
);
export const pageNumberQuery = queryNumber().pipe(
  z.number().int({ error: 'invalidValue' }).min(1, { error: 'invalidValue' }).max(1_000_000, { error: 'invalidValue' }),
);
export const searchText = (max = 100) => z.string().trim().max(max, { error: 'tooLong' });

/** Only the staff list (page mode) takes these; only the customer list (cursor mode) takes pageParam. */
const PAGE_ONLY_KEYS = ['email', 'username', 'visible', 'parentRestaurantId', 'restaurantId', 'removed'] as const;
/** The customer's filters (issue 25) belong to the cursor list only. */
const CURSOR_ONLY_KEYS = ['openNow', 'freeDelivery', 'cuisine', 'freeOf'] as const;
/** A yes/no filter is `true` or absent: `false` would read as a filter that filters nothing. */
const onlyTrue = z.literal('true', { error: 'invalidValue' }).transform(() => true as const);

/**
 * GET /paged-restaurants, both forms of SPEC.md section 7: with `page` it is the staff's numbered
 * list (limit 10), without it the customer's cursor list (limit 20, `pageParam` the cursor).
 * Distance filtering and sorting need both `latitude` and `longitude`.
 */
export const restaurantListQuerySchema = z
  .strictObject({
    page: pageNumberQuery.optional(),
    limit: limitQuery.optional(),
    pageParam: z.string().max(300, { error: 'invalidValue' }).optional(),
    name: searchText().optional(),
    email: searchText(254).optional(),
    username: searchText(64).optional(),
    rating: ratingQuery.optional(),
    visible: z.stringbool({ error: 'invalidValue' }).optional(),
    parentRestaurantId: idParam.optional(),
    restaurantId: idParam.optional(),
    /** Staff list only: `true` lists the removed restaurants instead of the active ones (decision 013). */
    removed: z.stringbool({ error: 'invalidValue' }).optional(),
    distance: distanceQuery.optional(),
    latitude: latitudeQuery.optional(),
    longitude: longitudeQuery.optional(),
    sortBy: z.enum([...new Set([...RESTAURANT_PAGE_SORT_KEYS, ...RESTAURANT_CURSOR_SORT_KEYS])], { error: 'invalidOption' }).optional(),
    orderBy: z.enum(SORT_ORDERS, { error: 'invalidOption' }).optional(),
    /** Only restaurants taking orders now. */
    openNow: onlyTrue.optional(),
    /** Only restaurants that deliver to the point for free (needs the point). */
    freeDelivery: onlyTrue.optional(),
    cuisine: z.enum(RESTAURANT_CUISINES, { error: 'invalidOption' }).optional(),
    /** Only restaurants offering at least one dish free of this allergen. */
    freeOf: z.enum(ALLERGENS, { error: 'invalidOption' }).optional(),
  })
  .superRefine((q, ctx) => {
    const hasPoint = q.latitude !== undefined && q.longitude !== undefined;
    if ((q.latitude === undefined) !== (q.longitude === undefined)) {
      ctx.addIssue({ code: 'custom', path: [q.latitude === undefined ? 'latitude' : 'longitude'], message: 'fieldRequired' });
    }
    if (!hasPoint && q.distance !== undefined) ctx.addIssue({ code: 'custom', path: ['latitude'], message: 'fieldRequired' });
    const pointSort = q.sortBy !== undefined && (POINT_SORT_KEYS as readonly string[]).includes(q.sortBy);
    if (!hasPoint && (pointSort || q.freeDelivery)) ctx.addIssue({ code: 'custom', path: ['latitude'], message: 'fieldRequired' });
    if (q.page === undefined) {
      for (const key of PAGE_ONLY_KEYS) if (q[key] !== undefined) ctx.addIssue({ code: 'custom', path: [key], message: 'unknownField' });
      if (q.sortBy && !(RESTAURANT_CURSOR_SORT_KEYS as readonly string[]).includes(q.sortBy)) {
        ctx.addIssue({ code: 'custom', path: ['sortBy'], message: 'invalidOption' });
      }
    } else {
      if (q.pageParam !== undefined) ctx.addIssue({ code: 'custom', path: ['pageParam'], message: 'unknownField' });
      for (const key of CURSOR_ONLY_KEYS) if (q[key] !== undefined) ctx.addIssue({ code: 'custom', path: [key], message: 'unknownField' });
      if (q.sortBy && !(RESTAURANT_PAGE_SORT_KEYS as readonly string[]).includes(q.sortBy)) {
        ctx.addIssue({ code: 'custom', path: ['sortBy'], message: 'invalidOption' });
      }
    }
  });
export type RestaurantListQuery = z.output<typeof restaurantListQuerySchema>;

/** A restaurant as the customer's list and the menu page header show it. */
export const restaurantCardSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  imageId: z.number().int().nullable(),
  /** Average stars, 1-5; null until the first rating. */
  rating: z.number().nullable(),
  ratingCount: z.number().int(),
  /** The restaurant's own description (its cuisine in its words). */
  bio: z.string(),
  address: addressResponseSchema.nullable(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  parentRestaurantId: z.number().int().nullable(),
  /** Straight-line metres from the customer's point; null without one. */
  distance: z.number().int().nullable(),
  /** Euro, by route distance to the customer's point; null without one. */
  deliveryFee: z.number().nullable(),
  /** Euro: the fee within the free distance, the lowest it can be. */
  deliveryFeeFrom: z.number(),
  /** Euro: the smallest subtotal the restaurant delivers. */
  minimumOrder: z.number(),
  /** Minutes until an order placed now would arrive (the kitchen, a courier, the drive: issue 24); null without a point. */
  estimatedDeliveryMinutes: z.number().int().nullable(),
  /** When an order placed now would arrive, from the zone's dispatch plan (ISO); null without a point. */
  estimatedArrival: z.string().nullable(),
  status: z.enum(RESTAURANT_STATUSES),
  /** ISO instant of the next opening when closed (null if it never opens again this week). */
  opensAt: z.string().nullable(),
  /** ISO instant the current opening window ends, when open. */
  closesAt: z.string().nullable(),
});
export type RestaurantCard = z.infer<typeof restaurantCardSchema>;

export const restaurantCursorPageSchema = cursorPagedSchema(restaurantCardSchema);
export type RestaurantCursorPage = z.infer<typeof restaurantCursorPageSchema>;

/**
 * GET /restaurant/{id}/overview: the menu page's header. With a point it also says whether the
 * restaurant delivers there (`delivers`, by its radius); without one `delivers` is null.
 */
export const restaurantOverviewQuerySchema = z
  .strictObject({ latitude: latitudeQuery.optional(), longitude: longitudeQuery.optional() })
  .refine((q) => (q.latitude === undefined) === (q.longitude === undefined), { path: ['latitude'], error: 'fieldRequired' });
export const restaurantOverviewSchema = restaurantCardSchema.extend({
  delivers: z.boolean().nullable(),
  preparationMinutes: z.number().int(),
  deliveryRadiusMeters: z.number().int(),
});
export type RestaurantOverview = z.infer<typeof restaurantOverviewSchema>;

/** A restaurant in the staff's numbered list: the Restaurant entity of SPEC.md section 3. */
export const restaurantListItemSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  username: z.string(),
  rating: z.number().nullable(),
  ratingCount: z.number().int(),
  visible: z.boolean(),
  paused: z.boolean(),
  parentRestaurantId: z.number().int().nullable(),
  /** The parent's name, for a branch. */
  parentRestaurantName: z.string().nullable(),
  distance: z.number().int().nullable(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  bio: z.string(),
  address: addressResponseSchema.nullable(),
  contact: z.string(),
  imageId: z.number().int().nullable(),
  createdAt: z.string(),
  /** When staff removed it (ISO); null for an active restaurant. */
  removedAt: z.string().nullable(),
});
export type RestaurantListItem = z.infer<typeof restaurantListItemSchema>;
export const restaurantPageSchema = pagedSchema(restaurantListItemSchema);

/** Either form of GET /paged-restaurants, by whether `page` was sent. */
export const restaurantListResponseSchema = z.union([restaurantPageSchema, restaurantCursorPageSchema]);

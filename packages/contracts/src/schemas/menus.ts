import { z } from 'zod';
import { ALLERGENS, EXTRA_SORT_KEYS, MENU_SORT_KEYS } from '../menus';
import { SORT_ORDERS } from '../paging';
import { menuOptionGroupSchema } from './dish-options';
import { idParam } from './fields';
import { pagedSchema } from './paging';
import { distanceQuery, latitudeQuery, limitQuery, longitudeQuery, pageNumberQuery, ratingQuery, searchText } from './restaurants';

/** A dish (SPEC.md section 3: Menu), price in euro. */
export const menuItemSchema = z.object({
  id: z.number().int(),
  restaurantId: z.number().int(),
  name: z.string(),
  description: z.string(),
  price: z.number(),
  /** The category's name; null for a dish outside any category. */
  category: z.string().nullable(),
  categoryId: z.number().int().nullable(),
  /** Where the category stands on the menu (0 first). */
  categoryPosition: z.number().int().nullable(),
  imageId: z.number().int().nullable(),
  allergens: z.array(z.enum(ALLERGENS)),
  visible: z.boolean(),
  /** Its option groups in menu order (decision 045); empty for a dish without options. */
  optionGroups: z.array(menuOptionGroupSchema),
});
export type MenuItem = z.infer<typeof menuItemSchema>;

/** A drink, sauce or side (SPEC.md section 3: Extra), ordered as its own basket line. */
export const extraItemSchema = z.object({
  id: z.number().int(),
  restaurantId: z.number().int(),
  name: z.string(),
  price: z.number(),
  imageId: z.number().int().nullable(),
  allergens: z.array(z.enum(ALLERGENS)),
  visible: z.boolean(),
});
export type ExtraItem = z.infer<typeof extraItemSchema>;

/** GET /restaurant/menu/{id}: the visible dishes, in menu order (category position, then name). */
export const restaurantMenusSchema = z.array(menuItemSchema);
/** GET /restaurant/extra/{id}: the visible extras, by name. */
export const restaurantExtrasSchema = z.array(extraItemSchema);

/** Euro in a query: at least 0, at most 2 decimals. */
const priceQuery = z
  .string()
  .trim()
  .regex(/^\d{1,6}(\.\d{1,2})?$/, { error: 'invalidValue' })
  .transform(Number);

const itemPageFields = {
  page: pageNumberQuery.optional(),
  limit: limitQuery.optional(),
  minimumPrice: priceQuery.optional(),
  maximumPrice: priceQuery.optional(),
  name: searchText().optional(),
  /** The restaurant's minimum rating. */
  rating: ratingQuery.optional(),
  visible: z.stringbool({ error: 'invalidValue' }).optional(),
  /** The restaurant within this many metres (straight line) of latitude/longitude. */
  distance: distanceQuery.optional(),
  latitude: latitudeQuery.optional(),
  longitude: longitudeQuery.optional(),
  restaurantId: idParam.optional(),
  orderBy: z.enum(SORT_ORDERS, { error: 'invalidOption' }).optional(),
};

function checkItemQuery(q: { minimumPrice?: number; maximumPrice?: number; distance?: number; latitude?: number; longitude?: number }, ctx: z.RefinementCtx) {
  if (q.minimumPrice !== undefined && q.maximumPrice !== undefined && q.minimumPrice > q.maximumPrice) {
    ctx.addIssue({ code: 'custom', path: ['maximumPrice'], message: 'invalidValue' });
  }
  if ((q.latitude === undefined) !== (q.longitude === undefined)) {
    ctx.addIssue({ code: 'custom', path: [q.latitude === undefined ? 'latitude' : 'longitude'], message: 'fieldRequired' });
  }
  if (q.distance !== undefined && q.latitude === undefined) ctx.addIssue({ code: 'custom', path: ['latitude'], message: 'fieldRequired' });
}

/** GET /paged-menus (SPEC.md section 7); page 1 and 10 a page unless asked otherwise, DATE DESC. */
export const menuPageQuerySchema = z
  .strictObject({
    ...itemPageFields,
    category: searchText().optional(),
    sortBy: z.enum(MENU_SORT_KEYS, { error: 'invalidOption' }).optional(),
  })
  .superRefine(checkItemQuery);
export type MenuPageQuery = z.output<typeof menuPageQuerySchema>;

/** GET /paged-extras: as /paged-menus, without categories. */
export const extraPageQuerySchema = z
  .strictObject({ ...itemPageFields, sortBy: z.enum(EXTRA_SORT_KEYS, { error: 'invalidOption' }).optional() })
  .superRefine(checkItemQuery);
export type ExtraPageQuery = z.output<typeof extraPageQuerySchema>;

export const menuPageSchema = pagedSchema(menuItemSchema);
export const extraPageSchema = pagedSchema(extraItemSchema);

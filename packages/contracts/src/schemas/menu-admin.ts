import { z } from 'zod';
import { CATEGORY_NAME_MAX, MENU_DESCRIPTION_MAX, MENU_NAME_MAX, PRICE_PATTERN } from '../menu-admin';
import { ALLERGENS, type Allergen } from '../menus';
import { idParam, requiredText } from './fields';

export const itemNameField = requiredText('nameRequired', MENU_NAME_MAX);

export const itemPriceField = z
  .string({ error: 'priceRequired' })
  .trim()
  .min(1, { error: 'priceRequired' })
  .regex(PRICE_PATTERN, { error: 'invalidValue' })
  .transform(Number);

/**
 * Allergens in a query: repeated (`allergens=milk&allergens=eggs`), comma-separated
 * (`allergens=milk,eggs`) or both; an empty value means none. Duplicates are dropped.
 */
export const allergensQuery = z
  .union([z.string(), z.array(z.string())], { error: 'invalidOption' })
  .transform((value) =>
    (Array.isArray(value) ? value : [value])
      .flatMap((v) => v.split(','))
      .map((v) => v.trim())
      .filter(Boolean),
  )
  .refine((list) => list.every((a) => (ALLERGENS as readonly string[]).includes(a)), { error: 'invalidOption' })
  .transform((list) => [...new Set(list)] as Allergen[]);

const descriptionField = z.string().trim().max(MENU_DESCRIPTION_MAX, { error: 'tooLong' });
/** A category by name; empty means the dish stands outside any category. */
const categoryField = z
  .string()
  .trim()
  .max(CATEGORY_NAME_MAX, { error: 'tooLong' })
  .transform((v) => v || null);

const menuFields = {
  name: itemNameField,
  description: descriptionField.optional(),
  price: itemPriceField,
  category: categoryField.optional(),
  allergens: allergensQuery.optional(),
};
const extraFields = { name: itemNameField, price: itemPriceField, allergens: allergensQuery.optional() };

/** Staff must name the restaurant; a restaurant account defaults to its own. */
const restaurantIdField = idParam.optional();
/** On edit: drop the current picture (an uploaded `image` replaces it anyway). */
const removeImageField = z.stringbool({ error: 'invalidValue' }).optional();

/** POST /menu: the fields in the query (SPEC.md section 7), the picture as multipart `image`. */
export const createMenuQuerySchema = z.strictObject({ ...menuFields, restaurantId: restaurantIdField });
/** PUT /menu/{id}: the whole item again (absent optional fields are cleared); `image` optional. */
export const updateMenuQuerySchema = z.strictObject({ ...menuFields, removeImage: removeImageField });
/** POST /extra. */
export const createExtraQuerySchema = z.strictObject({ ...extraFields, restaurantId: restaurantIdField });
/** PUT /extra/{id}. */
export const updateExtraQuerySchema = z.strictObject({ ...extraFields, removeImage: removeImageField });

export type CreateMenuQuery = z.output<typeof createMenuQuerySchema>;
export type UpdateMenuQuery = z.output<typeof updateMenuQuerySchema>;
export type CreateExtraQuery = z.output<typeof createExtraQuerySchema>;
export type UpdateExtraQuery = z.output<typeof updateExtraQuerySchema>;

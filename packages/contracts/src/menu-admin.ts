import { z } from 'zod';
import { idParam, requiredText } from './fields';
import { ALLERGENS, type Allergen } from './menus';

/**
 * What an uploaded menu or extra picture may be. The server checks the bytes (not the file name
 * or the declared type) and stores a WebP of at most `storedMaxSide` pixels a side; the dashboard
 * form checks the same limits before it sends anything.
 */
export const IMAGE_UPLOAD_LIMITS = {
  maxBytes: 5 * 1024 * 1024,
  /** Per side: a decompression bomb declares a huge canvas in a small file. */
  maxSide: 8000,
  maxPixels: 40_000_000,
  types: ['image/jpeg', 'image/png', 'image/webp'],
  storedMaxSide: 1280,
} as const;

/** Field messages of the image checks (English; the web app translates them by key). */
export const IMAGE_MESSAGES = {
  imageTooLarge: 'The image must be at most 5 MB',
  imageTypeNotAllowed: 'The image must be a JPEG, PNG or WebP file',
  imageTooManyPixels: 'The image must be at most 8000 pixels a side and 40 megapixels',
  imageUnreadable: 'The image could not be read',
  imageOneOnly: 'Send one image only',
} as const;
export type ImageMessageKey = keyof typeof IMAGE_MESSAGES;

export const MENU_NAME_MAX = 120;
export const MENU_DESCRIPTION_MAX = 500;
export const CATEGORY_NAME_MAX = 60;
/** The most a single dish or extra may cost, in euro. */
export const MAX_ITEM_PRICE = 9999.99;

/** A price typed in euro: at least 0, at most 2 decimals, below 10 000. */
export const PRICE_PATTERN = /^\d{1,4}(\.\d{1,2})?$/;

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
  .transform((value) => (Array.isArray(value) ? value : [value]).flatMap((v) => v.split(',')).map((v) => v.trim()).filter(Boolean))
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

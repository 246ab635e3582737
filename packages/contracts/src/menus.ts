/**
 * The 14 allergens EU Regulation 1169/2011 (Annex II) requires for food sold online; "nuts" means
 * tree nuts. The database keeps the same list (apps/server/src/db/schema/menus.ts).
 */
export const ALLERGENS = [
  'gluten',
  'crustaceans',
  'eggs',
  'fish',
  'peanuts',
  'soybeans',
  'milk',
  'nuts',
  'celery',
  'mustard',
  'sesame',
  'sulphites',
  'lupin',
  'molluscs',
] as const;
export type Allergen = (typeof ALLERGENS)[number];

export const MENU_SORT_KEYS = ['DATE', 'NAME', 'PRICE', 'CATEGORY'] as const;
export const EXTRA_SORT_KEYS = ['DATE', 'NAME', 'PRICE'] as const;

/**
 * Widths GET /load/image/{id}?w= serves; anything else would let a caller fill the cache. 720
 * covers a phone's card or menu header (380 CSS px at DPR 1.75: 665 device px), for which the next
 * width up, 960, is 44 % more than needed (PICTURE_SIZES).
 */
export const IMAGE_WIDTHS = [160, 320, 640, 720, 960] as const;

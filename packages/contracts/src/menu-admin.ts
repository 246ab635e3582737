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

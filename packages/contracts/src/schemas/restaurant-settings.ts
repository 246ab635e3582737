import { z } from 'zod';
import { MAX_OPENING_WINDOWS, SETTINGS_LIMITS } from '../restaurant-settings';
import { RESTAURANT_CUISINES, RESTAURANT_STATUSES, type Weekday } from '../restaurants';

const requiredOr = (fallback: 'invalidValue') => (issue: { input: unknown }) => (issue.input === undefined ? 'fieldRequired' : fallback);

/** "HH:MM", 24 h, 00:00-23:59. A close at or before the open runs past midnight. */
export const clockTimeField = z.string({ error: requiredOr('invalidValue') }).regex(/^([01]\d|2[0-3]):[0-5]\d$/, { error: 'invalidValue' });
/** A close may also be "24:00", the end of the day (the demo seed's hours use it); it means the same as "00:00". */
const closingTimeField = z.string({ error: requiredOr('invalidValue') }).regex(/^(([01]\d|2[0-3]):[0-5]\d|24:00)$/, { error: 'invalidValue' });

export const openingWindowSchema = z.strictObject({ open: clockTimeField, close: closingTimeField });

const dayWindows = z.array(openingWindowSchema, { error: requiredOr('invalidValue') }).max(MAX_OPENING_WINDOWS, { error: 'tooLong' });

/** All seven days, each with zero (closed) to four windows. */
export const openingHoursSchema = z.strictObject(
  { mon: dayWindows, tue: dayWindows, wed: dayWindows, thu: dayWindows, fri: dayWindows, sat: dayWindows, sun: dayWindows } satisfies Record<
    Weekday,
    typeof dayWindows
  >,
  { error: requiredOr('invalidValue') },
);

type Limit = { min: number; max: number };

/** A whole number within its bounds; a missing one is required, a non-number invalid. */
function wholeNumber(limit: Limit) {
  return z
    .number({ error: requiredOr('invalidValue') })
    .int({ error: 'invalidValue' })
    .min(limit.min, { error: 'tooSmall' })
    .max(limit.max, { error: 'tooLong' });
}

/** Euro with at most two decimals, within its bounds (stored as cents, DESIGN.md section 1). */
export function euroAmount(limit: Limit) {
  return z
    .number({ error: requiredOr('invalidValue') })
    .min(limit.min, { error: 'tooSmall' })
    .max(limit.max, { error: 'tooLong' })
    .refine((v) => Math.abs(Math.round(v * 100) - v * 100) < 1e-6, { error: 'invalidValue' });
}

/** PUT /restaurant/{id}/settings: every editable setting at once. */
export const updateRestaurantSettingsSchema = z.strictObject({
  openingHours: openingHoursSchema,
  paused: z.boolean({ error: requiredOr('invalidValue') }),
  preparationMinutes: wholeNumber(SETTINGS_LIMITS.preparationMinutes),
  deliveryRadiusMeters: wholeNumber(SETTINGS_LIMITS.deliveryRadiusMeters),
  minimumOrder: euroAmount(SETTINGS_LIMITS.minimumOrder),
  maximumOrder: euroAmount(SETTINGS_LIMITS.maximumOrder),
  deliveryFeeBase: euroAmount(SETTINGS_LIMITS.deliveryFeeBase),
  deliveryFeePerKm: euroAmount(SETTINGS_LIMITS.deliveryFeePerKm),
  freeDeliveryDistanceMeters: wholeNumber(SETTINGS_LIMITS.freeDeliveryDistanceMeters),
  /** What it cooks, for the customer list's cuisine filter; null clears it, leaving it out keeps it. */
  cuisine: z.enum(RESTAURANT_CUISINES, { error: 'invalidOption' }).nullable().optional(),
});
export type UpdateRestaurantSettings = z.infer<typeof updateRestaurantSettingsSchema>;

const windowResponse = z.object({ open: z.string(), close: z.string() });

/** GET /restaurant/{id}/settings and the answer of the PUT: the settings and what they mean now. */
export const restaurantSettingsSchema = z.object({
  restaurantId: z.number().int(),
  name: z.string(),
  parentRestaurantId: z.number().int().nullable(),
  /** IANA zone the hours are read in (not editable here). */
  timeZone: z.string(),
  openingHours: z.object({
    mon: z.array(windowResponse),
    tue: z.array(windowResponse),
    wed: z.array(windowResponse),
    thu: z.array(windowResponse),
    fri: z.array(windowResponse),
    sat: z.array(windowResponse),
    sun: z.array(windowResponse),
  }),
  paused: z.boolean(),
  /** Why staff paused it (issue 21); null when the restaurant paused itself or runs. */
  pausedReason: z.string().nullable(),
  preparationMinutes: z.number().int(),
  deliveryRadiusMeters: z.number().int(),
  minimumOrder: z.number(),
  maximumOrder: z.number(),
  deliveryFeeBase: z.number(),
  deliveryFeePerKm: z.number(),
  freeDeliveryDistanceMeters: z.number().int(),
  cuisine: z.enum(RESTAURANT_CUISINES).nullable(),
  /** What customers see right now. */
  status: z.enum(RESTAURANT_STATUSES),
  opensAt: z.string().nullable(),
  closesAt: z.string().nullable(),
});
export type RestaurantSettings = z.infer<typeof restaurantSettingsSchema>;

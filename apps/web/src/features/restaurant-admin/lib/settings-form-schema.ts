import { z } from 'zod';
import { MAX_OPENING_WINDOWS, RESTAURANT_CUISINES, WEEKDAYS, type UpdateRestaurantSettings, type Weekday } from '@forkly/contracts';
import { numberText } from './number-text-schema';
import { NUMBER_FIELDS } from './settings-form';

// Loaded on demand by the settings form (lazyZodResolver), so zod stays out of the page's first load.

const clock = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, { message: 'time' });
const windows = z.array(z.object({ open: clock, close: clock })).max(MAX_OPENING_WINDOWS, { message: 'tooManyWindows' });

/** The settings form: hours per weekday, the pause switch, and numbers as typed (km, euro). */
export const settingsFormSchema = z
  .object({
    openingHours: z.object(Object.fromEntries(WEEKDAYS.map((day) => [day, windows])) as Record<Weekday, typeof windows>),
    paused: z.boolean(),
    preparationMinutes: numberText(NUMBER_FIELDS.preparationMinutes),
    deliveryRadiusKm: numberText(NUMBER_FIELDS.deliveryRadiusKm),
    freeDeliveryDistanceKm: numberText(NUMBER_FIELDS.freeDeliveryDistanceKm),
    minimumOrder: numberText(NUMBER_FIELDS.minimumOrder),
    maximumOrder: numberText(NUMBER_FIELDS.maximumOrder),
    deliveryFeeBase: numberText(NUMBER_FIELDS.deliveryFeeBase),
    deliveryFeePerKm: numberText(NUMBER_FIELDS.deliveryFeePerKm),
    /** '' is "not set". */
    cuisine: z.union([z.literal(''), z.enum(RESTAURANT_CUISINES)]),
  })
  .transform((v): UpdateRestaurantSettings => ({
    openingHours: v.openingHours,
    paused: v.paused,
    preparationMinutes: v.preparationMinutes,
    deliveryRadiusMeters: v.deliveryRadiusKm,
    freeDeliveryDistanceMeters: v.freeDeliveryDistanceKm,
    minimumOrder: v.minimumOrder,
    maximumOrder: v.maximumOrder,
    deliveryFeeBase: v.deliveryFeeBase,
    deliveryFeePerKm: v.deliveryFeePerKm,
    cuisine: v.cuisine || null,
  }));

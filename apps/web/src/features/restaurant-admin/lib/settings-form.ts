import type { z } from 'zod';
import { MAX_OPENING_WINDOWS, SETTINGS_LIMITS, WEEKDAYS, type RestaurantSettings } from '@forkly/contracts';
import type { settingsFormSchema } from './settings-form-schema';

/** How each number field is typed: its unit on screen, decimals, and the factor to the API's unit. */
export const NUMBER_FIELDS = {
  preparationMinutes: { ...SETTINGS_LIMITS.preparationMinutes, decimals: 0, unit: 'minutes' },
  deliveryRadiusKm: { ...SETTINGS_LIMITS.deliveryRadiusMeters, decimals: 3, scale: 1000, unit: 'km' },
  freeDeliveryDistanceKm: { ...SETTINGS_LIMITS.freeDeliveryDistanceMeters, decimals: 3, scale: 1000, unit: 'km' },
  minimumOrder: { ...SETTINGS_LIMITS.minimumOrder, decimals: 2, unit: 'euro' },
  maximumOrder: { ...SETTINGS_LIMITS.maximumOrder, decimals: 2, unit: 'euro' },
  deliveryFeeBase: { ...SETTINGS_LIMITS.deliveryFeeBase, decimals: 2, unit: 'euro' },
  deliveryFeePerKm: { ...SETTINGS_LIMITS.deliveryFeePerKm, decimals: 2, unit: 'euro' },
} as const;
export type NumberField = keyof typeof NUMBER_FIELDS;

export type SettingsFormInput = z.input<typeof settingsFormSchema>;

/** A time input cannot show "24:00"; as a close it means the same as "00:00" (midnight). */
function timeInputWindow(w: { open: string; close: string }) {
  return { open: w.open, close: w.close === '24:00' ? '00:00' : w.close };
}

/** Numbers as the inputs show them: metres as km, money with two decimals. */
export function settingsFormValues(settings: RestaurantSettings): SettingsFormInput {
  const km = (metres: number) => String(metres / 1000);
  return {
    openingHours: Object.fromEntries(WEEKDAYS.map((day) => [day, settings.openingHours[day].map(timeInputWindow)])) as SettingsFormInput['openingHours'],
    paused: settings.paused,
    preparationMinutes: String(settings.preparationMinutes),
    deliveryRadiusKm: km(settings.deliveryRadiusMeters),
    freeDeliveryDistanceKm: km(settings.freeDeliveryDistanceMeters),
    minimumOrder: settings.minimumOrder.toFixed(2),
    maximumOrder: settings.maximumOrder.toFixed(2),
    deliveryFeeBase: settings.deliveryFeeBase.toFixed(2),
    deliveryFeePerKm: settings.deliveryFeePerKm.toFixed(2),
    cuisine: settings.cuisine ?? '',
  };
}

/** API field -> form field, for the server's field errors (metres arrive as km fields). */
export const SETTINGS_SERVER_FIELDS: Record<string, string> = {
  preparationMinutes: 'preparationMinutes',
  deliveryRadiusMeters: 'deliveryRadiusKm',
  freeDeliveryDistanceMeters: 'freeDeliveryDistanceKm',
  minimumOrder: 'minimumOrder',
  maximumOrder: 'maximumOrder',
  deliveryFeeBase: 'deliveryFeeBase',
  deliveryFeePerKm: 'deliveryFeePerKm',
  paused: 'paused',
  cuisine: 'cuisine',
  // Window times land on their own inputs (openingHours.mon.0.open, ...).
  ...Object.fromEntries(
    WEEKDAYS.flatMap((day) =>
      Array.from({ length: MAX_OPENING_WINDOWS }, (_, i) => [`openingHours.${day}.${i}.open`, `openingHours.${day}.${i}.close`])
        .flat()
        .map((f) => [f, f]),
    ),
  ),
};

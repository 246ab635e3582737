/**
 * Bounds of the settings a restaurant edits itself (DESIGN.md section 6). The database's checks
 * are the floor (preparation 0-240 minutes, radius above 0, fees and amounts not negative); the
 * upper bounds keep typos (a radius of 6000 km) out. The web form shows the same numbers.
 */
export const SETTINGS_LIMITS = {
  preparationMinutes: { min: 0, max: 240 },
  deliveryRadiusMeters: { min: 100, max: 100_000 },
  freeDeliveryDistanceMeters: { min: 0, max: 100_000 },
  /** Euro. */
  minimumOrder: { min: 0, max: 1000 },
  /** Euro; EUR 500 unless the restaurant raises it (catering). */
  maximumOrder: { min: 1, max: 20_000 },
  deliveryFeeBase: { min: 0, max: 100 },
  deliveryFeePerKm: { min: 0, max: 100 },
} as const;

/** At most this many opening windows a day (lunch, dinner, late night and one more). */
export const MAX_OPENING_WINDOWS = 4;

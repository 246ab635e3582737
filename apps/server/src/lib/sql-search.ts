import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

/** `%text%` for ILIKE, with the user's own % and _ taken literally. */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/**
 * A coordinate to 7 decimals (about a centimetre). A valid but absurdly small one (1e-320) would
 * make PostgreSQL's radians() underflow, an error, where it only means 0.
 */
function roundCoordinate(value: number): number {
  return Math.round(value * 1e7) / 1e7;
}

/**
 * Straight-line metres between a row's coordinates and a point, whole (haversine in SQL, the
 * formula of packages/domain straightLineMeters). Whole metres keep a keyset cursor exact.
 */
export function distanceSql(columns: { latitude: AnyPgColumn; longitude: AnyPgColumn }, point: { latitude: number; longitude: number }): SQL<number> {
  const lat = sql`${roundCoordinate(point.latitude)}::double precision`;
  const lon = sql`${roundCoordinate(point.longitude)}::double precision`;
  return sql<number>`round(2 * 6371008.8 * asin(least(1, sqrt(
    power(sin(radians(${columns.latitude} - ${lat}) / 2), 2)
    + cos(radians(${lat})) * cos(radians(${columns.latitude})) * power(sin(radians(${columns.longitude} - ${lon}) / 2), 2)))))::integer`;
}

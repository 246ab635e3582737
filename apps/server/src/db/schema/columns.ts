import { doublePrecision, integer, text, timestamp } from 'drizzle-orm/pg-core';

/** Address columns of SPEC.md section 3, shared by users, restaurants, partner requests and orders. */
export function addressColumns() {
  return {
    street: text('street'),
    houseNumber: text('house_number'),
    apartmentNr: text('apartment_nr').notNull().default(''),
    zip: text('zip'),
    city: text('city'),
    floor: integer('floor').notNull().default(0),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
  };
}

export function timestamps() {
  return {
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  };
}

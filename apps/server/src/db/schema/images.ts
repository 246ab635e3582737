import { customType, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './identity';

/**
 * Drizzle has no bytea column. pg hands back a Buffer, PGlite a Uint8Array: normalise to Buffer
 * so callers can pass it straight to a reply whichever driver is behind the database.
 */
export const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  toDriver: (value) => value,
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value.buffer, value.byteOffset, value.byteLength)),
});

/**
 * Pictures of restaurants, menus and extras, resized to WebP with sharp before they are stored
 * (DESIGN.md section 1). Kept in the database so one backup holds everything; object storage can
 * replace `data` later without touching the rows that reference an image by id.
 */
export const images = pgTable(
  'images',
  {
    id: serial('id').primaryKey(),
    /** Encoded image bytes; select it only when serving the image, never in lists. */
    data: bytea('data').notNull(),
    mimeType: text('mime_type').notNull().default('image/webp'),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    byteSize: integer('byte_size').notNull(),
    /** Uploader, so an unreferenced upload can be traced (null for seeded images). */
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('images_created_idx').on(t.createdAt)],
);

export type Image = typeof images.$inferSelect;
export type NewImage = typeof images.$inferInsert;

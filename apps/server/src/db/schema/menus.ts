import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { ALLERGENS, type Allergen } from '@forkly/contracts';
import { timestamps } from './columns';
import { images } from './images';
import { restaurants } from './restaurants';

// The 14 EU allergens (Regulation 1169/2011, Annex II) are defined once, in the contracts.
export { ALLERGENS, type Allergen } from '@forkly/contracts';

/** Keeps unknown codes out at the database too, whoever writes the row. */
const allergenArray = sql.raw(`ARRAY[${ALLERGENS.map((a) => `'${a}'`).join(', ')}]::text[]`);

/**
 * A restaurant's menu sections. The API speaks of a menu's `category` by name; the menus service
 * finds or creates the row here, so names stay consistent and can be ordered.
 */
export const categories = pgTable(
  'categories',
  {
    id: serial('id').primaryKey(),
    restaurantId: integer('restaurant_id')
      .notNull()
      .references(() => restaurants.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    position: integer('position').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('categories_restaurant_name_idx').on(t.restaurantId, sql`lower(${t.name})`), index('categories_name_idx').on(t.name)],
);

/** Dishes. Prices in integer cents (DESIGN.md section 1). */
export const menus = pgTable(
  'menus',
  {
    id: serial('id').primaryKey(),
    restaurantId: integer('restaurant_id')
      .notNull()
      .references(() => restaurants.id, { onDelete: 'cascade' }),
    categoryId: integer('category_id').references(() => categories.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    priceCents: integer('price_cents').notNull(),
    imageId: integer('image_id').references(() => images.id, { onDelete: 'set null' }),
    visible: boolean('visible').notNull().default(true),
    allergens: text('allergens')
      .array()
      .$type<Allergen[]>()
      .notNull()
      .default(sql`'{}'::text[]`),
    /**
     * Order lines reference menus with ON DELETE RESTRICT (they are the customer's receipt), so a
     * menu that was ever ordered is archived by setting this instead of being deleted.
     */
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    ...timestamps(),
  },
  (t) => [
    index('menus_restaurant_idx').on(t.restaurantId, t.visible),
    index('menus_name_idx').on(t.name),
    index('menus_price_idx').on(t.priceCents),
    index('menus_category_idx').on(t.categoryId),
    index('menus_visible_idx').on(t.visible),
    index('menus_created_idx').on(t.createdAt),
    check('menus_price_nonneg', sql`${t.priceCents} >= 0`),
    check('menus_allergens_known', sql`${t.allergens} <@ ${allergenArray}`),
  ],
);

/** Drinks, sauces, sides: ordered as their own basket lines (DESIGN.md section 6a). */
export const extras = pgTable(
  'extras',
  {
    id: serial('id').primaryKey(),
    restaurantId: integer('restaurant_id')
      .notNull()
      .references(() => restaurants.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    priceCents: integer('price_cents').notNull(),
    imageId: integer('image_id').references(() => images.id, { onDelete: 'set null' }),
    visible: boolean('visible').notNull().default(true),
    allergens: text('allergens')
      .array()
      .$type<Allergen[]>()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** Same archiving rule as menus.deleted_at. */
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    ...timestamps(),
  },
  (t) => [
    index('extras_restaurant_idx').on(t.restaurantId, t.visible),
    index('extras_name_idx').on(t.name),
    index('extras_price_idx').on(t.priceCents),
    index('extras_visible_idx').on(t.visible),
    index('extras_created_idx').on(t.createdAt),
    check('extras_price_nonneg', sql`${t.priceCents} >= 0`),
    check('extras_allergens_known', sql`${t.allergens} <@ ${allergenArray}`),
  ],
);

export type Category = typeof categories.$inferSelect;
export type Menu = typeof menus.$inferSelect;
export type NewMenu = typeof menus.$inferInsert;
export type Extra = typeof extras.$inferSelect;
export type NewExtra = typeof extras.$inferInsert;

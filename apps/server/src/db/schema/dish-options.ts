import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { menus } from './menus';

/**
 * A dish's option groups (decision 045): "Size" (required, one of S/M/L), "Remove" (optional, up to
 * two). Order lines keep a copy of what was chosen (order_lines.options), so these rows can change
 * or go without touching past orders.
 */
export const menuOptionGroups = pgTable(
  'menu_option_groups',
  {
    id: serial('id').primaryKey(),
    menuId: integer('menu_id')
      .notNull()
      .references(() => menus.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    required: boolean('required').notNull(),
    /** 1 for a single-choice group; shown as radios. */
    maxChoices: integer('max_choices').notNull(),
    multiple: boolean('multiple').notNull(),
    position: integer('position').notNull(),
  },
  (t) => [
    index('menu_option_groups_menu_idx').on(t.menuId, t.position),
    check('menu_option_groups_max_choices', sql`${t.maxChoices} >= 1 AND (${t.multiple} OR ${t.maxChoices} = 1)`),
  ],
);

export const menuOptions = pgTable(
  'menu_options',
  {
    id: serial('id').primaryKey(),
    groupId: integer('group_id')
      .notNull()
      .references(() => menuOptionGroups.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** Added to the dish's price; negative for a cheaper choice (size S). */
    priceDeltaCents: integer('price_delta_cents').notNull(),
    position: integer('position').notNull(),
  },
  (t) => [
    index('menu_options_group_idx').on(t.groupId, t.position),
    check('menu_options_price_delta_range', sql`${t.priceDeltaCents} BETWEEN -99999 AND 99999`),
  ],
);

export type MenuOptionGroupRow = typeof menuOptionGroups.$inferSelect;
export type MenuOptionRow = typeof menuOptions.$inferSelect;

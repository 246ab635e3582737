import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Tx } from './client';
import { menuOptionGroups, menuOptions, menus } from './schema/index';

/*
 * Dishes' option groups (decision 045), read and written here for the three features that hold a
 * menu row: menus (the menu and its editor), checkout (pricing a basket) and branches (copying a
 * catalogue). A column of menus, not a feature's own data, so it sits beside the schema.
 */

/** A dish's option groups as the menu reads carry them (cents; the presenter turns them into euro). */
export interface OptionGroupJson {
  id: number;
  name: string;
  required: boolean;
  multiple: boolean;
  maxChoices: number;
  options: { id: number; name: string; priceDeltaCents: number }[];
}

/**
 * The option groups of the selected dish as one JSON column, in menu order: every menu read (the
 * public menu, the paged list, the editor, the checkout) gets them in the same statement. The
 * dish's id is named with its table: Drizzle leaves a one-table select's columns unqualified,
 * which inside this subquery would mean the group's own id.
 */
export function optionGroupsJson(): SQL<OptionGroupJson[]> {
  const menuId = sql`${menus}.${sql.identifier(menus.id.name)}`;
  return sql<OptionGroupJson[]>`(select coalesce(json_agg(json_build_object(
      'id', g.id, 'name', g.name, 'required', g.required, 'multiple', g.multiple, 'maxChoices', g.max_choices,
      'options', (select coalesce(json_agg(json_build_object('id', o.id, 'name', o.name, 'priceDeltaCents', o.price_delta_cents) order by o.position, o.id), '[]'::json)
                  from ${menuOptions} o where o.group_id = g.id)
    ) order by g.position, g.id), '[]'::json) from ${menuOptionGroups} g where g.menu_id = ${menuId})`;
}

export interface OptionGroupWrite {
  id?: number;
  name: string;
  required: boolean;
  multiple: boolean;
  maxChoices: number;
  options: { id?: number; name: string; priceDeltaCents: number }[];
}

/**
 * Replaces the dish's groups and options. Ids the dish already had are written again, so a basket
 * holding an option's id still finds it; an id of another dish is not taken over (a new one is made).
 */
export async function replaceOptionGroups(tx: Tx, menuId: number, groups: OptionGroupWrite[]): Promise<void> {
  const owned = await tx
    .select({ groupId: menuOptionGroups.id, optionId: menuOptions.id })
    .from(menuOptionGroups)
    .leftJoin(menuOptions, eq(menuOptions.groupId, menuOptionGroups.id))
    .where(eq(menuOptionGroups.menuId, menuId));
  const ownGroups = new Set(owned.map((r) => r.groupId));
  const ownOptions = new Set(owned.flatMap((r) => (r.optionId === null ? [] : [r.optionId])));
  if (ownGroups.size) await tx.delete(menuOptionGroups).where(and(eq(menuOptionGroups.menuId, menuId), inArray(menuOptionGroups.id, [...ownGroups])));
  for (const [position, group] of groups.entries()) {
    const id = group.id !== undefined && ownGroups.has(group.id) ? group.id : undefined;
    const [row] = await tx
      .insert(menuOptionGroups)
      .values({ ...(id ? { id } : {}), menuId, name: group.name, required: group.required, multiple: group.multiple, maxChoices: group.maxChoices, position })
      .returning({ id: menuOptionGroups.id });
    await tx.insert(menuOptions).values(
      group.options.map((option, optionPosition) => ({
        ...(option.id !== undefined && ownOptions.has(option.id) ? { id: option.id } : {}),
        groupId: row!.id,
        name: option.name,
        priceDeltaCents: option.priceDeltaCents,
        position: optionPosition,
      })),
    );
  }
}

import { and, eq, isNull } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { categories, extras, menus } from '../../db/schema/index';
import { optionGroupsJson, replaceOptionGroups } from '../../db/dish-options';

/**
 * Copies a restaurant's current categories, menus and extras to a new branch (DESIGN.md section
 * 6, "Branches"): archived items stay behind, hidden ones come along hidden. Images are shared by
 * reference (an image is deleted only once nothing refers to it); from here on each restaurant
 * manages its own copy.
 */
export async function copyCatalogue(tx: Tx, fromId: number, toId: number) {
  const sourceCategories = await tx.select().from(categories).where(eq(categories.restaurantId, fromId));
  const categoryIds = new Map<number, number>();
  if (sourceCategories.length) {
    const copied = await tx
      .insert(categories)
      .values(sourceCategories.map((c) => ({ restaurantId: toId, name: c.name, position: c.position })))
      .returning({ id: categories.id, name: categories.name });
    // Names are unique per restaurant ignoring case, so they pair each copy with its original.
    const byName = new Map(copied.map((c) => [c.name.toLowerCase(), c.id]));
    for (const c of sourceCategories) categoryIds.set(c.id, byName.get(c.name.toLowerCase())!);
  }

  const sourceRows = await tx
    .select({ menu: menus, optionGroups: optionGroupsJson() })
    .from(menus)
    .where(and(eq(menus.restaurantId, fromId), isNull(menus.deletedAt)))
    .orderBy(menus.id);
  const sourceMenus = sourceRows.map((r) => r.menu);
  if (sourceMenus.length) {
    const copies = await tx
      .insert(menus)
      .values(
        sourceMenus.map((m) => ({
          restaurantId: toId,
          categoryId: m.categoryId === null ? null : (categoryIds.get(m.categoryId) ?? null),
          name: m.name,
          description: m.description,
          priceCents: m.priceCents,
          imageId: m.imageId,
          visible: m.visible,
          allergens: m.allergens,
        })),
      )
      .returning({ id: menus.id });
    // Each dish's option groups come along as new rows (decision 045); RETURNING keeps the VALUES order.
    for (const [i, { optionGroups }] of sourceRows.entries()) {
      if (optionGroups.length)
        await replaceOptionGroups(
          tx,
          copies[i]!.id,
          optionGroups.map(({ id: _id, ...g }) => ({ ...g, options: g.options.map(({ id: _o, ...o }) => o) })),
        );
    }
  }

  const sourceExtras = await tx
    .select()
    .from(extras)
    .where(and(eq(extras.restaurantId, fromId), isNull(extras.deletedAt)));
  if (sourceExtras.length) {
    await tx.insert(extras).values(
      sourceExtras.map((e) => ({
        restaurantId: toId,
        name: e.name,
        priceCents: e.priceCents,
        imageId: e.imageId,
        visible: e.visible,
        allergens: e.allergens,
      })),
    );
  }
  return { categories: sourceCategories.length, menus: sourceMenus.length, extras: sourceExtras.length };
}

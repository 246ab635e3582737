import { centsToEuro, type ExtraItem, type MenuItem } from '@forkly/contracts';
import type { Extra, Menu } from '../../db/schema/index';
import type { OptionGroupJson } from '../../db/dish-options';

/** A dish's option groups in euro. */
export function presentOptionGroups(groups: readonly OptionGroupJson[]): MenuItem['optionGroups'] {
  return groups.map((group) => ({
    id: group.id,
    name: group.name,
    required: group.required,
    multiple: group.multiple,
    maxChoices: group.maxChoices,
    options: group.options.map((option) => ({ id: option.id, name: option.name, priceDelta: centsToEuro(option.priceDeltaCents) })),
  }));
}

/** A dish as customers and lists see it: price in euro, never the archive date or timestamps. */
export function presentMenu(row: { menu: Menu; category: string | null; categoryPosition: number | null; optionGroups: OptionGroupJson[] }): MenuItem {
  const { menu } = row;
  return {
    id: menu.id,
    restaurantId: menu.restaurantId,
    name: menu.name,
    description: menu.description,
    price: centsToEuro(menu.priceCents),
    category: row.category,
    categoryId: menu.categoryId,
    categoryPosition: row.categoryPosition,
    imageId: menu.imageId,
    allergens: menu.allergens,
    visible: menu.visible,
    optionGroups: presentOptionGroups(row.optionGroups),
  };
}

export function presentExtra(extra: Extra): ExtraItem {
  return {
    id: extra.id,
    restaurantId: extra.restaurantId,
    name: extra.name,
    price: centsToEuro(extra.priceCents),
    imageId: extra.imageId,
    allergens: extra.allergens,
    visible: extra.visible,
  };
}

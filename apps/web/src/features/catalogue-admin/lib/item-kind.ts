import { EXTRA_SORT_KEYS, MENU_SORT_KEYS, type ExtraItem, type MenuItem } from '@forkly/contracts';

/** The two lists this feature manages; everything that differs between them is named here. */
export type ItemKind = 'menu' | 'extra';
export type CatalogueItem = MenuItem | ExtraItem;

export const MENU_FILTER_KEYS = ['name', 'category', 'minimumPrice', 'maximumPrice', 'visible', 'restaurantId'] as const;
export const EXTRA_FILTER_KEYS = ['name', 'minimumPrice', 'maximumPrice', 'visible', 'restaurantId'] as const;
export type CatalogueFilterKey = (typeof MENU_FILTER_KEYS)[number];

export const KIND = {
  menu: { sortKeys: MENU_SORT_KEYS, filterKeys: MENU_FILTER_KEYS, hasCategory: true },
  extra: { sortKeys: EXTRA_SORT_KEYS, filterKeys: EXTRA_FILTER_KEYS, hasCategory: false },
} as const;

export function isMenu(item: CatalogueItem): item is MenuItem {
  return 'category' in item;
}

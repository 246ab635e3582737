import type { QueryClient } from '@tanstack/react-query';
import type { ItemKind } from '../lib/item-kind';

/** Every managed list of one kind, whatever its page and filters. */
export const catalogueKey = (kind: ItemKind) => ['catalogue-admin', kind] as const;

/**
 * After a change: the dashboard lists, and the customer's menu of that restaurant (the keys of
 * features/restaurants), so a hidden item is gone from the menu at once in this browser too.
 */
export function refreshAfterChange(queryClient: QueryClient, kind: ItemKind, restaurantId: number) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: catalogueKey(kind) }),
    queryClient.invalidateQueries({ queryKey: ['restaurant', restaurantId, kind === 'menu' ? 'menus' : 'extras'] }),
  ]);
}

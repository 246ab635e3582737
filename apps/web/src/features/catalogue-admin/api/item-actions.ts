import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { KIND, type CatalogueItem, type ItemKind } from '../lib/item-kind';
import { refreshAfterChange } from './catalogue-keys';

interface ItemRef {
  kind: ItemKind;
  item: CatalogueItem;
}

/** SPEC.md section 4: a visible item calls disable-visibility, a hidden one enable-visibility. */
export function toggleVisibility({ kind, item }: ItemRef) {
  const action = item.visible ? 'disable' : 'enable';
  return api<CatalogueItem>(`${KIND[kind].item}/${item.id}/${action}-visibility`, { method: 'POST' });
}

/** DELETE /menu/{id} or /extra/{id}: an item on past orders is archived, so those keep their lines. */
export function deleteItem({ kind, item }: ItemRef) {
  return api<void>(`${KIND[kind].item}/${item.id}`, { method: 'DELETE' });
}

export function useToggleVisibility() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: toggleVisibility, onSuccess: (_data, { kind, item }) => refreshAfterChange(queryClient, kind, item.restaurantId) });
}

export function useDeleteItem() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteItem, onSuccess: (_data, { kind, item }) => refreshAfterChange(queryClient, kind, item.restaurantId) });
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { menuAdminEndpoints as admin } from '@forkly/contracts';
import { callEndpoint } from '../../../lib/endpoint-client';
import type { CatalogueItem, ItemKind } from '../lib/item-kind';
import { refreshAfterChange } from './catalogue-keys';

interface ItemRef {
  kind: ItemKind;
  item: CatalogueItem;
}

/** SPEC.md section 4: a visible item calls disable-visibility, a hidden one enable-visibility. */
export function toggleVisibility({ kind, item }: ItemRef): Promise<CatalogueItem> {
  const params = { id: item.id };
  if (kind === 'menu') return callEndpoint(item.visible ? admin.disableMenu : admin.enableMenu, { params });
  return callEndpoint(item.visible ? admin.disableExtra : admin.enableExtra, { params });
}

/** DELETE /menu/{id} or /extra/{id}: an item on past orders is archived, so those keep their lines. */
export function deleteItem({ kind, item }: ItemRef): Promise<void> {
  return callEndpoint(kind === 'menu' ? admin.deleteMenu : admin.deleteExtra, { params: { id: item.id } });
}

export function useToggleVisibility() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: toggleVisibility, onSuccess: (_data, { kind, item }) => refreshAfterChange(queryClient, kind, item.restaurantId) });
}

export function useDeleteItem() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteItem, onSuccess: (_data, { kind, item }) => refreshAfterChange(queryClient, kind, item.restaurantId) });
}

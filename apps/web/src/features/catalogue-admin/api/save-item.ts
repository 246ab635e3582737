import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { ItemFormValues } from '../lib/item-form-schema';
import { KIND, type CatalogueItem, type ItemKind } from '../lib/item-kind';
import { refreshAfterChange } from './catalogue-keys';

export interface SaveItemInput {
  kind: ItemKind;
  /** Absent for a new item. */
  id?: number;
  values: ItemFormValues;
  /** A new picture; absent keeps the current one. */
  image?: File;
  removeImage?: boolean;
  /** Where a new item goes; absent means the account's own restaurant. */
  restaurantId?: number;
}

/**
 * POST /menu, POST /extra, PUT /menu/{id}, PUT /extra/{id}: the fields in the query (SPEC.md
 * section 7), the picture as the multipart part `image`. Empty optional fields are left out, which
 * the server reads as "none".
 */
export function saveItem({ kind, id, values, image, removeImage, restaurantId }: SaveItemInput) {
  const query: Record<string, string | number | boolean | undefined> = {
    name: values.name,
    price: values.price,
    allergens: values.allergens.join(','),
  };
  if (KIND[kind].hasCategory) Object.assign(query, { description: values.description, category: values.category });
  if (id === undefined) query.restaurantId = restaurantId;
  else if (removeImage && !image) query.removeImage = true;
  let formData: FormData | undefined;
  if (image) {
    formData = new FormData();
    formData.append('image', image);
  }
  const path = id === undefined ? KIND[kind].item : `${KIND[kind].item}/${id}`;
  return api<CatalogueItem>(path, { method: id === undefined ? 'POST' : 'PUT', query, formData });
}

export function useSaveItem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveItem,
    onSuccess: (item, input) => refreshAfterChange(queryClient, input.kind, item.restaurantId),
  });
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { menuAdminEndpoints as admin, type EndpointInput } from '@forkly/contracts';
import { callEndpoint } from '../../../lib/endpoint-client';
import type { ItemFormValues } from '../lib/item-form-schema';
import { KIND, type CatalogueItem, type ItemKind } from '../lib/item-kind';
import { refreshAfterChange } from './catalogue-keys';

type CreateMenuQuery = EndpointInput<typeof admin.createMenu>['query'];
type EditMenuQuery = EndpointInput<typeof admin.editMenu>['query'];
type CreateExtraQuery = EndpointInput<typeof admin.createExtra>['query'];
type EditExtraQuery = EndpointInput<typeof admin.editExtra>['query'];

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
export function saveItem({ kind, id, values, image, removeImage, restaurantId }: SaveItemInput): Promise<CatalogueItem> {
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
  // The query is built once for both kinds; the server's schema of each checks its own fields.
  if (kind === 'menu') {
    if (id === undefined) return callEndpoint(admin.createMenu, { query: query as CreateMenuQuery, body: formData });
    return callEndpoint(admin.editMenu, { params: { id }, query: query as EditMenuQuery, body: formData });
  }
  if (id === undefined) return callEndpoint(admin.createExtra, { query: query as CreateExtraQuery, body: formData });
  return callEndpoint(admin.editExtra, { params: { id }, query: query as EditExtraQuery, body: formData });
}

export function useSaveItem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveItem,
    onSuccess: (item, input) => refreshAfterChange(queryClient, input.kind, item.restaurantId),
  });
}

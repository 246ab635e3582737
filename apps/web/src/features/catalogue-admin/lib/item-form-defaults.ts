import type { Allergen } from '@forkly/contracts';
import type { ItemFormInput } from './item-form-schema';
import { isMenu, type CatalogueItem } from './item-kind';

/** The item form's starting values: empty to add, the item's own to edit. */
export function formDefaults(item?: CatalogueItem): ItemFormInput {
  if (!item) return { name: '', description: '', price: '', category: '', allergens: [] };
  return {
    name: item.name,
    description: isMenu(item) ? item.description : '',
    price: item.price.toFixed(2),
    category: isMenu(item) ? (item.category ?? '') : '',
    allergens: [...item.allergens] as Allergen[],
  };
}

import { z } from 'zod';
import { ALLERGENS, CATEGORY_NAME_MAX, MENU_DESCRIPTION_MAX, PRICE_PATTERN, itemNameField, type Allergen } from '@forkly/contracts';
import type { CatalogueItem } from './item-kind';
import { isMenu } from './item-kind';

/**
 * The menu item form of SPEC.md section 5 (name, optional description, price), plus category and
 * allergens. Name and the price's shape come from the contract; a decimal comma is accepted
 * because German and Finnish write prices that way.
 */
export const itemFormSchema = z.object({
  name: itemNameField,
  description: z.string().trim().max(MENU_DESCRIPTION_MAX, { error: 'tooLong' }),
  price: z
    .string({ error: 'priceRequired' })
    .trim()
    .min(1, { error: 'priceRequired' })
    .transform((value) => value.replace(',', '.'))
    .pipe(z.string().regex(PRICE_PATTERN, { error: 'invalidValue' })),
  category: z.string().trim().max(CATEGORY_NAME_MAX, { error: 'tooLong' }),
  allergens: z.array(z.enum(ALLERGENS)),
});
export type ItemFormInput = z.input<typeof itemFormSchema>;
export type ItemFormValues = z.output<typeof itemFormSchema>;

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

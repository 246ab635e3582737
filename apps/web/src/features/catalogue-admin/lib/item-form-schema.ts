import { z } from 'zod';
import { ALLERGENS, CATEGORY_NAME_MAX, MENU_DESCRIPTION_MAX, PRICE_PATTERN } from '@forkly/contracts';
import { itemNameField } from '@forkly/contracts/schemas';

// Loaded on demand by the item form (lazyZodResolver), so zod stays out of the page's first load.

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

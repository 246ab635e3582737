import { z } from 'zod';
import { requiredText } from '@forkly/contracts/schemas';

// Loaded on demand by the delivery address form (lazyZodResolver), so zod stays out of the page's first load.

export const addressFormSchema = z.object({
  street: requiredText('streetRequired', 120),
  houseNumber: requiredText('houseNumberRequired', 20),
  zip: requiredText('zipRequired', 12),
  city: requiredText('cityRequired', 80),
});
export type AddressFormValues = z.infer<typeof addressFormSchema>;

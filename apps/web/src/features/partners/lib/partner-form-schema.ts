import { z } from 'zod';
import { CONTACT_MODES, type PartnerType } from '@forkly/contracts';
import { addressSchema, partnerRequestSchema } from '@forkly/contracts/schemas';

// Loaded on demand by the partner form (lazyZodResolver), so zod stays out of the page's first load.

const shape = partnerRequestSchema.shape;

/**
 * The address chosen through place autocomplete (SPEC.md section 3: street, houseNumber, zip,
 * city and apartmentNr from the place's components, with its location); complete only with
 * street, house number, zip and city (SPEC.md section 5).
 */
export const partnerAddressSchema = addressSchema.pick({
  street: true,
  houseNumber: true,
  zip: true,
  city: true,
  apartmentNr: true,
  latitude: true,
  longitude: true,
  placeId: true,
});

/**
 * The become-a-partner form with SPEC.md's field names (fullname, name, email, contact,
 * contactMode, address); the restaurant name is required for restaurants only.
 */
export function partnerFormSchema(type: PartnerType) {
  return z
    .object({
      fullname: shape.fullname,
      name: z.string().trim().max(120, { error: 'tooLong' }),
      email: shape.email,
      contact: shape.phone,
      contactMode: z.enum(CONTACT_MODES, { error: 'contactModeRequired' }),
      address: partnerAddressSchema,
    })
    .refine((v) => type !== 'restaurant' || v.name.length > 0, { path: ['name'], error: 'restaurantNameRequired' });
}

import { z } from 'zod';
import { CONTACT_MODES, addressSchema, partnerRequestSchema, type PartnerRequestInput, type PartnerType } from '@forkly/contracts';

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
export type PartnerFormInput = z.input<ReturnType<typeof partnerFormSchema>>;
export type PartnerFormValues = z.output<ReturnType<typeof partnerFormSchema>>;

export const emptyPartnerForm: PartnerFormInput = {
  fullname: '',
  name: '',
  email: '',
  contact: '',
  contactMode: 'EMAIL',
  address: { street: '', houseNumber: '', zip: '', city: '' },
};

/** Form values -> the partner request of SPEC.md section 3 (phone without spaces, floor 0). */
export function partnerPayload(type: PartnerType, values: PartnerFormValues): PartnerRequestInput {
  return {
    fullname: values.fullname,
    ...(type === 'restaurant' ? { partnerName: values.name } : {}),
    email: values.email,
    phone: values.contact,
    contactMode: values.contactMode,
    address: { ...values.address, floor: 0 },
  };
}

/** API field names -> form fields, for the server's field errors. */
export const PARTNER_SERVER_FIELDS: Record<string, string> = {
  fullname: 'fullname',
  partnerName: 'name',
  email: 'email',
  phone: 'contact',
  contactMode: 'contactMode',
  'address.street': 'address.street',
  'address.houseNumber': 'address.houseNumber',
  'address.zip': 'address.zip',
  'address.city': 'address.city',
  address: 'address.street',
};

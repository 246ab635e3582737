import type { z } from 'zod';
import type { PartnerRequestInput, PartnerType } from '@forkly/contracts';
import type { partnerFormSchema } from './partner-form-schema';

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

import { z } from 'zod';
import { requiredText } from './fields';

/** Address of SPEC.md section 3. Floor is 0 and apartmentNr empty at sign-up. */
export const addressSchema = z.strictObject(
  {
    street: requiredText('streetRequired', 120),
    houseNumber: requiredText('houseNumberRequired', 20),
    apartmentNr: z.string().trim().max(20, { error: 'tooLong' }).default(''),
    zip: requiredText('zipRequired', 12),
    city: requiredText('cityRequired', 80),
    floor: z.number().int().min(-5).max(200).default(0),
    // Accepted for older clients but never read: the server locates every address (decision 017).
    latitude: z.number().min(-90).max(90).optional().describe('Ignored: the server locates the address itself.'),
    longitude: z.number().min(-180).max(180).optional().describe('Ignored: the server locates the address itself.'),
    /** From our places API; used only when the place is this street, house number and zip. */
    placeId: z.string().max(200).optional(),
  },
  { error: (issue) => (issue.input === undefined ? 'addressRequired' : 'invalidValue') },
);
export type Address = z.infer<typeof addressSchema>;
export type AddressInput = z.input<typeof addressSchema>;

export const addressResponseSchema = z.object({
  street: z.string(),
  houseNumber: z.string(),
  apartmentNr: z.string(),
  zip: z.string(),
  city: z.string(),
  floor: z.number(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
});

import { z } from 'zod';
import { CONTACT_MODES } from '../partners';
import { addressSchema } from './address';
import { contactField, emailField, requiredText } from './fields';
import { partnerTypeSchema } from './roles';

/** The `:type` of POST /partner/{type}/registration and POST /invitation/{type}: restaurant, courier or service. */
export const partnerTypeParamsSchema = z.object({ type: partnerTypeSchema });

/** POST /partner/{restaurant|courier|service}/registration (SPEC.md section 3: partner request). */
export const partnerRequestSchema = z.strictObject({
  fullname: requiredText('fullnameRequired', 120),
  partnerName: z.string().trim().max(120).optional(),
  email: emailField,
  phone: contactField,
  contactMode: z.enum(CONTACT_MODES, { error: 'contactModeRequired' }).default('EMAIL'),
  address: addressSchema,
});
export type PartnerRequestInput = z.input<typeof partnerRequestSchema>;

/** The invite form of SPEC.md section 3: staff invite a partner directly by e-mail. */
export const inviteRequestSchema = z.strictObject({
  email: emailField,
  note: z.string().trim().max(500, { error: 'tooLong' }).optional(),
});
export type InviteRequest = z.infer<typeof inviteRequestSchema>;

import { z } from 'zod';
import { completePersonAccountSchema, completeRestaurantAccountSchema } from './auth';
import { emailField } from './fields';

/** The completion bodies as the server takes them: a field the form does not have is refused. */
export const completePersonAccountRequestSchema = z.strictObject(completePersonAccountSchema.shape);
export const completeRestaurantAccountRequestSchema = z.strictObject(completeRestaurantAccountSchema.shape);

/**
 * What an invitation link is worth before the form is filled in (issue 22): usable, or why not.
 * `replaced`: a newer link was sent for the same request or address. Nothing else is told.
 */
export const INVITATION_LINK_STATES = ['usable', 'used', 'expired', 'replaced', 'unknown'] as const;
export type InvitationLinkState = (typeof INVITATION_LINK_STATES)[number];
export const invitationCheckSchema = z.object({ state: z.enum(INVITATION_LINK_STATES) });
export type InvitationCheck = z.infer<typeof invitationCheckSchema>;

/** The invite form of SPEC.md section 3: staff invite a partner directly by e-mail. */
export const inviteRequestSchema = z.strictObject({
  email: emailField,
  note: z.string().trim().max(500, { error: 'tooLong' }).optional(),
});
export type InviteRequest = z.infer<typeof inviteRequestSchema>;

import type { PartnerType } from '@forkly/contracts';
import { hashToken, randomToken } from '../../lib/tokens';
import type { AppDeps } from '../../plugins/deps';
import { insertInvitation } from './accounts.repo';

/** Invitation links live 7 days (DESIGN.md section 4). */
export const INVITATION_TTL_MS = 7 * 24 * 60 * 60 * 1000;

export interface InvitationInput {
  partnerType: PartnerType;
  email: string;
  /** The approved partner request it answers; completing the account marks it COMPLETED. */
  partnerRequestId?: number;
  /** A personal line from the staff member who invites directly (the invite form). */
  note?: string;
}

/**
 * Invites a partner to complete an account (DESIGN.md section 6: sent on approval of a partner
 * request). Only the code's hash is stored; the code is mailed as the registration link and
 * returned to the caller.
 */
export async function createInvitation(deps: AppDeps, input: InvitationInput): Promise<string> {
  const code = randomToken();
  await insertInvitation(deps.db, {
    codeHash: hashToken(code),
    partnerType: input.partnerType,
    email: input.email,
    partnerRequestId: input.partnerRequestId ?? null,
    expiresAt: new Date(Date.now() + INVITATION_TTL_MS),
  });
  const link = `${deps.config.publicUrl}/auth/register?type=${input.partnerType}&verificationcode=${encodeURIComponent(code)}`;
  await deps.mailer.send({
    to: input.email,
    subject: 'Your invitation to Forkly',
    text: [
      input.partnerRequestId
        ? `Welcome aboard! Your request to join Forkly as a ${input.partnerType} partner was approved.`
        : `You are invited to join Forkly as a ${input.partnerType} partner.`,
      ...(input.note ? [`\n${input.note}`] : []),
      `\nComplete your account within 7 days here:\n${link}\n\nThe link works once.`,
    ].join('\n'),
    kind: 'invitation',
  });
  return code;
}

import type { PartnerType, StaffRole } from '@forkly/contracts';
import type { Database, Tx } from '../../db/client';
import { hashToken, randomToken } from '../../lib/tokens';
import type { AppDeps } from '../../plugins/deps';
import { insertInvitation } from './accounts.repo';
import { queueMail } from '../jobs/mail-jobs';

/** Invitation links live 7 days (DESIGN.md section 4). */
export const INVITATION_TTL_MS = 7 * 24 * 60 * 60 * 1000;

export interface InvitationInput {
  partnerType: PartnerType;
  email: string;
  /** The approved partner request it answers; completing the account marks it COMPLETED. */
  partnerRequestId?: number;
  /** A personal line from the staff member who invites directly (the invite form). */
  note?: string;
  /** A staff invitation (POST /credential, type `service`): the role the account gets, SERVICE or ADMIN. */
  invitedRole?: StaffRole;
}

/**
 * Invites a partner to complete an account (DESIGN.md section 6: sent on approval of a partner
 * request). Only the code's hash is stored; the code is mailed as the registration link and
 * returned to the caller.
 */
export async function createInvitation(deps: AppDeps, input: InvitationInput): Promise<string> {
  return deps.db.transaction(async (tx) => {
    const code = await storeInvitation(tx, input);
    await mailInvitation(deps, input, code, tx);
    return code;
  });
}

/**
 * Stores a new invitation (only its code's hash) with `db`, which may be the caller's transaction:
 * an approval stores it, and queues its mail, in the transaction that approves.
 */
export async function storeInvitation(db: Database | Tx, input: InvitationInput): Promise<string> {
  const code = randomToken();
  await insertInvitation(db, {
    codeHash: hashToken(code),
    partnerType: input.partnerType,
    email: input.email,
    partnerRequestId: input.partnerRequestId ?? null,
    invitedRole: input.invitedRole ?? null,
    expiresAt: new Date(Date.now() + INVITATION_TTL_MS),
  });
  return code;
}

/**
 * Queues the registration link of an invitation, in `db`'s transaction: the transaction that
 * stores the code, so the mail leaves after it commits and never for one rolled back (decision 019).
 */
export async function mailInvitation(deps: AppDeps, input: InvitationInput, code: string, db: Database | Tx): Promise<void> {
  const link = `${deps.config.publicUrl}/auth/register?type=${input.partnerType}&verificationcode=${encodeURIComponent(code)}`;
  await queueMail(db, {
    to: input.email,
    subject: 'Your invitation to Forkly',
    text: [
      invitationGreeting(input),
      ...(input.note ? [`\n${input.note}`] : []),
      `\nComplete your account within 7 days here:\n${link}\n\nThe link works once.`,
    ].join('\n'),
    kind: 'invitation',
  });
}

function invitationGreeting(input: InvitationInput): string {
  if (input.partnerRequestId) return `Welcome aboard! Your request to join Forkly as a ${input.partnerType} partner was approved.`;
  if (input.invitedRole)
    return `You are invited to join the Forkly team as ${input.invitedRole === 'ADMIN' ? 'an administrator' : 'a member of the service staff'}.`;
  return `You are invited to join Forkly as a ${input.partnerType} partner.`;
}

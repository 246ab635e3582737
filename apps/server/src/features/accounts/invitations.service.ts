import { isStaffRole, pagePaths, type InvitationCheck, type PartnerType, type StaffRole } from '@forkly/contracts';
import type { Database, Tx } from '../../db/client';
import { composeMail } from '../../lib/compose-mail';
import { mailTexts, type MailTexts } from '../../lib/mail-texts/index';
import { AppError } from '../../lib/app-error';
import type { Locale } from '../../lib/preferred-locale';
import { hashToken, randomToken } from '../../lib/tokens';
import type { AppDeps } from '../../plugins/deps';
import { accountWithEmailExists, expireOpenDirectInvitations, findInvitationByHash, findInvitationState, insertInvitation } from './accounts.repo';
import { queueMail } from '../jobs/index';

/** Invitation links live 7 days (DESIGN.md section 4). */
const INVITATION_TTL_DAYS = 7;
export const INVITATION_TTL_MS = INVITATION_TTL_DAYS * 24 * 60 * 60 * 1000;

export interface InvitationInput {
  partnerType: PartnerType;
  email: string;
  /** The approved partner request it answers; completing the account marks it COMPLETED. */
  partnerRequestId?: number;
  /** A personal line from the staff member who invites directly (the invite form). */
  note?: string;
  /** A staff invitation (POST /credential, type `service`): the role the account gets, SERVICE or ADMIN. */
  invitedRole?: StaffRole;
  /** The language of its mail: the partner request's, or the inviting page's for a direct invitation (localeOf). */
  locale: Locale;
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
  const t = mailTexts(input.locale).invitation;
  const href = `${deps.config.publicUrl}${pagePaths.register('', input.partnerType, code)}`;
  await queueMail(
    db,
    composeMail({
      to: input.email,
      subject: t.subject,
      kind: 'invitation',
      blocks: [invitationGreeting(t, input), ...(input.note ? [input.note] : []), { lead: t.complete({ days: INVITATION_TTL_DAYS }), href }, t.once],
    }),
  );
}

function invitationGreeting(t: MailTexts['invitation'], input: InvitationInput): string {
  if (input.partnerRequestId) return t.approved[input.partnerType];
  if (input.invitedRole) return t.staff[input.invitedRole];
  return t.invited[input.partnerType];
}

/**
 * GET /invitation/check: whether a link can still complete an account, told before the form is
 * filled in. A replaced link (a newer one went to the same request or address) says so rather than
 * "expired", so the person looks for the newer mail.
 */
export async function checkInvitation(db: Database | Tx, code: string): Promise<InvitationCheck> {
  const invitation = await findInvitationState(db, hashToken(code));
  if (!invitation) return { state: 'unknown' };
  if (invitation.usedAt) return { state: 'used' };
  if (invitation.replaced) return { state: 'replaced' };
  if (invitation.expiresAt.getTime() <= Date.now()) return { state: 'expired' };
  return { state: 'usable' };
}

/** The invitation behind a link, in whatever state, for its renewal (POST /invitation/renew). */
export function findInvitationByCode(db: Database | Tx, code: string) {
  return findInvitationByHash(db, hashToken(code));
}

type Invitation = NonNullable<Awaited<ReturnType<typeof findInvitationByHash>>>;

/**
 * Renews a direct invitation (the invite form, POST /credential): the same type and role, to the
 * same address, and every older link to it stops working. Spent once the address has an account.
 */
export async function renewDirectInvitation(deps: AppDeps, tx: Tx, invitation: Invitation & { email: string; partnerType: string }, locale: Locale) {
  if (await accountWithEmailExists(tx, invitation.email)) throw new AppError('invitationNotRenewable');
  await expireOpenDirectInvitations(tx, invitation.email, new Date());
  const renewed = {
    partnerType: invitation.partnerType as PartnerType,
    email: invitation.email,
    ...(invitation.invitedRole && isStaffRole(invitation.invitedRole) ? { invitedRole: invitation.invitedRole as StaffRole } : {}),
    locale,
  };
  const code = await storeInvitation(tx, renewed);
  await mailInvitation(deps, renewed, code, tx);
}

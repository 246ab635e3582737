import {
  ERROR_CATALOGUE,
  ROLE_OF_PARTNER_TYPE,
  type completePersonAccountSchema,
  type completeRestaurantAccountSchema,
  type PartnerType,
  type Role,
} from '@forkly/contracts';
import type { z } from 'zod';
import type { Tx } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { hashPassword } from '../../lib/passwords';
import type { Locale } from '../../lib/preferred-locale';
import { hashToken } from '../../lib/tokens';
import type { AppDeps } from '../../plugins/deps';
import { assertAcceptableNewPassword } from '../passwords/password-rules.service';
import { locatedAddressValues, type LocatedAddress } from '../places/index';
import { assertIdentityFree } from '../users/identity.service';
import { completePartnerRequest, consumeInvitation, findInvitation, insertAccount, insertCourierProfile, insertRestaurant } from './accounts.repo';

type PersonInput = z.output<typeof completePersonAccountSchema>;
type RestaurantInput = z.output<typeof completeRestaurantAccountSchema>;

/** Which invitations each completion path takes; `/user/...` is the generic path for people. */
const ACCEPTED_TYPES = {
  restaurant: ['restaurant'],
  courier: ['courier'],
  service: ['service'],
  user: ['courier', 'service'],
} as const satisfies Record<string, readonly PartnerType[]>;
export type CompletionPath = keyof typeof ACCEPTED_TYPES;

export type Completion = (
  { path: 'restaurant'; code: string; input: RestaurantInput } | { path: Exclude<CompletionPath, 'restaurant'>; code: string; input: PersonInput }
) & {
  /** The language of the page the account was completed on: its mail is written in it until a login says otherwise. */
  locale: Locale;
};

/** A live invitation whose type the path accepts. */
async function findUsableInvitation(deps: AppDeps, path: CompletionPath, code: string) {
  const invitation = await findInvitation(deps.db, hashToken(code));
  const type = invitation?.partnerType as PartnerType | undefined;
  if (!invitation?.email || !type || !(ACCEPTED_TYPES[path] as readonly PartnerType[]).includes(type)) {
    throw new AppError('verificationCodeInvalid');
  }
  return { ...invitation, email: invitation.email, type };
}

/**
 * The role the completed account gets: its type's, or for a staff invitation (POST /credential,
 * type `service`) the SERVICE or ADMIN role it was sent with.
 */
function roleOfInvitation(invitation: { type: PartnerType; invitedRole: Role | null }): Role {
  if (invitation.type === 'service' && (invitation.invitedRole === 'SERVICE' || invitation.invitedRole === 'ADMIN')) return invitation.invitedRole;
  return ROLE_OF_PARTNER_TYPE[invitation.type];
}

/**
 * Completes an invited account (DESIGN.md section 4): the invitation is used up, the account gets
 * its e-mail (verified: the link came to it) and the role of its type; a restaurant also gets its
 * restaurant, a courier its courier profile (offline). Answers the id, no tokens: they log in next.
 */
export async function completeAccount(deps: AppDeps, completion: Completion): Promise<{ id: number }> {
  const { input } = completion;
  assertAcceptableNewPassword({
    password: input.newPassword,
    passwordField: 'newPassword',
    repeated: input.repeatPass,
    repeatedField: 'repeatPass',
  });
  const invitation = await findUsableInvitation(deps, completion.path, completion.code);
  await assertIdentityFree(deps.db, { username: input.username, email: invitation.email });
  const passwordHash = await hashPassword(input.newPassword);
  const address = await locatedAddressValues(deps, input.address);
  // Customers find a restaurant, and pay its delivery fee, by where it stands: it must be found.
  if (completion.path === 'restaurant' && address.latitude === null)
    throw new AppError('addressNotFound', { fields: { address: ERROR_CATALOGUE.addressNotFound.message } });
  return deps.db.transaction(async (tx) => {
    if (!(await consumeInvitation(tx, invitation.id))) throw new AppError('verificationCodeInvalid');
    const person = completion.path === 'restaurant' ? {} : { firstName: completion.input.firstName, lastName: completion.input.lastName };
    const role = roleOfInvitation(invitation);
    const account = await insertAccount(tx, {
      role,
      username: input.username,
      email: invitation.email,
      emailVerified: true,
      passwordHash,
      locale: completion.locale,
      contact: input.contact,
      ...person,
      ...address,
    });
    await createPartnerRecords(tx, completion, { userId: account.id, email: invitation.email, role, address });
    if (invitation.partnerRequestId) await completePartnerRequest(tx, invitation.partnerRequestId, account.id);
    return { id: account.id };
  });
}

/** What the role needs beside the account: a restaurant row, or a courier profile. */
async function createPartnerRecords(tx: Tx, completion: Completion, account: { userId: number; email: string; role: Role; address: LocatedAddress }) {
  const { userId, email, address } = account;
  if (completion.path === 'restaurant') {
    const { input } = completion;
    await insertRestaurant(tx, {
      userId,
      name: input.name,
      email,
      bio: input.bio,
      contact: input.contact,
      // Phone numbers are kept without spaces (SPEC.md section 3), the second one too.
      contact1: input.contact1?.replace(/\s+/g, '') || null,
      ...address,
    });
    return;
  }
  if (account.role === 'COURIER') await insertCourierProfile(tx, userId);
}

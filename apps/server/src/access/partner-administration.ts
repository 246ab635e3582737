import type { Role } from '@forkly/contracts';
import { AppError } from '../lib/app-error';
import type { AccessClaims } from '../lib/jwt';
import { STAFF, allows } from './access';

/**
 * Who may administer partner requests (SPEC.md section 2: Partner Requests is for ADMIN and
 * SERVICE): list and open them, review, sign off, decide, and send the invitation again.
 */
export const PARTNER_ADMINISTRATORS: readonly Role[] = STAFF;

export function assertMayAdministerPartners(caller: Pick<AccessClaims, 'role'>): void {
  if (!allows(PARTNER_ADMINISTRATORS, caller.role)) throw new AppError('forbidden');
}

/**
 * Four eyes (DESIGN.md section 6): the sign-off must come from someone other than the reviewer.
 * The database's `partner_requests_four_eyes` check holds the same rule when two calls race.
 */
export function assertFourEyes(request: { reviewedBy: number | null }, signerId: number): void {
  if (request.reviewedBy === signerId) throw new AppError('signOffBySameReviewer');
}

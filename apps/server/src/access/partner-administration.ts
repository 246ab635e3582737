import { PARTNER_ADMINISTRATORS } from '@forkly/contracts';
import { AppError } from '../lib/app-error';
import type { AccessClaims } from '../lib/jwt';
import { allows } from './access';

/** Refuses anyone outside the contracts' PARTNER_ADMINISTRATORS (the endpoints declare the same group). */
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

import type { Database, Tx } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { isReservedEmail, isReservedUsername } from './removed-identity';
import { emailTaken, usernameTaken } from './users.repo';

/**
 * Rules every new or edited account shares (sign-up, PUT /user, account completion): usernames and
 * e-mails are unique case-insensitively. Checked up front for a clear answer; the unique indexes
 * still decide a race, and the repositories turn theirs into the same errors (identity-violations.ts).
 */
export async function assertIdentityFree(db: Database | Tx, input: { username?: string; email?: string; exceptUserId?: number }): Promise<void> {
  // A removed account's placeholders count as taken, so its removal can never collide with them.
  if (input.username !== undefined && (isReservedUsername(input.username) || (await usernameTaken(db, input.username)))) throw new AppError('usernameExists');
  if (input.email !== undefined && (isReservedEmail(input.email) || (await emailTaken(db, input.email, input.exceptUserId)))) {
    throw new AppError('emailAlreadyExists');
  }
}

import { withUniqueErrors } from '../../db/database-errors';
import { AppError } from '../../lib/app-error';

/**
 * Usernames and e-mails are unique case-insensitively (db/schema/identity.ts). Services check up
 * front for a clear answer (`assertIdentityFree`); when two sign-ups race, the unique indexes
 * decide, and every repository that writes an account turns their refusal into the same errors.
 */
export function withIdentityErrors<T>(write: Promise<T>): Promise<T> {
  return withUniqueErrors(write, {
    users_username_lower_idx: () => new AppError('usernameExists'),
    users_email_lower_idx: () => new AppError('emailAlreadyExists'),
  });
}

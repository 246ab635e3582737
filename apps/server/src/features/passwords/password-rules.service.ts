import { VALIDATION_MESSAGES } from '@forkly/contracts';
import { AppError } from '../../lib/app-error';
import { isCommonPassword } from './common-passwords';

/**
 * The rules of a new password the contracts' zod schema cannot see: the repeat must match
 * ('Passwords must match', SPEC.md section 5) and it must not be a common one (DESIGN.md section 4).
 * Both problems are reported together, on the request's own field names.
 */
export function assertAcceptableNewPassword(input: { password: string; passwordField: string; repeated?: string; repeatedField?: string }): void {
  const fields: Record<string, string> = {};
  if (isCommonPassword(input.password)) fields[input.passwordField] = VALIDATION_MESSAGES.passwordTooCommon;
  if (input.repeatedField && input.repeated !== input.password) fields[input.repeatedField] = VALIDATION_MESSAGES.passwordsMustMatch;
  if (Object.keys(fields).length) throw new AppError('validationFailed', { fields });
}

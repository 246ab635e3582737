import { useSearchParams } from 'react-router';
import { REGISTRATION_TYPES, type RegistrationType } from '@forkly/contracts';
import { restorePlus } from '../../../config/paths';

export interface RegisterParams {
  /** undefined when the link names no known type. */
  type: RegistrationType | undefined;
  /** The invitation code with '+' restored; never set for regular sign-up. */
  code: string | undefined;
}

/** Reads `type` and `verificationcode` (SPEC.md section 2); `+` decoded as a space comes back. */
export function parseRegisterParams(search: URLSearchParams): RegisterParams {
  // A plain lookup rather than registrationTypeSchema, which would bring zod into the pages' first load.
  const wanted = search.get('type') ?? 'regular';
  const type = REGISTRATION_TYPES.find((known) => known === wanted);
  const raw = search.get('verificationcode') ?? search.get('verificationCode');
  const code = type && type !== 'regular' && raw ? restorePlus(raw) : undefined;
  return { type, code };
}

export function useRegisterParams(): RegisterParams {
  const [search] = useSearchParams();
  return parseRegisterParams(search);
}

import type { Role } from './schemas/roles';
import type { UpdateUserFields } from './schemas/users';

/** The PUT /user fields each role may change (issue 10); anything else is refused with 400. */
const PERSON_FIELDS = ['firstName', 'lastName', 'contact', 'email'] as const satisfies readonly UpdateUserFields[];
const RESTAURANT_FIELDS = ['name', 'bio', 'contact', 'contact1'] as const satisfies readonly UpdateUserFields[];
export const PROFILE_FIELDS_BY_ROLE = {
  USER: [...PERSON_FIELDS, 'address'],
  ADMIN: PERSON_FIELDS,
  SERVICE: PERSON_FIELDS,
  COURIER: PERSON_FIELDS,
  RESTAURANT_ADMIN: RESTAURANT_FIELDS,
  RESTAURANT_BRANCH: RESTAURANT_FIELDS,
} as const satisfies Record<Role, readonly UpdateUserFields[]>;

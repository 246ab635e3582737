import { useOutletContext } from 'react-router';
import type { ActiveUser, User } from '@forkly/contracts';

/** What the person page hands its tabs: the customer shown and the staff member looking. */
export interface PersonContext {
  user: User;
  viewer: ActiveUser;
}

export function usePerson(): PersonContext {
  return useOutletContext<PersonContext>();
}

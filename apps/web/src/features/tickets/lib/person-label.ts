import type { TFunction } from 'i18next';
import type { TicketPerson } from '@forkly/contracts';

/**
 * How a person on a ticket is named: their name, else (restaurant accounts have none) the
 * restaurant's, else their role; staff also see the login name.
 */
export function personLabel(t: TFunction, person: TicketPerson, restaurantName?: string): string {
  const restaurant = person.role.includes('RESTAURANT') ? restaurantName : undefined;
  const name = person.name || restaurant || t(`common:roles.${person.role}`);
  return person.username ? `${name} (@${person.username})` : name;
}

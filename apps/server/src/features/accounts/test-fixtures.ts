/** Request bodies of the account completion tests (STYLE.md 11): each call gets a username of its own. Only tests import this file. */
let seq = 0;

export const PASSWORD = 'Kitchen#Open24hours';
/** A real address of the demo city: a restaurant's must be found to be listed. */
export const address = { street: 'Kapellenkamp', houseNumber: '13', zip: '47058', city: 'Duisburg', floor: 0, apartmentNr: '' };

export function personBody(overrides: Record<string, unknown> = {}) {
  seq += 1;
  return {
    firstName: 'Jonas',
    lastName: 'Weber',
    contact: '+49 170 123 45',
    newPassword: PASSWORD,
    repeatPass: PASSWORD,
    username: `partner${seq}`,
    address,
    ...overrides,
  };
}
export function restaurantBody(overrides: Record<string, unknown> = {}) {
  seq += 1;
  return {
    name: 'Curry Corner',
    bio: 'Currywurst since 1985',
    contact: '+49 203 777',
    contact1: '+49 203 778',
    newPassword: PASSWORD,
    repeatPass: PASSWORD,
    username: `resto${seq}`,
    address,
    ...overrides,
  };
}

/** "Anna Schmidt", as lists and the order's detail show a customer or courier. */
export function personName(person: { firstName: string; lastName: string }): string {
  return `${person.firstName} ${person.lastName}`.trim();
}

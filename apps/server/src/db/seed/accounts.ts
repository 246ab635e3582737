import type { Role } from '@forkly/contracts';
import { hashPassword } from '../../lib/passwords';
import type { Tx } from '../client';
import { DEMO_ACCOUNTS as DEMO_LOGINS } from '../demo-accounts';
import { courierProfiles } from '../schema/couriers';
import { users } from '../schema/identity';
import type { AddressBook } from './addresses';
import { RESTAURANTS, type SeedAddress } from './restaurants-data';

interface PersonSeed {
  role: Role;
  username: string;
  password: string;
  firstName: string;
  lastName: string;
  contact: string;
  address?: SeedAddress;
}

type DemoUsername = (typeof DEMO_LOGINS)[number]['username'];

/** The people behind the demo logins (usernames and passwords come from ../demo-accounts). */
const DEMO_PEOPLE: Record<DemoUsername, Omit<PersonSeed, 'role' | 'username' | 'password'>> = {
  admin: { firstName: 'Alexandra', lastName: 'Berg', contact: '+4920399000001' },
  service: { firstName: 'Sophie', lastName: 'Richter', contact: '+4920399000002' },
  restaurant: { firstName: 'Marco', lastName: 'Esposito', contact: '+4920312345670' },
  branch: { firstName: 'Giulia', lastName: 'Esposito', contact: '+4920312345671' },
  courier: { firstName: 'Tim', lastName: 'Wagner', contact: '+4915112345678' },
  customer: {
    firstName: 'Clara',
    lastName: 'Schneider',
    contact: '+4917612345678',
    address: { street: 'Friedrich-Wilhelm-Straße', houseNumber: '70', zip: '47051', latitude: 51.4299, longitude: 6.7722 },
  },
};

/** DESIGN.md section 7: one account per role. These passwords are public, hence the production guard in main.ts. */
export const DEMO_ACCOUNTS: PersonSeed[] = DEMO_LOGINS.map((login) => ({ ...login, ...DEMO_PEOPLE[login.username] }));

const courierPassword = DEMO_ACCOUNTS.find((p) => p.role === 'COURIER')!.password;
/** More couriers so dispatch and the courier lists have something to show; they share the courier's password. */
const EXTRA_COURIERS: PersonSeed[] = [
  { role: 'COURIER', username: 'courier2', password: courierPassword, firstName: 'Sara', lastName: 'Lange', contact: '+4915112345679' },
  { role: 'COURIER', username: 'courier3', password: courierPassword, firstName: 'Ali', lastName: 'Demir', contact: '+4915112345680' },
  { role: 'COURIER', username: 'courier4', password: courierPassword, firstName: 'Jan', lastName: 'Nowak', contact: '+4915112345681' },
];

const customerPassword = DEMO_ACCOUNTS.find((p) => p.role === 'USER')!.password;
/**
 * A regular customer whose orders over the last two weeks give the kitchens' performance screens
 * and the staff's ranking something to show (kitchen-history.ts); shares the customer's password.
 */
export const REGULAR_CUSTOMER = 'regular';
const REGULARS: PersonSeed[] = [
  { role: 'USER', username: REGULAR_CUSTOMER, password: customerPassword, firstName: 'Nina', lastName: 'Nachbar', contact: '+4920399000099' },
];

const restaurantPassword = DEMO_ACCOUNTS.find((p) => p.role === 'RESTAURANT_ADMIN')!.password;
const branchPassword = DEMO_ACCOUNTS.find((p) => p.role === 'RESTAURANT_BRANCH')!.password;

/** Logins of every seeded restaurant and branch (the demo pair included), with the demo passwords. */
function restaurantLogins(): PersonSeed[] {
  return RESTAURANTS.flatMap((r) => [
    {
      role: 'RESTAURANT_ADMIN' as const,
      username: r.username,
      password: restaurantPassword,
      firstName: r.owner[0],
      lastName: r.owner[1],
      contact: r.contact,
      address: r.address,
    },
    ...(r.branches ?? []).map((b) => ({
      role: 'RESTAURANT_BRANCH' as const,
      username: b.username,
      password: branchPassword,
      firstName: b.owner[0],
      lastName: b.owner[1],
      contact: b.contact,
      address: b.address,
    })),
  ]);
}

function allPeople(): PersonSeed[] {
  const logins = restaurantLogins();
  const demo = DEMO_ACCOUNTS.filter((p) => !logins.some((l) => l.username === p.username));
  return [...demo, ...EXTRA_COURIERS, ...REGULARS, ...logins];
}

/**
 * argon2 is slow on purpose, so hash each distinct password once, in parallel and outside any
 * transaction. Accounts that share a password share its hash; acceptable for public demo passwords.
 */
export async function hashDemoPasswords(): Promise<Map<string, string>> {
  const distinct = [...new Set(allPeople().map((p) => p.password))];
  const hashes = await Promise.all(distinct.map((pw) => hashPassword(pw)));
  return new Map(distinct.map((pw, i) => [pw, hashes[i]!]));
}

/** Inserts every seeded account and the couriers' profiles; returns user ids by username. */
export async function insertAccounts(tx: Tx, hashes: Map<string, string>, addresses: AddressBook): Promise<Map<string, number>> {
  const people = allPeople().map((p) => ({ ...p, address: addresses.get(p.username) ?? p.address }));
  const rows = await tx
    .insert(users)
    .values(
      people.map((p) => ({
        role: p.role,
        username: p.username,
        email: `${p.username}@forkly.demo`,
        passwordHash: hashes.get(p.password)!,
        firstName: p.firstName,
        lastName: p.lastName,
        contact: p.contact,
        ...(p.address ? { ...p.address, city: 'Duisburg' } : {}),
        enabled: true,
        emailVerified: true,
      })),
    )
    .returning({ id: users.id, username: users.username, role: users.role });
  const couriers = rows.filter((r) => r.role === 'COURIER');
  await tx
    .insert(courierProfiles)
    .values(couriers.map((c, i) => ({ userId: c.id, status: 'OFFLINE' as const, availability: false, vehicle: i % 2 ? 'e-bike' : 'scooter' })));
  return new Map(rows.map((r) => [r.username, r.id]));
}

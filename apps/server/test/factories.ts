import { randomBytes } from 'node:crypto';
import type { Database } from '../src/db/client';
import { menus, restaurants, users } from '../src/db/schema/index';
import { hashPassword } from '../src/lib/passwords';

export const DEFAULT_PASSWORD = 'Correct#Horse42battery';

const hashCache = new Map<string, Promise<string>>();
/** argon2 is slow on purpose; tests reuse one hash per distinct password. */
function cachedHash(password: string) {
  let hash = hashCache.get(password);
  if (!hash) hashCache.set(password, (hash = hashPassword(password)));
  return hash;
}

export type UserOverrides = Partial<typeof users.$inferInsert> & { password?: string };

let counter = 0;
export function uniqueName(prefix = 'user'): string {
  counter += 1;
  return `${prefix}${counter}_${randomBytes(3).toString('hex')}`;
}

/** An account of any role (STYLE.md 11): sensible defaults, every column overridable. */
export async function createUser(db: Database, overrides: UserOverrides = {}) {
  const { password = DEFAULT_PASSWORD, ...values } = overrides;
  const username = values.username ?? uniqueName((values.role ?? 'USER').toLowerCase());
  const [user] = await db
    .insert(users)
    .values({
      role: 'USER',
      firstName: 'Test',
      lastName: 'Person',
      contact: '+4920312345',
      email: `${username}@example.test`,
      street: 'Königstraße',
      houseNumber: '1',
      zip: '47051',
      city: 'Duisburg',
      latitude: 51.4343,
      longitude: 6.7623,
      emailVerified: true,
      ...values,
      username,
      passwordHash: await cachedHash(password),
    })
    .returning();
  return user!;
}

/**
 * A restaurant with its login account (RESTAURANT_ADMIN, or RESTAURANT_BRANCH with a parent). Customers see a restaurant on their list only once it offers
 * a dish: `offersDish` gives it one.
 */
export async function createRestaurant(db: Database, overrides: Partial<typeof restaurants.$inferInsert> & { password?: string; offersDish?: boolean } = {}) {
  const { password, offersDish, ...values } = overrides;
  const account = await createUser(db, { role: values.parentRestaurantId ? 'RESTAURANT_BRANCH' : 'RESTAURANT_ADMIN', password });
  const [restaurant] = await db
    .insert(restaurants)
    .values({
      name: uniqueName('Restaurant '),
      email: account.email,
      street: 'Königstraße',
      houseNumber: '10',
      zip: '47051',
      city: 'Duisburg',
      latitude: 51.4336,
      longitude: 6.7652,
      ...values,
      userId: account.id,
    })
    .returning();
  if (offersDish) await db.insert(menus).values({ name: uniqueName('Dish '), priceCents: 850, restaurantId: restaurant!.id });
  return { restaurant: restaurant!, account };
}

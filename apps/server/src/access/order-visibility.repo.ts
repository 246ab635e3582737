import { eq } from 'drizzle-orm';
import type { Database, Tx } from '../db/client';
import { restaurants } from '../db/schema/index';

type Db = Database | Tx;

/**
 * The restaurants whose orders an account sees: the one it logs in as and that restaurant's
 * branches, removed or not (past orders keep their history; decision 014). Its own comes first.
 */
export async function restaurantIdsRunBy(db: Db, userId: number): Promise<number[]> {
  const own = await db.query.restaurants.findFirst({ columns: { id: true }, where: eq(restaurants.userId, userId) });
  if (!own) return [];
  const branches = await db.select({ id: restaurants.id }).from(restaurants).where(eq(restaurants.parentRestaurantId, own.id)).orderBy(restaurants.id);
  return [own.id, ...branches.map((b) => b.id)];
}

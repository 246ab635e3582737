import { insertFavourites } from './favourites';
import { eq, sql } from 'drizzle-orm';
import type { Database, Tx } from '../client';
import { users } from '../schema/identity';
import { DEFAULT_ZONE_ID, deliveryZones } from '../schema/zones';
import { hashDemoPasswords, insertAccounts } from './accounts';
import { demoCityAddresses, placeOnNetwork, type ReverseGeocoder } from './addresses';
import { deleteSeedImages, insertSeedImages, renderSeedImages } from './images';
import { insertKitchenHistory } from './kitchen-history';
import { insertScheduledOrder } from './order-ahead';
import { insertPastOrders } from './orders';
import { insertRestaurants } from './restaurants';
import { insertPartnerRequests } from './partner-requests';
import { insertCoupons, insertTicket } from './support';

/** Arbitrary key for pg_advisory_xact_lock, so two instances starting together seed only once. */
const SEED_LOCK = 4_201_337;

async function anyUser(db: Database | Tx): Promise<boolean> {
  const rows = await db.select({ id: users.id }).from(users).limit(1);
  return rows.length > 0;
}

/**
 * Seeds the demo city of DESIGN.md section 7 into an empty database: accounts for every role,
 * restaurants with branches, menus, extras and pictures, coupons, past orders, a ticket and
 * partner requests. Does nothing once any account exists.
 *
 * argon2 and sharp run before any transaction, and the writes are split into a few short
 * transactions, because PGlite has one connection and a long transaction would stall everyone.
 */
export interface SeedOptions {
  /**
   * Names the address nearest each seeded spot; default: the generated demo city, built for the
   * seed. Pass the app's provider when it runs on other data (GEO_OSM_PBF).
   */
  geo?: ReverseGeocoder;
}

export async function seedDemo(db: Database, log: (line: string) => void = () => {}, options: SeedOptions = {}): Promise<{ seeded: boolean }> {
  const started = performance.now();
  const elapsed = () => `${Math.round(performance.now() - started)} ms`;
  if (await anyUser(db)) {
    log('skipped: the database already has accounts');
    return { seeded: false };
  }

  const [hashes, rendered, addresses] = await Promise.all([
    hashDemoPasswords(),
    renderSeedImages(),
    options.geo ? placeOnNetwork(options.geo) : demoCityAddresses(),
  ]);
  log(`hashed ${hashes.size} demo passwords and drew ${rendered.styles.length + rendered.covers.length} pictures (${elapsed()})`);
  log(`placed ${addresses.size} restaurants, branches and customers on the demo city's streets (${elapsed()})`);

  const img = await insertSeedImages(db, rendered);
  log(`stored ${img.ids.length} WebP images (${elapsed()})`);

  const now = new Date();
  const base = await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK})`);
    // Checked again under the lock: another instance may have seeded meanwhile.
    if (await anyUser(tx)) return null;
    // The demo city is the one delivery zone the migration made (decision 035).
    await tx.update(deliveryZones).set({ name: 'Duisburg' }).where(eq(deliveryZones.id, DEFAULT_ZONE_ID));
    const userIds = await insertAccounts(tx, hashes, addresses);
    const catalogue = await insertRestaurants(tx, userIds, img, now, addresses);
    return { userIds, catalogue };
  });
  if (!base) {
    await deleteSeedImages(db, img.ids);
    log('skipped: another instance seeded the database first');
    return { seeded: false };
  }
  const { userIds, catalogue } = base;
  const branchCount = [...catalogue.restaurants.values()].filter((r) => r.parentId).length;
  const count = (m: Map<number, unknown[]>) => [...m.values()].reduce((n, list) => n + list.length, 0);
  log(`created ${userIds.size} accounts (admin, service, restaurant, branch, courier, customer and more) (${elapsed()})`);
  log(
    `created ${catalogue.restaurants.size - branchCount} restaurants and ${branchCount} branches with ${count(catalogue.menus)} menus and ${count(catalogue.extras)} extras (${elapsed()})`,
  );

  await db.transaction(async (tx) => {
    const codes = await insertCoupons(tx, userIds, catalogue, now);
    const orderIds = await insertPastOrders(tx, userIds, catalogue, codes, now, addresses);
    await insertTicket(tx, userIds, catalogue, orderIds[1]!, now);
    const partnerCount = await insertPartnerRequests(tx, userIds, now);
    const history = await insertKitchenHistory(tx, userIds, catalogue, now, addresses);
    await insertFavourites(tx, userIds, catalogue);
    await insertScheduledOrder(tx, userIds, catalogue, now, addresses);
    log(
      `created ${codes.size} coupons, ${orderIds.length} past orders with ratings, an order placed ahead, ${history} orders of the kitchens' last two weeks, a support ticket and ${partnerCount} partner requests (${elapsed()})`,
    );
  });

  log(`demo data ready (${elapsed()})`);
  return { seeded: true };
}

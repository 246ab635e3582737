import { euroToCents } from '@forkly/contracts';
import type { Tx } from '../client';
import { categories, extras, menus } from '../schema/menus';
import { everyDay, restaurants } from '../schema/restaurants';

/**
 * Demo restaurants without hours of their own are open around the clock, so anyone trying the demo
 * (or a CI run at 3 a.m.) can order; the few with real hours show the closed state.
 */
const DEMO_ALWAYS_OPEN = everyDay('00:00', '24:00');
import { CUISINES, type CuisineKey } from './cuisines';
import { insertDishOptions } from './dish-options';
import type { AddressBook } from './addresses';
import type { SeedImages } from './images';
import { ORDER_AHEAD_RESTAURANT, orderAheadHours } from './order-ahead';
import { type BranchSeed, RESTAURANTS, type RestaurantSeed, type SeedAddress } from './restaurants-data';

export interface SeededRestaurant {
  id: number;
  username: string;
  cuisine: CuisineKey;
  parentId: number | null;
  seed: RestaurantSeed;
  latitude: number;
  longitude: number;
}
export interface SeededItem {
  id: number;
  name: string;
  priceCents: number;
}
/** What later steps (orders, coupons) need to refer to, keyed by restaurant username. */
export interface SeededCatalogue {
  restaurants: Map<string, SeededRestaurant>;
  menus: Map<number, SeededItem[]>;
  extras: Map<number, SeededItem[]>;
}

const DAY = 86_400_000;

function restaurantRow(
  own: BranchSeed,
  address: SeedAddress,
  parent: RestaurantSeed,
  userId: number,
  imageId: number | undefined,
  createdAt: Date,
  parentId: number | null,
) {
  return {
    userId,
    name: own.name,
    email: `${own.username}@forkly.demo`,
    bio: parent.bio,
    cuisine: parent.cuisine,
    contact: own.contact,
    ...address,
    city: 'Duisburg',
    // A branch starts without ratings of its own.
    rating: parentId ? null : parent.rating,
    ratingCount: parentId ? 0 : parent.ratingCount,
    visible: true,
    parentRestaurantId: parentId,
    imageId,
    openingHours: parent.hours ?? DEMO_ALWAYS_OPEN,
    paused: parent.paused ?? false,
    preparationMinutes: parent.preparationMinutes,
    deliveryRadiusMeters: parent.radiusKm * 1000,
    minimumOrderCents: euroToCents(parent.minimumOrderEuro),
    deliveryFeeBaseCents: euroToCents(parent.fee[0]),
    deliveryFeePerKmCents: euroToCents(parent.fee[1]),
    freeDeliveryDistanceMeters: parent.fee[2] * 1000,
    createdAt,
    updatedAt: createdAt,
  };
}

/** The order-ahead restaurant's hours follow the seed's time (decision 046); every other's are its own. */
const withSeedHours = (r: RestaurantSeed, now: Date): RestaurantSeed => (r.username === ORDER_AHEAD_RESTAURANT ? { ...r, hours: orderAheadHours(now) } : r);

/** Restaurants first (parents before branches, which need the parent's id), then their menus. */
export async function insertRestaurants(tx: Tx, userIds: Map<string, number>, img: SeedImages, now: Date, addresses: AddressBook): Promise<SeededCatalogue> {
  const user = (username: string) => userIds.get(username) ?? fail(`no account ${username}`);
  const at = (own: BranchSeed) => addresses.get(own.username) ?? own.address;
  const parents = await tx
    .insert(restaurants)
    .values(
      RESTAURANTS.map((r, i) =>
        restaurantRow(r, at(r), withSeedHours(r, now), user(r.username), img.covers.get(r.cuisine), new Date(now.getTime() - (400 - i * 17) * DAY), null),
      ),
    )
    .returning({ id: restaurants.id, userId: restaurants.userId });
  const parentId = new Map(parents.map((p) => [p.userId, p.id]));
  const branchSeeds = RESTAURANTS.flatMap((r) => (r.branches ?? []).map((b) => ({ b, r })));
  const branches = branchSeeds.length
    ? await tx
        .insert(restaurants)
        .values(
          branchSeeds.map(({ b, r }, i) =>
            restaurantRow(
              b,
              at(b),
              r,
              user(b.username),
              img.covers.get(r.cuisine),
              new Date(now.getTime() - (150 - i * 20) * DAY),
              parentId.get(user(r.username))!,
            ),
          ),
        )
        .returning({ id: restaurants.id, userId: restaurants.userId })
    : [];
  const branchId = new Map(branches.map((b) => [b.userId, b.id]));

  const seeded = new Map<string, SeededRestaurant>();
  for (const r of RESTAURANTS) {
    const id = parentId.get(user(r.username))!;
    seeded.set(r.username, { id, username: r.username, cuisine: r.cuisine, parentId: null, seed: r, ...at(r) });
    for (const b of r.branches ?? [])
      seeded.set(b.username, { id: branchId.get(user(b.username))!, username: b.username, cuisine: r.cuisine, parentId: id, seed: r, ...at(b) });
  }
  return { restaurants: seeded, ...(await insertCatalogue(tx, [...seeded.values()], img)) };
}

/**
 * Every restaurant gets its cuisine's categories, menus and extras; a branch gets a copy of its
 * parent's, as adding a branch does (DESIGN.md section 6).
 */
async function insertCatalogue(tx: Tx, list: SeededRestaurant[], img: SeedImages): Promise<Omit<SeededCatalogue, 'restaurants'>> {
  const cats = await tx
    .insert(categories)
    .values(list.flatMap((r) => CUISINES[r.cuisine].categories.map((c, position) => ({ restaurantId: r.id, name: c.name, position }))))
    .returning({ id: categories.id, restaurantId: categories.restaurantId, name: categories.name });
  const catId = new Map(cats.map((c) => [`${c.restaurantId}:${c.name}`, c.id]));

  const menuRows = await tx
    .insert(menus)
    .values(
      list.flatMap((r) =>
        CUISINES[r.cuisine].categories.flatMap((c) =>
          c.items.map(([name, description, price, style, allergens]) => ({
            restaurantId: r.id,
            categoryId: catId.get(`${r.id}:${c.name}`)!,
            name,
            description,
            priceCents: euroToCents(price),
            imageId: img.styles.get(style),
            allergens,
          })),
        ),
      ),
    )
    .returning({ id: menus.id, restaurantId: menus.restaurantId, name: menus.name, priceCents: menus.priceCents });
  const cuisineOf = new Map(list.map((r) => [r.id, r.cuisine]));
  const restaurantOf = new Map(menuRows.map((m) => [m.id, m.restaurantId]));
  await insertDishOptions(tx, menuRows, (menuId) => cuisineOf.get(restaurantOf.get(menuId)!)!);
  const extraRows = await tx
    .insert(extras)
    .values(
      list.flatMap((r) =>
        CUISINES[r.cuisine].extras.map(([name, price, style, allergens]) => ({
          restaurantId: r.id,
          name,
          priceCents: euroToCents(price),
          imageId: img.styles.get(style),
          allergens,
        })),
      ),
    )
    .returning({ id: extras.id, restaurantId: extras.restaurantId, name: extras.name, priceCents: extras.priceCents });
  return { menus: byRestaurant(menuRows), extras: byRestaurant(extraRows) };
}

function byRestaurant(rows: (SeededItem & { restaurantId: number })[]): Map<number, SeededItem[]> {
  const out = new Map<number, SeededItem[]>();
  for (const { restaurantId, ...item } of rows) out.set(restaurantId, [...(out.get(restaurantId) ?? []), item]);
  return out;
}

function fail(message: string): never {
  throw new Error(`seed: ${message}`);
}

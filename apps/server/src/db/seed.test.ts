import { and, count, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROLES } from '@forkly/contracts';
import { openTestDatabase } from '../../test/test-database';
import { verifyPassword } from '../lib/passwords';
import type { Database, DatabaseHandle } from './client';
import {
  auditLog,
  coupons,
  courierProfiles,
  extras,
  favouriteRestaurants,
  images,
  jobs,
  menus,
  oneTimeCodes,
  orderLines,
  orderStatusHistory,
  orders,
  mailOutbox,
  partnerRequests,
  ratings,
  restaurants,
  ticketResponses,
  tickets,
  users,
} from './schema/index';
import { type BuiltinGeoProvider, createBuiltinGeoProvider } from '../geo/index';
import { DEMO_ACCOUNTS } from './demo-accounts';
import { deliverySlots, orderAheadLeadMinutes } from '@forkly/domain';
import { restaurantOpeningState } from '../lib/opening-hours';
import { seedDemo } from './seed/index';

let handle: DatabaseHandle;
let db: Database;
let geo: BuiltinGeoProvider;
const logLines: string[] = [];
let firstRun: { seeded: boolean };

beforeAll(async () => {
  handle = await openTestDatabase();
  db = handle.db;
  // The demo city, as the app serves it by default; the seed places its addresses on it.
  geo = createBuiltinGeoProvider({ workers: false });
  firstRun = await seedDemo(db, (line) => logLines.push(line), { geo });
});
afterAll(async () => {
  await geo?.close();
  await handle?.close();
});

describe('seedDemo', () => {
  it('seeds an empty database once and logs each step', async () => {
    expect(firstRun).toEqual({ seeded: true });
    expect(logLines.length).toBeGreaterThanOrEqual(5);
    const before = await db.select({ n: count() }).from(users);
    expect(await seedDemo(db)).toEqual({ seeded: false });
    const after = await db.select({ n: count() }).from(users);
    expect(after[0]!.n).toBe(before[0]!.n);
  });

  it('creates the six demo accounts of DESIGN.md section 7 with working passwords', async () => {
    const roles = await db.selectDistinct({ role: users.role }).from(users);
    expect(roles.map((r) => r.role).sort()).toEqual([...ROLES].sort());
    for (const account of DEMO_ACCOUNTS) {
      const [user] = await db.select().from(users).where(eq(users.username, account.username));
      expect(user, account.username).toBeDefined();
      expect(user!.role).toBe(account.role);
      expect(user!.email).toBe(`${account.username}@forkly.demo`);
      expect(user!.enabled && user!.emailVerified).toBe(true);
      expect(await verifyPassword(user!.passwordHash, account.password)).toBe(true);
    }
    const [customer] = await db.select().from(users).where(eq(users.username, 'customer'));
    expect(customer!.city).toBe('Duisburg');
    const [courier] = await db.select().from(courierProfiles).innerJoin(users, eq(users.id, courierProfiles.userId)).where(eq(users.username, 'courier'));
    expect(courier!.courier_profiles.status).toBe('OFFLINE');
  });

  it('creates at least 12 restaurants with branches; `branch` is a branch of `restaurant`', async () => {
    const [top] = await db.select({ n: count() }).from(restaurants).where(isNull(restaurants.parentRestaurantId));
    const [branches] = await db.select({ n: count() }).from(restaurants).where(isNotNull(restaurants.parentRestaurantId));
    expect(top!.n).toBeGreaterThanOrEqual(12);
    expect(branches!.n).toBeGreaterThanOrEqual(2);
    const ofUser = async (username: string) =>
      (await db.select({ r: restaurants }).from(restaurants).innerJoin(users, eq(users.id, restaurants.userId)).where(eq(users.username, username)))[0]!.r;
    const main = await ofUser('restaurant');
    const branch = await ofUser('branch');
    expect(main.parentRestaurantId).toBeNull();
    expect(branch.parentRestaurantId).toBe(main.id);
    const [paused] = await db.select({ n: count() }).from(restaurants).where(eq(restaurants.paused, true));
    expect(paused!.n).toBeGreaterThanOrEqual(1);
  });

  it('gives the list something to filter and the customer favourites on first start (issue 25)', async () => {
    const all = await db.select().from(restaurants);
    expect(all.every((r) => r.cuisine !== null)).toBe(true);
    expect(new Set(all.map((r) => r.cuisine)).size).toBeGreaterThanOrEqual(10);
    expect(all.some((r) => r.deliveryFeeBaseCents === 0 && r.freeDeliveryDistanceMeters > 0)).toBe(true);
    const favourites = await db
      .select({ name: restaurants.name })
      .from(favouriteRestaurants)
      .innerJoin(users, eq(users.id, favouriteRestaurants.userId))
      .innerJoin(restaurants, eq(restaurants.id, favouriteRestaurants.restaurantId))
      .where(eq(users.username, 'customer'));
    expect(favourites.map((f) => f.name).sort()).toEqual(['Grünzeug Vegan Kitchen', 'Pizzeria Bella Rhein']);
  });

  it('gives every restaurant a cover, categories, menus and extras with WebP pictures', async () => {
    const all = await db.select().from(restaurants);
    for (const r of all) {
      expect(r.imageId, r.name).not.toBeNull();
      const ms = await db.select().from(menus).where(eq(menus.restaurantId, r.id));
      const xs = await db.select().from(extras).where(eq(extras.restaurantId, r.id));
      expect(ms.length, r.name).toBeGreaterThanOrEqual(8);
      expect(xs.length, r.name).toBeGreaterThanOrEqual(3);
      expect(new Set(ms.map((m) => m.categoryId)).size, r.name).toBeGreaterThanOrEqual(3);
      expect([...ms, ...xs].every((m) => m.imageId !== null && m.priceCents > 0)).toBe(true);
    }
    const [img] = await db.select().from(images).limit(1);
    expect(img!.mimeType).toBe('image/webp');
    expect(img!.data.subarray(8, 12).toString('latin1')).toBe('WEBP');
    expect(img!.byteSize).toBe(img!.data.length);
  });

  it('copies the parent menus to its branches', async () => {
    const branchRows = await db.select().from(restaurants).where(isNotNull(restaurants.parentRestaurantId));
    for (const b of branchRows) {
      const names = async (id: number) => (await db.select({ name: menus.name }).from(menus).where(eq(menus.restaurantId, id))).map((m) => m.name).sort();
      expect(await names(b.id)).toEqual(await names(b.parentRestaurantId!));
    }
  });

  it('creates the platform, restaurant and expired coupons', async () => {
    const rows = await db.select().from(coupons);
    const byCode = new Map(rows.map((c) => [c.code, c]));
    expect(byCode.get('WELCOME10')).toMatchObject({ percentage: 10, restaurantId: null, usedCount: 1 });
    expect(byCode.get('PIZZA20')!.restaurantId).not.toBeNull();
    expect(rows.some((c) => c.expiresAt && c.expiresAt < new Date())).toBe(true);
  });

  it('gives the customer delivered orders with consistent totals, history and ratings', async () => {
    const [customer] = await db.select().from(users).where(eq(users.username, 'customer'));
    const delivered = await db
      .select()
      .from(orders)
      .where(and(eq(orders.userId, customer!.id), eq(orders.status, 'DELIVERED')));
    expect(delivered.length).toBeGreaterThanOrEqual(3);
    for (const o of delivered) {
      const lines = await db.select().from(orderLines).where(eq(orderLines.orderId, o.id));
      expect(lines.reduce((s, l) => s + l.unitPriceCents * l.quantity, 0)).toBe(o.subtotalCents);
      expect(o.totalCents).toBe(o.subtotalCents - o.discountCents + o.deliveryFeeCents + o.tipCents);
      expect(o.orderNumber).toMatch(/^FK-\d+$/);
      const history = await db.select().from(orderStatusHistory).where(eq(orderStatusHistory.orderId, o.id));
      expect(history.map((h) => h.toStatus)).toContain('DELIVERED');
    }
    // One of them carries a tip for the courier (issue 25), so the order page and receipt show one.
    expect(delivered.some((o) => o.tipCents > 0)).toBe(true);
    const [rated] = await db.select({ n: count() }).from(ratings);
    expect(rated!.n).toBeGreaterThanOrEqual(1);
  });

  it('has a restaurant closed now that takes orders for later, and the customer an order placed ahead (issue 25)', async () => {
    const [taverna] = await db.select().from(restaurants).where(eq(restaurants.name, 'Taverna Olympia'));
    expect(restaurantOpeningState(taverna!).status).toBe('closed');
    const now = new Date();
    const lead = orderAheadLeadMinutes(taverna!.preparationMinutes, taverna!.deliveryRadiusMeters);
    expect(deliverySlots({ hours: taverna!.openingHours, timeZone: taverna!.timeZone, now, leadMinutes: lead }).length).toBeGreaterThan(0);
    const [customer] = await db.select().from(users).where(eq(users.username, 'customer'));
    const [scheduled] = await db
      .select()
      .from(orders)
      .where(and(eq(orders.userId, customer!.id), isNotNull(orders.scheduledFor)));
    expect(scheduled).toMatchObject({ restaurantId: taverna!.id, status: 'CONFIRMED', acceptedAt: null });
    expect(scheduled!.paidAt).toBeInstanceOf(Date);
    expect(scheduled!.kitchenDueAt!.getTime()).toBe(scheduled!.scheduledFor!.getTime() - lead * 60_000);
    // Not due for hours: the kitchen's queue and the cancel's 30 minutes are far off.
    expect(scheduled!.kitchenDueAt!.getTime()).toBeGreaterThan(now.getTime() + 60 * 60_000);
    const escalation = await db
      .select()
      .from(jobs)
      .where(sql`${jobs.key} like ${`order.escalate:${scheduled!.id}:%`}`);
    expect(escalation.map((j) => j.runAt.getTime() - scheduled!.kitchenDueAt!.getTime()).sort((a, b) => a - b)).toEqual([120_000, 180_000, 480_000]);
  });

  it('gives the kitchens two weeks of orders to be measured by: accepted, prepared against their word, some missed or rejected', async () => {
    const [kitchen] = await db
      .select({ id: restaurants.id })
      .from(restaurants)
      .innerJoin(users, eq(users.id, restaurants.userId))
      .where(eq(users.username, 'restaurant'));
    const history = await db.select().from(orders).where(eq(orders.restaurantId, kitchen!.id));
    const since = Date.now() - 14 * 86_400_000;
    const recent = history.filter((o) => o.paidAt && o.paidAt.getTime() > since);
    expect(recent.length).toBeGreaterThanOrEqual(30);
    expect(recent.filter((o) => o.cancelReason === 'missed')).toHaveLength(2);
    expect(recent.filter((o) => o.cancelReason === 'tooBusy')).toHaveLength(1);
    const prepared = recent.filter((o) => o.preparedAt && o.kitchenReadyAt && o.acceptedAt);
    expect(prepared.length).toBeGreaterThan(20);
    for (const o of prepared) expect(o.acceptedAt!.getTime()).toBeGreaterThan(o.paidAt!.getTime());
  });

  it('creates a ticket with a response and partner requests in different states', async () => {
    const [t] = await db.select({ n: count() }).from(tickets);
    const [r] = await db.select({ n: count() }).from(ticketResponses);
    expect(t!.n).toBeGreaterThanOrEqual(1);
    expect(r!.n).toBeGreaterThanOrEqual(1);
    const states = await db
      .select({ status: partnerRequests.status, n: sql<number>`count(*)::int` })
      .from(partnerRequests)
      .groupBy(partnerRequests.status);
    expect(states.map((s) => s.status).sort()).toEqual(['APPROVED', 'COMPLETED', 'PENDING', 'REJECTED']);
  });

  it('has partner requests at every step: unreviewed, reviewed by service, signed off, approved with an open link, rejected, completed', async () => {
    const rows = await db.select().from(partnerRequests);
    const [service] = await db.select().from(users).where(eq(users.username, 'service'));
    const [courier2] = await db.select().from(users).where(eq(users.username, 'courier2'));
    const pending = rows.filter((r) => r.status === 'PENDING');
    expect(pending.filter((r) => !r.reviewStatement).length).toBeGreaterThanOrEqual(1);
    // `admin` can sign this one off: `service` reviewed it (four eyes).
    expect(pending.some((r) => r.reviewedBy === service!.id && !r.signoffStatement)).toBe(true);
    expect(pending.some((r) => r.reviewStatement && r.signoffStatement)).toBe(true);
    for (const r of rows) if (r.signedBy !== null) expect(r.signedBy, r.fullname).not.toBe(r.reviewedBy);

    const approved = rows.find((r) => r.status === 'APPROVED')!;
    expect(approved.invitedAt).not.toBeNull();
    const [link] = await db.select().from(oneTimeCodes).where(eq(oneTimeCodes.partnerRequestId, approved.id));
    expect(link).toMatchObject({ purpose: 'INVITATION', usedAt: null, email: approved.email });
    expect(link!.expiresAt.getTime()).toBeGreaterThan(Date.now());

    expect(rows.find((r) => r.status === 'REJECTED')).toMatchObject({ decidedBy: expect.any(Number), decidedAt: expect.any(Date) });
    const completed = rows.find((r) => r.status === 'COMPLETED')!;
    expect(completed).toMatchObject({ completedUserId: courier2!.id, completedAt: expect.any(Date), email: courier2!.email });
    const [used] = await db.select().from(oneTimeCodes).where(eq(oneTimeCodes.partnerRequestId, completed.id));
    expect(used!.usedAt).not.toBeNull();

    // Each request shows the history of what staff did with it.
    const entries = await db.select().from(auditLog).where(eq(auditLog.entity, 'partnerRequest'));
    for (const r of rows.filter((x) => x.reviewStatement)) {
      expect(
        entries.some((e) => e.entityId === String(r.id) && e.action === 'partner.review'),
        r.fullname,
      ).toBe(true);
    }

    // The refusal went out as mail, and dispatch's assignments are in the audit log, so ADMIN's
    // outbox and audit screens show something on the first start.
    const refused = rows.find((r) => r.status === 'REJECTED')!;
    const mails = await db.select().from(mailOutbox).where(eq(mailOutbox.to, refused.email));
    expect(mails.map((m) => m.kind)).toEqual(['partner-refusal']);
    // Written in the language of the form it came from (issue 22).
    expect(mails[0]).toMatchObject({ subject: 'Ihre Anfrage bei Forkly' });
    const assignments = await db.select().from(auditLog).where(eq(auditLog.action, 'order.assign'));
    expect(assignments.length).toBeGreaterThan(0);
  });

  it('puts every restaurant and the customer on a demo-city address that autocomplete finds exactly', async () => {
    const rows = await db.select().from(restaurants);
    const [customer] = await db.select().from(users).where(eq(users.username, 'customer'));
    const places = [...rows, customer!];
    expect(new Set(places.map((p) => `${p.street} ${p.houseNumber}, ${p.zip}`)).size).toBe(places.length);
    for (const p of places) {
      const line = `${p.street} ${p.houseNumber}, ${p.zip} ${p.city}`;
      const [first] = await geo.autocomplete(line);
      expect(first?.text, line).toBe(line);
      const details = (await geo.placeDetails(first!.placeId))!;
      expect(details.location.latitude, line).toBeCloseTo(p.latitude!, 6);
      expect(details.location.longitude, line).toBeCloseTo(p.longitude!, 6);
    }
  });

  it('connects every restaurant to the customer by road', async () => {
    const [customer] = await db.select().from(users).where(eq(users.username, 'customer'));
    const home = { latitude: customer!.latitude!, longitude: customer!.longitude! };
    for (const r of await db.select().from(restaurants)) {
      const routes = await geo.routes({ latitude: r.latitude!, longitude: r.longitude! }, home);
      expect(routes.length, r.name).toBeGreaterThan(0);
      expect(routes[0]!.endAddress, r.name).toBe(`${customer!.street} ${customer!.houseNumber}, ${customer!.zip} Duisburg`);
    }
  });
});

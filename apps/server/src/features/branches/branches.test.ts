import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Branch, PlaceDetails } from '@forkly/contracts';
import { categories, extras, images, menus, orders, restaurants, users } from '../../db/schema/index';
import { uniqueName } from '../../../test/factories';
import { createTestContext, type TestContext } from '../../../test/helper';
import { ALWAYS_OPEN, createExtra, createMenu } from '../../../test/order-factories';
import { restaurantFixtures } from '../restaurants/test-fixtures';

let ctx: TestContext;
type Session = { token: string };
let admin: Session;
let customer: Session;
/** A real address of the demo city, as the places API gives it. */
let place: PlaceDetails & { placeId: string };
const { login, restaurantSession } = restaurantFixtures(() => ctx);
const PASSWORD = 'Branch#Password2025';

beforeAll(async () => {
  ctx = await createTestContext();
  admin = await ctx.loginAs('ADMIN');
  customer = await ctx.loginAs('USER');
  place = (await ctx.app.deps.geo.get().reverse(51.4301, 6.7701))!;
});
afterAll(() => ctx.close());

const part = (type: string) => place.addressComponents.find((c) => c.types.includes(type))?.longText ?? '';
const placeAddress = () => ({
  street: part('route'),
  houseNumber: part('street_number'),
  zip: part('postal_code'),
  city: part('locality') || 'Duisburg',
  placeId: place.placeId,
});
const branchBody = (overrides: Record<string, unknown> = {}) => {
  const username = uniqueName('branch');
  return {
    name: 'Pizzeria Süd',
    email: `${username}@example.test`,
    contact: '+49 203 555 01',
    address: placeAddress(),
    username,
    password: PASSWORD,
    repeatPassword: PASSWORD,
    ...overrides,
  };
};
const addBranch = (body: Record<string, unknown>, session?: Session) =>
  ctx.request({ method: 'POST', url: '/api/restaurant/add-branch', token: session?.token, payload: body });
const listBranches = (id: number, query = '', session?: Session) =>
  ctx.request({ method: 'GET', url: `/api/restaurant/${id}/branches${query}`, token: session?.token });
const tally = async () => {
  const [u] = await ctx.db.select({ n: count() }).from(users);
  const [r] = await ctx.db.select({ n: count() }).from(restaurants);
  return { users: u!.n, restaurants: r!.n };
};

/** A parent with a categorised menu (allergens, an image), a hidden dish, an archived one and two extras. */
async function parentWithCatalogue() {
  const owner = await restaurantSession({ openingHours: ALWAYS_OPEN, preparationMinutes: 35, minimumOrderCents: 1500, bio: 'Neapolitan pizza' });
  const id = owner.restaurant.id;
  const [image] = await ctx.db
    .insert(images)
    .values({ data: Buffer.from('webp'), width: 1, height: 1, byteSize: 4 })
    .returning();
  const [pizzas, pasta] = await ctx.db
    .insert(categories)
    .values([
      { restaurantId: id, name: 'Pizza', position: 0 },
      { restaurantId: id, name: 'Pasta', position: 1 },
    ])
    .returning();
  await createMenu(ctx.db, {
    restaurantId: id,
    categoryId: pizzas!.id,
    name: 'Margherita',
    priceCents: 900,
    allergens: ['gluten', 'milk'],
    imageId: image!.id,
    description: 'Tomato, mozzarella',
  });
  await createMenu(ctx.db, { restaurantId: id, categoryId: pasta!.id, name: 'Carbonara', priceCents: 1290, allergens: ['eggs'], visible: false });
  await createMenu(ctx.db, { restaurantId: id, name: 'Old dish', deletedAt: new Date() });
  await createExtra(ctx.db, { restaurantId: id, name: 'Cola', priceCents: 250, imageId: image!.id });
  await createExtra(ctx.db, { restaurantId: id, name: 'Chili oil', priceCents: 50, allergens: ['mustard'] });
  return { owner, imageId: image!.id };
}

describe('POST /restaurant/add-branch', () => {
  it('creates the login and the restaurant, with a copy of the menus and extras and the parent terms', async () => {
    const { owner, imageId } = await parentWithCatalogue();
    const body = branchBody({ address: { ...placeAddress(), latitude: 10, longitude: 10 } });
    const res = await addBranch(body, owner);
    expect(res.statusCode, res.body).toBe(201);
    const branch = res.json<Branch>();
    expect(branch).toMatchObject({
      parentRestaurantId: owner.restaurant.id,
      name: 'Pizzeria Süd',
      email: body.email,
      username: body.username,
      contact: '+4920355501',
      status: 'open',
      paused: false,
      visible: true,
    });
    expect(branch.address).toMatchObject({ street: part('route'), houseNumber: part('street_number') });

    const row = (await ctx.db.query.restaurants.findFirst({ where: eq(restaurants.id, branch.id) }))!;
    // The place id decides where it is, not the coordinates that came with it.
    expect([row.latitude, row.longitude]).toEqual([place.location.latitude, place.location.longitude]);
    expect(row).toMatchObject({
      bio: 'Neapolitan pizza',
      preparationMinutes: 35,
      minimumOrderCents: 1500,
      openingHours: ALWAYS_OPEN,
      parentRestaurantId: owner.restaurant.id,
    });
    const account = (await ctx.db.query.users.findFirst({ where: eq(users.id, row.userId) }))!;
    expect(account).toMatchObject({ role: 'RESTAURANT_BRANCH', username: body.username, email: body.email });

    const copiedCategories = await ctx.db.select().from(categories).where(eq(categories.restaurantId, branch.id));
    expect(copiedCategories.map((c) => [c.name, c.position]).sort()).toEqual([
      ['Pasta', 1],
      ['Pizza', 0],
    ]);
    const copiedMenus = await ctx.db.query.menus.findMany({ where: eq(menus.restaurantId, branch.id), with: { category: true } });
    expect(
      copiedMenus
        .map((m) => ({ name: m.name, price: m.priceCents, allergens: m.allergens, image: m.imageId, visible: m.visible, category: m.category?.name }))
        .sort((a, b) => a.name.localeCompare(b.name)),
    ).toEqual([
      { name: 'Carbonara', price: 1290, allergens: ['eggs'], image: null, visible: false, category: 'Pasta' },
      { name: 'Margherita', price: 900, allergens: ['gluten', 'milk'], image: imageId, visible: true, category: 'Pizza' },
    ]);
    expect(copiedMenus.every((m) => copiedCategories.some((c) => c.id === m.categoryId))).toBe(true);
    const copiedExtras = await ctx.db.select().from(extras).where(eq(extras.restaurantId, branch.id));
    expect(copiedExtras.map((e) => [e.name, e.priceCents, e.allergens, e.imageId]).sort()).toEqual([
      ['Chili oil', 50, ['mustard'], null],
      ['Cola', 250, [], imageId],
    ]);

    // From here on each manages its own: a price change at the parent leaves the branch's copy.
    await ctx.db
      .update(menus)
      .set({ priceCents: 1000 })
      .where(and(eq(menus.restaurantId, owner.restaurant.id), eq(menus.name, 'Margherita')));
    expect((await ctx.db.query.menus.findFirst({ where: and(eq(menus.restaurantId, branch.id), eq(menus.name, 'Margherita')) }))!.priceCents).toBe(900);
    // Customers see the branch's menu at once.
    const menu = (await ctx.request({ method: 'GET', url: `/api/restaurant/menu/${branch.id}` })).json<{ name: string }[]>();
    expect(menu.map((m) => m.name)).toEqual(['Margherita']);
  });

  it('gives the branch its own login: it sees its settings and its orders, not its parent', async () => {
    const owner = await restaurantSession();
    const body = branchBody();
    const branch = (await addBranch(body, owner)).json<Branch>();
    const token = await login(body.username, PASSWORD);
    const me = (await ctx.request({ method: 'GET', url: '/api/active-user', token })).json();
    expect(me).toMatchObject({ currentUserRole: 'RESTAURANT_BRANCH', restaurantId: branch.id, username: body.username });
    expect((await ctx.request({ method: 'GET', url: `/api/restaurant/${branch.id}/settings`, token })).statusCode).toBe(200);
    expect((await ctx.request({ method: 'GET', url: `/api/restaurant/${owner.restaurant.id}/settings`, token })).statusCode).toBe(403);

    const customerId = (await ctx.db.query.users.findFirst({ where: eq(users.role, 'USER') }))!.id;
    const order = async (restaurantId: number) =>
      (
        await ctx.db
          .insert(orders)
          .values({
            userId: customerId,
            restaurantId,
            status: 'CONFIRMED',
            street: 'Königstraße',
            houseNumber: '1',
            zip: '47051',
            city: 'Duisburg',
            subtotalCents: 1500,
            deliveryFeeCents: 200,
            totalCents: 1700,
          })
          .returning()
      )[0]!;
    const own = await order(branch.id);
    const parents = await order(owner.restaurant.id);
    expect((await ctx.request({ method: 'GET', url: `/api/order/${own.id}`, token })).json()).toMatchObject({ id: own.id, restaurant: { id: branch.id } });
    expect((await ctx.request({ method: 'GET', url: `/api/order/${parents.id}`, token })).statusCode).toBe(404);
    // The parent still sees its branch's order.
    expect((await ctx.request({ method: 'GET', url: `/api/order/${own.id}`, token: owner.token })).statusCode).toBe(200);
  });

  it('locates a typed address on the server, ignoring coordinates sent with it, and refuses one it cannot find', async () => {
    const owner = await restaurantSession();
    const { placeId: _placeId, ...typed } = placeAddress();
    const located = await addBranch(branchBody({ address: { ...typed, latitude: 51.44, longitude: 6.77 } }), owner);
    expect(located.statusCode, located.body).toBe(201);
    expect(located.json().address).toMatchObject({ latitude: place.location.latitude, longitude: place.location.longitude });
    const before = await tally();
    const nowhere = await addBranch(branchBody({ address: { ...typed, street: 'Nowhere Lane', latitude: 51.44, longitude: 6.77 } }), owner);
    expect(nowhere.json()).toMatchObject({ status: 400, errorCode: 'addressNotFound', fields: { address: 'We could not find this address' } });
    const unknownPlace = await addBranch(branchBody({ address: { ...typed, street: 'Nowhere Lane', placeId: 'no-such-place' } }), owner);
    expect(unknownPlace.json()).toMatchObject({ status: 400, errorCode: 'addressNotFound' });
    expect(await tally()).toEqual(before);
  });

  it('refuses bad input with the messages of SPEC.md section 5 and creates nothing', async () => {
    const owner = await restaurantSession();
    const taken = await restaurantSession();
    const before = await tally();
    const cases: [Record<string, unknown>, Record<string, string>][] = [
      [branchBody({ name: '' }), { name: 'Restaurant Name is required' }],
      [branchBody({ name: undefined }), { name: 'Restaurant Name is required' }],
      [branchBody({ address: undefined }), { address: 'Address is required' }],
      [branchBody({ address: { ...placeAddress(), street: '' } }), { 'address.street': 'Street is required' }],
      [branchBody({ username: '' }), { username: 'Username is required' }],
      [branchBody({ username: 'two words' }), { username: 'Invalid value' }],
      [branchBody({ email: '' }), { email: 'Email is required' }],
      [branchBody({ email: 'not-an-email' }), { email: 'Enter a valid email' }],
      [branchBody({ contact: '' }), { contact: 'Contact is required' }],
      [branchBody({ password: '' }), { password: 'Password is required' }],
      [branchBody({ password: 'Sh0rt#pw', repeatPassword: 'Sh0rt#pw' }), { password: 'Password must be at least 12 characters long' }],
      [
        branchBody({ password: 'alllowercase123#', repeatPassword: 'alllowercase123#' }),
        { password: 'Password must contain at least one uppercase letter, one lowercase letter, one number, and one symbol' },
      ],
      [branchBody({ repeatPassword: '' }), { repeatPassword: 'Confirm Password is required' }],
      [branchBody({ repeatPassword: `${PASSWORD}x` }), { repeatPassword: 'Passwords must match' }],
      [branchBody({ password: 'Password123!', repeatPassword: 'Password123!' }), { password: 'This password is too common' }],
      [branchBody({ parentRestaurantId: taken.restaurant.id }), { parentRestaurantId: 'Unknown field' }],
    ];
    for (const [body, fields] of cases) {
      const res = await addBranch(body, owner);
      expect(res.statusCode, JSON.stringify(fields)).toBe(400);
      expect(res.json(), JSON.stringify(fields)).toMatchObject({ errorCode: 'validationFailed', fields });
    }
    const takenName = await addBranch(branchBody({ username: taken.account.username.toUpperCase() }), owner);
    expect(takenName.json()).toMatchObject({ status: 409, errorCode: 'usernameExists', fields: { username: 'Username already taken' } });
    const takenMail = await addBranch(branchBody({ email: taken.account.email }), owner);
    expect(takenMail.json()).toMatchObject({ status: 409, errorCode: 'emailAlreadyExists', fields: { email: 'Email already exists' } });
    expect(await tally()).toEqual(before);
  });

  it('is for restaurant admins only; a branch cannot add branches', async () => {
    const owner = await restaurantSession();
    const branch = await restaurantSession({ parentRestaurantId: owner.restaurant.id });
    const before = await tally();
    for (const session of [branch, admin, customer]) expect((await addBranch(branchBody(), session)).statusCode).toBe(403);
    expect((await addBranch(branchBody())).statusCode).toBe(401);
    expect(await tally()).toEqual(before);
  });
});

describe('GET /restaurant/{id}/branches', () => {
  it("lists a restaurant admin's branches with their state, paged and sorted", async () => {
    const owner = await restaurantSession();
    const names = ['Zeta', 'Alpha', 'Mitte', 'Beta', 'Gamma', 'Delta', 'Eta', 'Theta', 'Iota', 'Kappa', 'Lambda'];
    for (const name of names) await restaurantSession({ parentRestaurantId: owner.restaurant.id, name, paused: name === 'Mitte' });
    await restaurantSession({ name: 'Not a branch' });
    const res = await listBranches(owner.restaurant.id, '', owner);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ totalCount: 11, totalPages: 2 });
    expect(body.results.map((b: Branch) => b.name)).toEqual([...names].sort().slice(0, 10));
    expect(body.results.find((b: Branch) => b.name === 'Mitte')).toMatchObject({
      paused: true,
      status: 'paused',
      parentRestaurantId: owner.restaurant.id,
      username: expect.any(String),
    });
    expect((await listBranches(owner.restaurant.id, '?page=2', owner)).json().results.map((b: Branch) => b.name)).toEqual(['Zeta']);
    expect((await listBranches(owner.restaurant.id, '?sortBy=NAME&orderBy=DESC&limit=2', owner)).json().results.map((b: Branch) => b.name)).toEqual([
      'Zeta',
      'Theta',
    ]);
    expect((await listBranches(owner.restaurant.id, '?name=eta', owner)).json().results.map((b: Branch) => b.name)).toEqual(['Beta', 'Eta', 'Theta', 'Zeta']);
    expect((await listBranches(owner.restaurant.id, '', admin)).json()).toMatchObject({ totalCount: 11 });
  });

  it("refuses another restaurant's branches, branches and customers; bad queries get 400", async () => {
    const owner = await restaurantSession();
    const other = await restaurantSession();
    const branch = await restaurantSession({ parentRestaurantId: owner.restaurant.id });
    expect((await listBranches(owner.restaurant.id, '', other)).statusCode).toBe(403);
    expect((await listBranches(owner.restaurant.id, '', branch)).statusCode).toBe(403);
    expect((await listBranches(owner.restaurant.id, '', customer)).statusCode).toBe(403);
    expect((await listBranches(owner.restaurant.id)).statusCode).toBe(401);
    expect((await listBranches(2_000_000, '', admin)).json()).toMatchObject({ status: 404, errorCode: 'restaurantNotFound' });
    expect((await listBranches(owner.restaurant.id, '?sortBy=RATING', owner)).json()).toMatchObject({ status: 400, fields: { sortBy: 'Invalid option' } });
    expect((await listBranches(owner.restaurant.id, '?limit=0', owner)).json()).toMatchObject({ status: 400, fields: { limit: 'Invalid value' } });
  });
});

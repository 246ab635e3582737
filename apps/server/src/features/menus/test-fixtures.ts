import { randomBytes } from 'node:crypto';
import { count, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { categories, extras, images, menus, orderLines, orders } from '../../db/schema/index';
import { createRestaurant, createUser, DEFAULT_PASSWORD } from '../../../test/factories';
import type { TestContext } from '../../../test/helper';

/** Test helpers shared by the menu and extra management tests (not loaded by the app). */

export interface FilePart {
  name: string;
  data: Buffer | string;
  filename?: string;
  contentType?: string;
}

/** A multipart/form-data body for app.inject(), built by hand as a browser would send it. */
export function multipart(parts: FilePart[]) {
  const boundary = `----forkly${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const disposition = `form-data; name="${part.name}"${part.filename !== undefined ? `; filename="${part.filename}"` : ''}`;
    const type = part.filename !== undefined ? `Content-Type: ${part.contentType ?? 'application/octet-stream'}\r\n` : '';
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: ${disposition}\r\n${type}\r\n`), Buffer.from(part.data), Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/** One `image` file part. */
export const imagePart = (data: Buffer | string, filename = 'dish.jpg', contentType = 'image/jpeg') =>
  multipart([{ name: 'image', data, filename, contentType }]);

/** A plain picture of the size and format asked for. */
export function testImage(width: number, height: number, format: 'jpeg' | 'png' | 'webp' | 'gif' = 'jpeg') {
  return sharp({ create: { width, height, channels: 3, background: '#b45309' } })
    .toFormat(format)
    .toBuffer();
}

/** A path with its query, values encoded (`allergens` may repeat). */
export function withQuery(path: string, query: Record<string, string | number | boolean | string[]>) {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    for (const v of Array.isArray(value) ? value : [value]) params.append(key, String(v));
  }
  return `${path}?${params.toString()}`;
}

export function menuFixtures(ctx: () => TestContext) {
  const login = async (username: string) => {
    const res = await ctx().request({ method: 'POST', url: '/api/system/auth/login', payload: { loginId: username, password: DEFAULT_PASSWORD } });
    if (res.statusCode !== 200) throw new Error(`login failed: ${res.body}`);
    return res.json<{ access_token: string }>().access_token;
  };

  /** A restaurant (or a branch of `parentRestaurantId`) logged in as its account. */
  const loginRestaurant = async (parentRestaurantId?: number) => {
    const { restaurant, account } = await createRestaurant(ctx().db, parentRestaurantId ? { parentRestaurantId } : {});
    return { token: await login(account.username), userId: account.id, restaurantId: restaurant.id };
  };

  /** A delivered order with one line of the menu or extra, as a past receipt. */
  const orderWith = async (restaurantId: number, item: { menuId: number } | { extraId: number }) => {
    const customer = await createUser(ctx().db, { role: 'USER' });
    const [order] = await ctx()
      .db.insert(orders)
      .values({
        userId: customer.id,
        restaurantId,
        status: 'DELIVERED',
        street: 'Königstraße',
        houseNumber: '1',
        zip: '47051',
        city: 'Duisburg',
        subtotalCents: 850,
        deliveryFeeCents: 199,
        totalCents: 1049,
      })
      .returning();
    const [line] = await ctx()
      .db.insert(orderLines)
      .values({ orderId: order!.id, ...item, name: 'As ordered', unitPriceCents: 850, quantity: 1 })
      .returning();
    return { order: order!, line: line! };
  };

  const counts = async () => {
    const [[m], [e], [i], [c]] = await Promise.all([
      ctx().db.select({ n: count() }).from(menus),
      ctx().db.select({ n: count() }).from(extras),
      ctx().db.select({ n: count() }).from(images),
      ctx().db.select({ n: count() }).from(categories),
    ]);
    return { menus: m!.n, extras: e!.n, images: i!.n, categories: c!.n };
  };

  const menuRow = (id: number) => ctx().db.query.menus.findFirst({ where: eq(menus.id, id) });
  const extraRow = (id: number) => ctx().db.query.extras.findFirst({ where: eq(extras.id, id) });
  const imageRow = (id: number) => ctx().db.query.images.findFirst({ where: eq(images.id, id) });

  return { login, loginRestaurant, orderWith, counts, menuRow, extraRow, imageRow };
}

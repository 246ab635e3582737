// @vitest-environment node
// As on the server: no document, the request's cookies and session as context (lib/render-request.ts).
import { describe, expect, it, vi } from 'vitest';
import type { ExtraItem, MenuItem, RestaurantCard, RestaurantOverview } from '@forkly/contracts';
import { renderPage } from './entry-prerender';
import { useSession } from './lib/session';
import type { PageData } from './page-data';
import { restaurantCard } from '../test/fixtures';

const HOSTILE = 'Pizza </script><script>alert(1)</script> & "Co"';
const PLACE = { addressComponents: [], formattedAddress: 'Königstraße 1, 47051 Duisburg', location: { latitude: 51.4343, longitude: 6.7623 } };
const card = (over: Partial<RestaurantCard> = {}) => restaurantCard({ name: HOSTILE, bio: 'Neapolitan <b>pizza</b>', ...over });
const overview: RestaurantOverview = { ...card(), delivers: true, preparationMinutes: 20, deliveryRadiusMeters: 6000 };
const dish: MenuItem = {
  id: 11,
  restaurantId: 1,
  name: 'Margherita <img src=x onerror=alert(1)>',
  description: 'Tomato',
  price: 8.9,
  category: 'Pizza',
  categoryId: 2,
  categoryPosition: 0,
  imageId: null,
  allergens: [],
  visible: true,
  optionGroups: [],
};
const cola: ExtraItem = { id: 4, restaurantId: 1, name: 'Cola', price: 2.5, imageId: null, allergens: [], visible: true };
const cookies = { 'av.add': 'demo:1' };
const listData: PageData = {
  placeId: 'demo:1',
  place: PLACE,
  list: { results: [card({ estimatedArrival: '2026-11-29T11:40:00.000Z' }), card({ id: 2, name: 'Second' })], hasNextPage: false, lastCursor: null },
};

describe('rendering the list and a menu at request time', () => {
  it('renders the list with its cards and pictures, every partner text escaped', async () => {
    const html = await renderPage('/details', 'en', cookies, listData);
    expect(html).toContain('Restaurants near you');
    expect(html).toContain('Delivering to Königstraße 1, 47051 Duisburg');
    expect(html).toContain('Pizza &lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt; &amp; &quot;Co&quot;');
    expect(html).toContain('Neapolitan &lt;b&gt;pizza&lt;/b&gt;');
    expect(html).toContain('Second');
    // When an order would arrive, in the restaurants' zone (Europe/Berlin, UTC+1 in November), as the browser hydrates it.
    expect(html).toContain('Arrives around 12:40 PM');
    expect(html).toContain('fetchPriority="high"');
    expect(html).not.toMatch(/<script/i);
    expect(html).not.toContain('aria-busy');
  });

  it('renders a menu in the language asked for, as a visitor not logged in, and leaves the session as it was', async () => {
    useSession.setState({ status: 'loading' }, true);
    const html = await renderPage('/details/menu/1', 'de', cookies, {
      placeId: 'demo:1',
      place: PLACE,
      menu: { id: 1, overview, menus: [dish], extras: [cola] },
    });
    expect(html).toContain('aria-label="Zurück"');
    expect(html).toContain('Margherita &lt;img src=x onerror=alert(1)&gt;');
    expect(html).toContain('Cola');
    expect(html).not.toMatch(/<script|<img src=x/i);
    expect(useSession.getState().status).toBe('loading');
  });

  it("renders two visitors at once, each with their own address and language, and never reads or changes this tab's session", async () => {
    // A session in the module's store that a render must not see: a logged-in customer's page
    // would show the customer area's loading state instead of the list.
    useSession.setState({ status: 'authenticated', accessToken: 'a', refreshToken: 'r' }, true);
    // Nothing global is swapped in and back: the store hears of no change at all.
    const changes = vi.fn();
    const unsubscribe = useSession.subscribe(changes);
    const helsinki = { ...PLACE, formattedAddress: 'Mannerheimintie 1, 00100 Helsinki' };
    const finnish: PageData = { ...listData, placeId: 'demo:2', place: helsinki };
    // Started together: each waits for its translator and router before it renders, so the two
    // interleave as overlapping requests do on the server.
    const [first, second, third] = await Promise.all([
      renderPage('/details', 'en', { 'av.add': 'demo:1', locale: 'en' }, listData),
      renderPage('/details', 'fi', { 'av.add': 'demo:2', locale: 'fi' }, finnish),
      renderPage('/details', 'de', { 'av.add': 'demo:1', locale: 'de' }, listData),
    ]);
    expect(first).toContain('Delivering to Königstraße 1, 47051 Duisburg');
    expect(second).toContain('Toimitus osoitteeseen Mannerheimintie 1, 00100 Helsinki');
    expect(third).toContain('Lieferung an Königstraße 1, 47051 Duisburg');
    expect(first).not.toContain('Helsinki');
    expect(third).not.toContain('Helsinki');
    for (const html of [first, second, third]) expect(html).not.toContain('aria-busy');
    unsubscribe();
    expect(changes).not.toHaveBeenCalled();
    expect(useSession.getState()).toEqual({ status: 'authenticated', accessToken: 'a', refreshToken: 'r' });
  });

  it("renders for the address in the request's cookie, not for the answers alone", async () => {
    // The answers are for demo:1, the cookie names demo:2: the page waits for demo:2's details
    // rather than showing another visitor's address.
    const html = await renderPage('/details', 'en', { 'av.add': 'demo:2' }, listData);
    expect(html).not.toContain('Königstraße');
  });
});

import { loginToken } from './app-server';
import { scriptsOnTheWire, WIRE_BUDGET_KB } from './web-wire';
import { lighthouseMobile } from './lighthouse';

/** Issue 11's goals for the pages a customer meets first; printed beside each figure. */
const LIGHTHOUSE_GOAL = 95;
const LCP_GOAL_MS = 2500;

/**
 * A returning customer's browser: the demo customer's saved address, chosen on the landing page
 * (its placeId in the av.add cookie), and the first restaurant the list shows for it.
 */
async function returningCustomer(base: string) {
  const token = await loginToken(base, 'customer', 'Customer#2025demo');
  const me = (await (await fetch(`${base}/api/active-user`, { headers: { authorization: `Bearer ${token}` } })).json()) as {
    credentials: { address: { street: string; houseNumber: string; zip: string; latitude: number; longitude: number } };
  };
  const { street, houseNumber, zip, latitude, longitude } = me.credentials.address;
  const input = encodeURIComponent(`${street} ${houseNumber}`);
  const { suggestions } = (await (await fetch(`${base}/api/places/autocomplete?input=${input}`)).json()) as {
    suggestions: { placeId: string; secondaryText: string }[];
  };
  const placeId = (suggestions.find((s) => s.secondaryText.startsWith(zip)) ?? suggestions[0])?.placeId;
  if (!placeId) throw new Error(`no place found for ${street} ${houseNumber}`);
  const list = (await (await fetch(`${base}/api/paged-restaurants?limit=20&latitude=${latitude}&longitude=${longitude}`)).json()) as {
    results: { id: number }[];
  };
  const restaurantId = list.results[0]?.id;
  if (restaurantId === undefined) throw new Error('no restaurant delivers to the demo customer');
  return { cookies: { 'av.add': placeId }, restaurantId };
}

/** Issue 11, web performance on a phone: scripts on the wire per route, and Lighthouse mobile. */
export async function benchWebPages(base: string) {
  const { cookies, restaurantId } = await returningCustomer(base);
  const routes = [
    { name: 'landing /', path: '/' },
    { name: 'login /auth', path: '/auth' },
    { name: 'restaurant list /details', path: '/details' },
    { name: `menu /details/menu/${restaurantId}`, path: `/details/menu/${restaurantId}` },
  ];
  console.log(`\nJavaScript on the wire per route (Chromium, first visit, compressed with headers; goal ≤ ${WIRE_BUDGET_KB} KB)`);
  for (const row of await scriptsOnTheWire(base, routes, cookies)) {
    const kb = row.scriptBytes / 1024;
    const verdict = kb <= WIRE_BUDGET_KB ? 'met' : 'NOT met';
    console.log(
      `  ${row.route.padEnd(30)} ${kb.toFixed(1).padStart(6)} KB in ${String(row.scriptRequests).padStart(2)} script requests (${row.requests} in all)  ${verdict}`,
    );
  }
  console.log(`\nLighthouse performance (mobile preset, Debian Chromium, median of 3; goal ≥ ${LIGHTHOUSE_GOAL}, LCP ≤ ${LCP_GOAL_MS / 1000} s; av.add set)`);
  for (const route of [routes[0]!, routes[2]!, routes[3]!]) {
    const result = await lighthouseMobile(`${base}${route.path}`, cookies);
    const met = result.score >= LIGHTHOUSE_GOAL && result.lcpMs <= LCP_GOAL_MS;
    console.log(
      `  ${route.name.padEnd(30)} ${String(result.score).padStart(3)}  FCP ${(result.fcpMs / 1000).toFixed(1)} s  LCP ${(result.lcpMs / 1000).toFixed(1)} s  ${met ? 'met' : 'NOT met'}${result.lcpElement ? `  (LCP: ${result.lcpElement})` : ''}`,
    );
  }
}

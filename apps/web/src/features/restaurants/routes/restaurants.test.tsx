// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { http } from 'msw';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import type { ExtraItem, MenuItem, RestaurantOverview } from '@forkly/contracts';
import {
  placeDetailsSchema,
  restaurantExtrasSchema,
  restaurantListResponseSchema,
  restaurantMenusSchema,
  restaurantOverviewSchema,
} from '@forkly/contracts/schemas';
import { apiError, apiPath, contractJson, server } from '../../../../test/msw';
import { restaurantCard } from '../../../../test/fixtures';
import { COOKIE_NAMES, deleteCookie, writeCookie } from '../../../lib/cookies';
import { useBasket } from '../../../stores/basket-store';
import { Component as AllRestaurants } from './all-restaurants';
import { Component as RestaurantList } from './restaurant-list';
import { Component as RestaurantMenu } from './restaurant-menu';

const card = restaurantCard;
const PLACE = { addressComponents: [], formattedAddress: 'Königstraße 1, 47051 Duisburg', location: { latitude: 51.4343, longitude: 6.7623 } };
const menu = (over: Partial<MenuItem>): MenuItem => ({
  id: 11,
  restaurantId: 1,
  name: 'Margherita',
  description: 'Tomato',
  price: 8.9,
  category: 'Pizza',
  categoryId: 2,
  categoryPosition: 0,
  imageId: null,
  allergens: ['gluten', 'milk'],
  visible: true,
  optionGroups: [],
  ...over,
});
const cola: ExtraItem = { id: 4, restaurantId: 1, name: 'Cola', price: 2.5, imageId: null, allergens: [], visible: true };

/** Every URL the app asked for, in order. */
let requests: URL[];
beforeEach(() => {
  requests = [];
  server.events.on('request:start', ({ request }) => {
    requests.push(new URL(request.url));
  });
  writeCookie(COOKIE_NAMES.address, 'demo:a1');
});

/** GET `path` answers `body` (or what it makes of the URL asked), checked against the contract's `schema`. */
function answer<S extends z.ZodType>(path: string, schema: S, body: z.input<S> | ((url: URL) => z.input<S>)) {
  server.use(
    http.get(apiPath(path), ({ request }) =>
      contractJson(schema, typeof body === 'function' ? (body as (url: URL) => z.input<S>)(new URL(request.url)) : body),
    ),
  );
}
/** The chosen address's place (the cookie's demo:a1). */
const answerPlace = () => answer('/places/:placeId', placeDetailsSchema, PLACE);
/** GET `path` is not found, as the server says it. */
const notFound = (path: string) => server.use(http.get(apiPath(path), () => apiError(404, 'notFound', 'Not found')));
afterEach(() => {
  cleanup();
  deleteCookie(COOKIE_NAMES.address);
  useBasket.setState({ orders: [], restaurant: undefined });
});

function renderAt(path: string, element: React.ReactNode, pattern = '*') {
  const router = createMemoryRouter([{ path: pattern, element }], { initialEntries: [path] });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

describe('/details restaurant list', () => {
  it('lists the restaurants near the chosen address with their terms', async () => {
    answerPlace();
    answer('/paged-restaurants', restaurantListResponseSchema, {
      results: [
        card({ estimatedArrival: '2026-11-29T11:40:00.000Z' }),
        card({ id: 2, name: 'Sushi Kaze', status: 'closed', opensAt: '2099-01-01T10:00:00Z', rating: null, imageId: null }),
      ],
      hasNextPage: false,
      lastCursor: 'x',
    });
    renderAt('/details', <RestaurantList />);
    const link = await screen.findByRole('link', { name: 'Pizzeria Bella Rhein' });
    expect(link.getAttribute('href')).toBe('/details/menu/1');
    expect(screen.getByText('Delivering to Königstraße 1, 47051 Duisburg')).toBeTruthy();
    const first = link.closest('li')!;
    for (const text of ['4.6', '31 min', '1.2 km', 'Delivery €2.49', 'Min. order €12.00']) expect(within(first).getByText(text, { exact: false })).toBeTruthy();
    const arrival = new Intl.DateTimeFormat('en', { timeStyle: 'short' }).format(new Date('2026-11-29T11:40:00.000Z'));
    expect(within(first).getByText(`Arrives around ${arrival}`)).toBeTruthy();
    expect(first.querySelector('img')!.getAttribute('srcset')).toContain('/api/load/image/7?w=320 320w');
    const closed = screen.getByRole('link', { name: 'Sushi Kaze' }).closest('li')!;
    expect(within(closed).getByText(/Closed · opens/)).toBeTruthy();
    expect(within(closed).getByText('New')).toBeTruthy();
    expect(within(closed).queryByText(/Arrives around/)).toBeNull();
    // A missing picture is one of the bundled fallbacks.
    expect(closed.querySelector('img')!.getAttribute('src')).toMatch(/^data:image\/svg|\.svg/);
    const listCall = requests.find((u) => u.pathname === '/api/paged-restaurants')!;
    expect(Object.fromEntries(listCall.searchParams)).toEqual({ limit: '20', latitude: '51.4343', longitude: '6.7623' });
  });

  it('shows the empty-result screen when nobody delivers there', async () => {
    answerPlace();
    answer('/paged-restaurants', restaurantListResponseSchema, { results: [], hasNextPage: false, lastCursor: null });
    renderAt('/details', <RestaurantList />);
    expect(await screen.findByText('We did not find any restaurants near you.')).toBeTruthy();
    expect(screen.getByText('Try another address')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Change my address' }).getAttribute('href')).toBe('/');
  });

  it('sends the name and minimum rating filters', async () => {
    answer('/paged-restaurants', restaurantListResponseSchema, (url: URL) => ({
      results: url.searchParams.get('rating') === '4' ? [card()] : [],
      hasNextPage: false,
      lastCursor: null,
    }));
    renderAt('/all-restaurants?rating=4&q=pizza', <AllRestaurants />);
    await screen.findByRole('link', { name: 'Pizzeria Bella Rhein' });
    expect(Object.fromEntries(requests.at(-1)!.searchParams)).toEqual({ limit: '20', name: 'pizza', rating: '4' });
    fireEvent.click(screen.getByRole('radio', { name: 'Any' }));
    expect((screen.getByRole('radio', { name: '4.0 stars and up' }) as HTMLInputElement).checked).toBe(false);
    expect(await screen.findByText('No restaurant matches your search.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(await screen.findByText('We did not find any restaurants near you.')).toBeTruthy();
  });

  it('loads the next page by the cursor', async () => {
    answerPlace();
    answer('/paged-restaurants', restaurantListResponseSchema, (url: URL) =>
      url.searchParams.get('pageParam') === 'c1'
        ? { results: [card({ id: 2, name: 'Sushi Kaze' })], hasNextPage: false, lastCursor: 'c2' }
        : { results: [card()], hasNextPage: true, lastCursor: 'c1' },
    );
    renderAt('/details', <RestaurantList />);
    fireEvent.click(await screen.findByRole('button', { name: 'Show more restaurants' }));
    expect(await screen.findByRole('link', { name: 'Sushi Kaze' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Pizzeria Bella Rhein' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Show more restaurants' })).toBeNull();
    expect(requests.at(-1)!.searchParams.get('pageParam')).toBe('c1');
  });

  it('offers Retry when the list fails', async () => {
    answerPlace();
    notFound('/paged-restaurants');
    renderAt('/details', <RestaurantList />);
    expect(await screen.findByRole('button', { name: 'Retry' }, { timeout: 4000 })).toBeTruthy();
  });
});

describe('/details/menu/{id}', () => {
  const overview = (over: Partial<RestaurantOverview> = {}): RestaurantOverview => ({
    ...card(),
    delivers: true,
    preparationMinutes: 20,
    deliveryRadiusMeters: 6000,
    ...over,
  });

  function renderMenu() {
    renderAt('/details/menu/1', <RestaurantMenu />, '/details/menu/:id');
  }

  it('groups dishes by category, shows allergens and extras, and adds to the basket', async () => {
    answerPlace();
    answer('/restaurant/1/overview', restaurantOverviewSchema, overview());
    answer('/restaurant/menu/1', restaurantMenusSchema, [
      menu({}),
      menu({ id: 12, name: 'Tiramisu', category: 'Desserts', categoryId: 3, categoryPosition: 1, price: 5.5, allergens: ['eggs'] }),
    ]);
    answer('/restaurant/extra/1', restaurantExtrasSchema, [cola]);
    renderMenu();
    expect(await screen.findByRole('heading', { level: 1, name: 'Pizzeria Bella Rhein' })).toBeTruthy();
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual(['Pizza', 'Desserts', 'Extras', 'Your basket']);
    // No bar while the basket is empty; the column (from 1280 px) says how to fill it.
    expect(screen.queryByRole('button', { name: /View basket/ })).toBeNull();
    const column = screen.getByRole('complementary', { name: 'Your basket' });
    expect(within(column).getByText('Add dishes from the menu and they show up here.')).toBeTruthy();
    expect(within(screen.getByRole('navigation', { name: 'Menu categories' })).getAllByRole('link')).toHaveLength(3);
    expect(screen.getByText('Gluten, Milk', { exact: false })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Add Margherita' }));
    const dialog = await screen.findByRole('dialog', { name: 'Margherita' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Increase quantity' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add to basket · €17.80' }));
    expect(useBasket.getState()).toMatchObject({ restaurant: { id: 1, name: 'Pizzeria Bella Rhein' }, orders: [{ id: 'menu-11', quantity: 2 }] });
    fireEvent.click(screen.getByRole('button', { name: 'Add Cola' }));
    fireEvent.click(within(await screen.findByRole('dialog', { name: 'Cola' })).getByRole('button', { name: 'Add to basket · €2.50' }));
    expect(useBasket.getState().orders.map((l) => l.id)).toEqual(['menu-11', 'extra-4']);
    // The bar (phones) and the column (desktop) carry the count and the total.
    expect(screen.getByRole('button', { name: '3 item(s) View basket €20.30' })).toBeTruthy();
    expect(
      within(column)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['2 ×Margherita€17.80', '1 ×Cola€2.50']);
    expect(within(column).getByRole('button', { name: 'Go to checkout' })).toBeTruthy();
  });

  it('asks before replacing another restaurant’s basket', async () => {
    useBasket.setState({ restaurant: { id: 9, name: 'Sushi Kaze' }, orders: [{ id: 'menu-90', quantity: 1, menu: { id: 90, name: 'Maki', price: 6 } }] });
    answer('/restaurant/1/overview', restaurantOverviewSchema, overview());
    answer('/restaurant/menu/1', restaurantMenusSchema, [menu({})]);
    answer('/restaurant/extra/1', restaurantExtrasSchema, []);
    answerPlace();
    renderMenu();
    fireEvent.click(await screen.findByRole('button', { name: 'Add Margherita' }));
    fireEvent.click(within(await screen.findByRole('dialog', { name: 'Margherita' })).getByRole('button', { name: /Add to basket/ }));
    const ask = await screen.findByRole('dialog', { name: 'Start a new basket?' });
    expect(within(ask).getByText(/Sushi Kaze/)).toBeTruthy();
    fireEvent.click(within(ask).getByRole('button', { name: 'Start new basket' }));
    expect(useBasket.getState()).toMatchObject({ restaurant: { id: 1 }, orders: [{ id: 'menu-11', quantity: 1 }] });
  });

  it('cannot take items while closed or paused, and says why', async () => {
    answerPlace();
    answer('/restaurant/1/overview', restaurantOverviewSchema, overview({ status: 'paused' }));
    answer('/restaurant/menu/1', restaurantMenusSchema, [menu({})]);
    answer('/restaurant/extra/1', restaurantExtrasSchema, []);
    renderMenu();
    const add = await screen.findByRole('button', { name: 'Add Margherita' });
    expect((add as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByRole('status').textContent).toContain('Not taking orders right now');
  });

  it('shows “fetching item details” while loading', async () => {
    answerPlace();
    for (const path of ['/restaurant/1/overview', '/restaurant/menu/1', '/restaurant/extra/1']) notFound(path);
    renderMenu();
    expect(screen.getByText('Almost there, fetching item details')).toBeTruthy();
    await screen.findByRole('heading', { name: 'We could not find this restaurant.' });
  });
});

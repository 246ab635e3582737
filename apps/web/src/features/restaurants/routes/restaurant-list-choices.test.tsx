// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { RestaurantCard } from '@forkly/contracts';
import { favouritesSchema, placeDetailsSchema, restaurantListResponseSchema } from '@forkly/contracts/schemas';
import { activeUserHandler, apiPath, contractJson, recordCalls, server } from '../../../../test/msw';
import { restaurantCard as card } from '../../../../test/fixtures';
import { COOKIE_NAMES, deleteCookie, writeCookie } from '../../../lib/cookies';
import { useSession } from '../../../lib/session';
import { Component as RestaurantList } from './restaurant-list';

const PLACE = { addressComponents: [], formattedAddress: 'Königstraße 1, 47051 Duisburg', location: { latitude: 51.4343, longitude: 6.7623 } };

beforeEach(() => {
  writeCookie(COOKIE_NAMES.address, 'demo:a1');
  server.use(http.get(apiPath('/places/:placeId'), () => contractJson(placeDetailsSchema, PLACE)));
});
afterEach(() => {
  cleanup();
  deleteCookie(COOKIE_NAMES.address);
  useSession.setState({ status: 'anonymous', accessToken: undefined, refreshToken: undefined });
});

function renderList(path: string) {
  const router = createMemoryRouter(
    [
      { path: '/details', element: <RestaurantList /> },
      { path: '/auth', element: <p>Login page</p> },
    ],
    { initialEntries: [path] },
  );
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}
const answerList = (results: (url: URL) => RestaurantCard[]) =>
  server.use(
    http.get(apiPath('/paged-restaurants'), ({ request }) =>
      contractJson(restaurantListResponseSchema, { results: results(new URL(request.url)), hasNextPage: false, lastCursor: null }),
    ),
  );
const listCalls = (calls: string[]) => calls.filter((c) => c.startsWith('/api/paged-restaurants'));

describe('the list’s sort and filters (issue 25)', () => {
  it('reads them from the address, sends them to the server, and writes each change back', async () => {
    const calls = recordCalls();
    answerList(() => [card()]);
    const router = renderList('/details?sort=fee&open=1&cuisine=pizza&freeOf=gluten&rating=4');
    await screen.findByRole('link', { name: 'Pizzeria Bella Rhein' });
    expect(listCalls(calls).at(-1)).toBe(
      '/api/paged-restaurants?limit=20&latitude=51.4343&longitude=6.7623&rating=4&sortBy=DELIVERY_FEE&openNow=true&cuisine=pizza&freeOf=gluten',
    );
    expect((screen.getByLabelText('Sort by') as HTMLSelectElement).value).toBe('fee');
    expect(screen.getByRole('button', { name: 'Open now' }).getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByRole('button', { name: 'Free delivery' }).getAttribute('aria-pressed')).toBe('false');
    expect((screen.getByLabelText('Cuisine') as HTMLSelectElement).value).toBe('pizza');
    expect((screen.getByLabelText('Dishes without') as HTMLSelectElement).value).toBe('gluten');

    fireEvent.change(screen.getByLabelText('Sort by'), { target: { value: 'time' } });
    fireEvent.click(screen.getByRole('button', { name: 'Free delivery' }));
    fireEvent.click(screen.getByRole('button', { name: 'Open now' }));
    fireEvent.change(screen.getByLabelText('Cuisine'), { target: { value: '' } });
    await waitFor(() => expect(router.state.location.search).toBe('?rating=4&sort=time&free=1&freeOf=gluten'));
    await waitFor(() =>
      expect(listCalls(calls).at(-1)).toBe(
        '/api/paged-restaurants?limit=20&latitude=51.4343&longitude=6.7623&rating=4&sortBy=DELIVERY_TIME&freeDelivery=true&freeOf=gluten',
      ),
    );
  });

  it('leaves out values it does not know, and asks for the plain list', async () => {
    const calls = recordCalls();
    answerList(() => [card()]);
    renderList('/details?sort=cheapest&open=yes&cuisine=martian&freeOf=chocolate');
    await screen.findByRole('link', { name: 'Pizzeria Bella Rhein' });
    expect(listCalls(calls).at(-1)).toBe('/api/paged-restaurants?limit=20&latitude=51.4343&longitude=6.7623');
    expect((screen.getByLabelText('Sort by') as HTMLSelectElement).value).toBe('distance');
  });

  it('shows the closed restaurants after the open ones, under their own heading', async () => {
    answerList(() => [card(), card({ id: 2, name: 'Sushi Kaze', status: 'closed', opensAt: '2099-06-02T09:00:00.000Z' })]);
    renderList('/details');
    const heading = await screen.findByRole('heading', { name: 'Closed right now' });
    const closedSection = heading.closest('section')!;
    expect(within(closedSection).getByRole('link', { name: 'Sushi Kaze' })).toBeTruthy();
    expect(within(closedSection).queryByRole('link', { name: 'Pizzeria Bella Rhein' })).toBeNull();
    expect(within(closedSection).getByText(/^Closed · opens Tuesday/)).toBeTruthy();
  });
});

describe('favourites (issue 25)', () => {
  it('shows a customer’s favourites in a row above the list and marks and unmarks with the heart', async () => {
    server.use(activeUserHandler({ currentUserRole: 'USER', currentUserId: 7, username: 'customer', twoFactorEnabled: false }));
    useSession.setState({ status: 'authenticated', accessToken: 'token', refreshToken: 'refresh' });
    let favourites = [card({ id: 2, name: 'Sushi Kaze' })];
    const calls = recordCalls({ method: true });
    server.use(
      http.get(apiPath('/favourites'), () => contractJson(favouritesSchema, { results: favourites })),
      http.put(apiPath('/favourites/:id'), ({ params }) => {
        favourites = [card({ id: Number(params.id) }), ...favourites];
        return new HttpResponse(null, { status: 204 });
      }),
      http.delete(apiPath('/favourites/:id'), ({ params }) => {
        favourites = favourites.filter((r) => r.id !== Number(params.id));
        return new HttpResponse(null, { status: 204 });
      }),
    );
    answerList(() => [card(), card({ id: 2, name: 'Sushi Kaze' })]);
    renderList('/details');
    const row = (await screen.findByRole('heading', { name: 'Your favourites' })).closest('section')!;
    expect(within(row).getByRole('link', { name: 'Sushi Kaze' })).toBeTruthy();
    expect(calls).toContain('GET /api/favourites?latitude=51.4343&longitude=6.7623');

    const pizzaHearts = () => screen.getAllByRole('button', { name: 'Favourite: Pizzeria Bella Rhein' });
    expect(pizzaHearts().map((b) => b.getAttribute('aria-pressed'))).toEqual(['false']);
    fireEvent.click(pizzaHearts()[0]!);
    await waitFor(() => expect(within(row).getByRole('link', { name: 'Pizzeria Bella Rhein' })).toBeTruthy());
    expect(calls).toContain('PUT /api/favourites/1');
    expect(pizzaHearts().map((b) => b.getAttribute('aria-pressed'))).toEqual(['true', 'true']);

    fireEvent.click(within(row).getByRole('button', { name: 'Favourite: Sushi Kaze' }));
    await waitFor(() => expect(within(row).queryByRole('link', { name: 'Sushi Kaze' })).toBeNull());
    expect(calls).toContain('DELETE /api/favourites/2');
  });

  it('asks a visitor to log in, and brings them back to the list', async () => {
    const calls = recordCalls();
    answerList(() => [card()]);
    const router = renderList('/details?sort=rating');
    fireEvent.click(await screen.findByRole('button', { name: 'Favourite: Pizzeria Bella Rhein' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByText('Log in to keep favourites')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Log in' }));
    await screen.findByText('Login page');
    expect(router.state.location.state).toEqual({ from: '/details?sort=rating' });
    expect(calls.some((c) => c.startsWith('/api/favourites'))).toBe(false);
  });
});

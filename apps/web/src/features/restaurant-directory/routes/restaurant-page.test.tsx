// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { http } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import type { RestaurantListItem } from '@forkly/contracts';
import { branchPageSchema, restaurantPageSchema, restaurantRemovalSchema, restaurantVisibilityResponseSchema } from '@forkly/contracts/schemas';
import { activeUserHandler, apiPath, contractJson, server } from '../../../../test/msw';
import { useSession } from '../../../lib/session';
import { useToastStore } from '../../../stores/toast-store';
import { Component as DashboardBranches } from '../../restaurant-admin/routes/dashboard-branches';
import { Component as RestaurantBranches } from './restaurant-branches';
import { Component as RestaurantLayout } from './restaurant-layout';

afterEach(() => {
  cleanup();
  useSession.setState({ status: 'anonymous', accessToken: undefined, refreshToken: undefined });
  useToastStore.setState({ current: undefined });
});

const address = { street: 'Seepfad', houseNumber: '28', apartmentNr: '', zip: '47051', city: 'Duisburg', floor: 0, latitude: 51.43, longitude: 6.76 };
const restaurant = (visible: boolean): RestaurantListItem => ({
  id: 7,
  name: 'Trattoria Sole',
  email: 'sole@example.com',
  username: 'sole',
  rating: 4.5,
  ratingCount: 12,
  visible,
  paused: false,
  parentRestaurantId: null,
  parentRestaurantName: null,
  distance: null,
  latitude: 51.43,
  longitude: 6.76,
  bio: 'Pasta',
  address,
  contact: '+49203',
  imageId: null,
  createdAt: '2025-03-01T10:00:00Z',
  removedAt: null,
});
const branch = (id: number, name: string) => ({
  id,
  parentRestaurantId: 7,
  name,
  email: `${id}@example.com`,
  username: `b${id}`,
  contact: '+49203',
  address,
  visible: true,
  paused: false,
  status: 'open' as const,
  createdAt: '2025-03-01T10:00:00Z',
});

/** The staff's calls for restaurant 7 (or a restaurant admin's for its restaurant 7); answers what each call changes. */
function fakeApi(role: 'ADMIN' | 'RESTAURANT_ADMIN' = 'ADMIN') {
  let visible = true;
  const calls: { call: string; body?: unknown }[] = [];
  /** A change the page asked for, with its JSON body, recorded before it is answered. */
  const record = async (request: Request) => {
    const text = await request.clone().text();
    calls.push({ call: `${request.method} ${new URL(request.url).pathname}`, body: text ? (JSON.parse(text) as unknown) : undefined });
  };
  server.use(
    activeUserHandler({
      currentUserRole: role,
      currentUserId: 1,
      username: 'staff',
      twoFactorEnabled: false,
      ...(role === 'ADMIN' ? {} : { restaurantId: 7 }),
    }),
    http.get(apiPath('/paged-restaurants'), ({ request }) => {
      const found = new URL(request.url).searchParams.get('removed') ? [] : [restaurant(visible)];
      return contractJson(restaurantPageSchema, { results: found, totalPages: 1, totalCount: found.length });
    }),
    http.put(apiPath('/restaurant/7/visibility'), async ({ request }) => {
      await record(request);
      visible = ((await request.json()) as { visible: boolean }).visible;
      return contractJson(restaurantVisibilityResponseSchema, restaurant(visible));
    }),
    http.get(apiPath('/restaurant/7/branches'), () =>
      contractJson(branchPageSchema, { results: [branch(12, 'Sole Nord'), branch(13, 'Sole Süd')], totalPages: 1, totalCount: 2 }),
    ),
    http.delete(apiPath('/credential/restaurant/remove/7'), async ({ request }) => {
      await record(request);
      return contractJson(restaurantRemovalSchema, { removedRestaurantIds: [7, 12, 13], cancelledOrderIds: [40, 41] });
    }),
    http.post(apiPath('/restaurant/job/remove-restaurants'), async ({ request }) => {
      await record(request);
      const { ids } = (await request.json()) as { ids: number[] };
      return contractJson(restaurantRemovalSchema, { removedRestaurantIds: ids, cancelledOrderIds: [] });
    }),
  );
  useSession.setState({ status: 'authenticated', accessToken: 'token', refreshToken: 'refresh' });
  return calls;
}

function renderAt(path: string) {
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/dashboard/restaurants" element={<p>The restaurant list</p>} />
          <Route path="/dashboard/restaurants/:id" element={<RestaurantLayout />}>
            <Route index element={<RestaurantBranches />} />
          </Route>
          <Route path="/dashboard/branches" element={<DashboardBranches />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('the restaurant page for staff', () => {
  it('asks before removing, naming what follows, and Cancel changes nothing and gives the focus back', async () => {
    const calls = fakeApi();
    renderAt('/dashboard/restaurants/7');
    const button = await screen.findByRole('button', { name: 'Remove restaurant' });
    button.focus();
    fireEvent.click(button);
    const dialog = await screen.findByRole('alertdialog', { name: 'Remove Trattoria Sole?' });
    for (const text of [
      'Its branches are removed with it.',
      'Its login stops working, and whoever is logged in is signed out.',
      'Customers no longer see it, and it takes no new orders.',
      'Open orders not yet picked up are cancelled, and paid ones refunded.',
      'Past orders keep their history.',
    ]) {
      expect(within(dialog).getByText(text)).toBeTruthy();
    }
    expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: 'Cancel' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(button));
    expect(calls).toEqual([]);
  });

  it('removes the restaurant when confirmed, says how many orders were cancelled and goes back to the list', async () => {
    const calls = fakeApi();
    renderAt('/dashboard/restaurants/7');
    fireEvent.click(await screen.findByRole('button', { name: 'Remove restaurant' }));
    fireEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Remove restaurant' }));
    expect(await screen.findByText('The restaurant list')).toBeTruthy();
    expect(calls).toEqual([{ call: 'DELETE /api/credential/restaurant/remove/7', body: undefined }]);
    expect(useToastStore.getState().current).toMatchObject({ kind: 'success', description: 'Trattoria Sole was removed; 2 open orders were cancelled.' });
  });

  it('switches the restaurant hidden and visible again', async () => {
    const calls = fakeApi();
    renderAt('/dashboard/restaurants/7');
    const toggle = await screen.findByRole('switch', { name: 'Trattoria Sole visible to customers' });
    expect(toggle.getAttribute('aria-checked')).toBe('true');
    fireEvent.click(toggle);
    await waitFor(() => expect(screen.getByRole('switch').getAttribute('aria-checked')).toBe('false'));
    expect(useToastStore.getState().current?.description).toBe('Trattoria Sole is hidden from customers now.');
    expect(screen.getAllByText('Hidden').length).toBeGreaterThan(0);
    fireEvent.click(screen.getByRole('switch'));
    await waitFor(() => expect(screen.getByRole('switch').getAttribute('aria-checked')).toBe('true'));
    expect(calls.map((c) => c.body)).toEqual([{ visible: false }, { visible: true }]);
  });

  it('removes the chosen branches together, after naming them', async () => {
    const calls = fakeApi();
    renderAt('/dashboard/restaurants/7');
    const removeChosen = await screen.findByRole('button', { name: 'Remove chosen' });
    expect((removeChosen as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Choose Sole Nord' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Choose Sole Süd' }));
    fireEvent.click(screen.getByRole('button', { name: 'Remove 2 chosen' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Remove 2 branches?' });
    expect(within(dialog).getByText('Sole Nord')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Remove 2 branches' }));
    await waitFor(() => expect(calls).toEqual([{ call: 'POST /api/restaurant/job/remove-restaurants', body: { ids: [12, 13] } }]));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
  });
});

describe("a restaurant admin's branches", () => {
  it('removes one branch through the job endpoint after the confirmation', async () => {
    const calls = fakeApi('RESTAURANT_ADMIN');
    renderAt('/dashboard/branches');
    fireEvent.click(await screen.findByRole('button', { name: 'Remove Sole Süd' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Remove Sole Süd?' });
    expect(within(dialog).queryByText('Its branches are removed with it.')).toBeNull();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Remove 1 branch' }));
    await waitFor(() => expect(calls).toEqual([{ call: 'POST /api/restaurant/job/remove-restaurants', body: { ids: [13] } }]));
    expect(useToastStore.getState().current?.description).toBe('1 branch removed; open orders cancelled: 0.');
  });
});

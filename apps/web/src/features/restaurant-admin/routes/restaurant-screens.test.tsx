// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { http } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import type { RestaurantSettings } from '@forkly/contracts';
import { activeUserSchema, branchPageSchema, restaurantProfileSchema, restaurantSettingsSchema } from '@forkly/contracts/schemas';
import { apiPath, contractJson, server } from '../../../../test/msw';
import { useSession } from '../../../lib/session';
import { Component as DashboardProfile } from '../../account/routes/dashboard-profile';
import { Component as BranchSettings } from './branch-settings';
import { Component as DashboardBranches } from './dashboard-branches';

afterEach(() => {
  cleanup();
  useSession.setState({ status: 'anonymous', accessToken: undefined, refreshToken: undefined });
});

const hours = (open: string, close: string) => Object.fromEntries(['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'].map((d) => [d, [{ open, close }]]));
const settings = (id: number, name: string): RestaurantSettings => ({
  restaurantId: id,
  name,
  parentRestaurantId: 3,
  timeZone: 'Europe/Berlin',
  openingHours: hours('11:00', '22:00') as RestaurantSettings['openingHours'],
  paused: false,
  pausedReason: null,
  preparationMinutes: 20,
  deliveryRadiusMeters: 6000,
  minimumOrder: 10,
  maximumOrder: 500,
  deliveryFeeBase: 1.99,
  deliveryFeePerKm: 0.5,
  freeDeliveryDistanceMeters: 2000,
  cuisine: null,
  status: 'open',
  opensAt: null,
  closesAt: null,
});
const address = { street: 'Seepfad', houseNumber: '28', apartmentNr: '', zip: '47051', city: 'Duisburg', floor: 0, latitude: 51.43, longitude: 6.76 };

/** The calls of a logged-in restaurant account (`role`, restaurant 3 or branch 12). */
function fakeApi(role: 'RESTAURANT_ADMIN' | 'RESTAURANT_BRANCH') {
  const restaurantId = role === 'RESTAURANT_ADMIN' ? 3 : 12;
  server.use(
    http.get(apiPath('/active-user'), () =>
      contractJson(activeUserSchema, { currentUserRole: role, currentUserId: 40, username: 'pizzeria', twoFactorEnabled: false, restaurantId }),
    ),
    http.get(apiPath(`/restaurant/${restaurantId}`), () =>
      contractJson(restaurantProfileSchema, {
        id: restaurantId,
        name: 'Pizzeria',
        email: 'p@example.com',
        username: 'pizzeria',
        contact: '+49203',
        address,
        rating: null,
        bio: 'Pizza',
        visible: true,
        parentRestaurantId: null,
        latitude: 51.43,
        longitude: 6.76,
      }),
    ),
    http.get(apiPath('/restaurant/3/branches'), () =>
      contractJson(branchPageSchema, {
        results: [
          {
            id: 12,
            parentRestaurantId: 3,
            name: 'Pizzeria Süd',
            email: 's@example.com',
            username: 'sued',
            contact: '+49203',
            address,
            visible: true,
            paused: false,
            status: 'open',
            createdAt: '2025-03-01T10:00:00Z',
          },
        ],
        totalPages: 1,
        totalCount: 1,
      }),
    ),
    http.get(apiPath('/restaurant/:id/settings'), ({ params }) =>
      contractJson(restaurantSettingsSchema, settings(Number(params.id), Number(params.id) === 12 ? 'Pizzeria Süd' : 'Pizzeria')),
    ),
  );
  useSession.setState({ status: 'authenticated', accessToken: 'token', refreshToken: 'refresh' });
}

function renderAt(path: string) {
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/dashboard/profile-details" element={<DashboardProfile />} />
          <Route path="/dashboard/branches" element={<DashboardBranches />} />
          <Route path="/dashboard/branches/:id" element={<BranchSettings />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('restaurant admin screens', () => {
  it('profile-details shows a branch its own settings form', async () => {
    fakeApi('RESTAURANT_BRANCH');
    renderAt('/dashboard/profile-details');
    expect(await screen.findByRole('heading', { name: 'Opening hours and delivery' })).toBeTruthy();
    expect(await screen.findByLabelText('Delivery radius')).toBeTruthy();
  });

  it('the branches page lists the branches and links each to its settings', async () => {
    fakeApi('RESTAURANT_ADMIN');
    renderAt('/dashboard/branches');
    expect(await screen.findByText('Pizzeria Süd')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Settings of Pizzeria Süd' }).getAttribute('href')).toBe('/dashboard/branches/12');
    expect(screen.getByRole('button', { name: 'Add branch' })).toBeTruthy();
  });

  it("a branch's settings page loads that branch's settings", async () => {
    fakeApi('RESTAURANT_ADMIN');
    renderAt('/dashboard/branches/12');
    expect(await screen.findByRole('heading', { name: 'Branch settings' })).toBeTruthy();
    expect(await screen.findByText('Pizzeria Süd')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to branches' })).toBeTruthy();
  });
});

// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import i18n from 'i18next';
import type { ReactNode } from 'react';
import { http } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { apiPath, server } from '../../../../test/msw';
import type { User } from '@forkly/contracts';
import { useToastStore } from '../../../stores/toast-store';
import { RestaurantProfilePanel } from './restaurant-profile-panel';
import { UserProfilePanel } from './user-profile-panel';

afterEach(async () => {
  cleanup();
  useToastStore.setState({ current: undefined });
  await i18n.changeLanguage('en');
});

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/** PUT /user answers `answer`; returns the bodies sent to it. */
function fakeApi(answer: (body: Record<string, unknown>) => Response) {
  const bodies: Record<string, unknown>[] = [];
  server.use(
    http.put(apiPath('/user'), async ({ request }) => {
      const body = (await request.json()) as Record<string, unknown>;
      bodies.push(body);
      return answer(body);
    }),
  );
  return bodies;
}

const wrap = (children: ReactNode) => render(<QueryClientProvider client={new QueryClient()}>{children}</QueryClientProvider>);
const courier: User = {
  id: 7,
  firstName: 'Ben',
  lastName: 'Kurier',
  username: 'ben',
  email: 'ben@example.test',
  contact: '+4920312345',
  address: null,
  enabled: true,
  twoFactorEnabled: false,
  createdAt: new Date().toISOString(),
};
const restaurant = {
  id: 3,
  name: 'Pasta Place',
  email: 'pasta@example.test',
  username: 'pasta',
  rating: null,
  visible: true,
  parentRestaurantId: null,
  latitude: null,
  longitude: null,
  bio: 'Fresh pasta',
  address: null,
  contact: '+49203111',
  contact1: null,
  twoFactorEnabled: false,
};

describe('staff and courier profile (issue 10)', () => {
  it('edits names and contact with no address asked for or sent', async () => {
    const bodies = fakeApi(() => json(200, { ...courier, lastName: 'Bote' }));
    wrap(<UserProfilePanel user={courier} withAddress={false} />);
    expect(screen.queryByText('Address')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Edit' }));
    const lastName = await screen.findByLabelText('Last name');
    expect(screen.queryByLabelText('Street')).toBeNull();
    fireEvent.input(lastName, { target: { value: 'Bote' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(bodies).toEqual([{ lastName: 'Bote' }]));
    await waitFor(() => expect(useToastStore.getState().current).toMatchObject({ kind: 'success', description: 'Your profile has been updated' }));
  });

  it('a customer still edits the address', async () => {
    fakeApi(() => json(200, courier));
    wrap(<UserProfilePanel user={courier} />);
    expect(screen.getByText('Address')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Edit' }));
    expect(await screen.findByLabelText('Street')).toBeTruthy();
  });
});

describe('restaurant account profile (issue 10)', () => {
  it('edits its name, bio and phones, sending only what changed', async () => {
    const bodies = fakeApi((body) => json(200, { ...restaurant, ...body }));
    wrap(<RestaurantProfilePanel restaurant={restaurant} />);
    fireEvent.click(screen.getByRole('button', { name: 'Edit' }));
    fireEvent.input(await screen.findByLabelText('Restaurant name'), { target: { value: 'Pasta Palace' } });
    fireEvent.input(screen.getByLabelText('About the restaurant'), { target: { value: 'Fresh pasta, daily' } });
    fireEvent.input(screen.getByLabelText('Second phone number'), { target: { value: '0203 778' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(bodies).toEqual([{ name: 'Pasta Palace', bio: 'Fresh pasta, daily', contact1: '0203778' }]));
  });

  it('shows the required messages and sends nothing for an empty name or bio', async () => {
    const bodies = fakeApi(() => json(200, restaurant));
    wrap(<RestaurantProfilePanel restaurant={restaurant} />);
    fireEvent.click(screen.getByRole('button', { name: 'Edit' }));
    fireEvent.input(await screen.findByLabelText('Restaurant name'), { target: { value: ' ' } });
    fireEvent.input(screen.getByLabelText('About the restaurant'), { target: { value: '' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Restaurant Name is required')).toBeTruthy();
    expect(screen.getByText('Bio is required')).toBeTruthy();
    expect(bodies).toEqual([]);
  });

  it('speaks Finnish and German', async () => {
    fakeApi(() => json(200, restaurant));
    await i18n.changeLanguage('fi');
    wrap(<RestaurantProfilePanel restaurant={restaurant} />);
    expect(screen.getByText('Toinen puhelinnumero')).toBeTruthy();
    cleanup();
    await i18n.changeLanguage('de');
    wrap(<RestaurantProfilePanel restaurant={restaurant} />);
    expect(screen.getByText('Zweite Telefonnummer')).toBeTruthy();
  });
});

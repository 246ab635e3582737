// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import i18n from 'i18next';
import { http } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import type { RestaurantSettings } from '@forkly/contracts';
import { restaurantSettingsSchema } from '@forkly/contracts/schemas';
import { apiError, apiPath, contractJson, server } from '../../../../test/msw';
import { useToastStore } from '../../../stores/toast-store';
import { SettingsForm } from './settings-form';

afterEach(async () => {
  cleanup();
  await i18n.changeLanguage('en');
});

const lunchAndDinner = [
  { open: '11:30', close: '14:30' },
  { open: '17:30', close: '02:00' },
];
const SETTINGS: RestaurantSettings = {
  restaurantId: 7,
  name: 'Pizzeria Nord',
  parentRestaurantId: null,
  timeZone: 'Europe/Berlin',
  openingHours: {
    mon: lunchAndDinner,
    tue: lunchAndDinner,
    wed: lunchAndDinner,
    thu: lunchAndDinner,
    fri: lunchAndDinner,
    sat: [{ open: '12:00', close: '24:00' }],
    sun: [],
  },
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
  closesAt: '2025-07-02T12:30:00.000Z',
};

/** The settings call: records each PUT body and answers `reply` (the saved settings by default). */
function fakeApi(reply?: (body: Record<string, unknown>) => Response) {
  const sent: Record<string, unknown>[] = [];
  server.use(
    http.put(apiPath('/restaurant/7/settings'), async ({ request }) => {
      const body = (await request.json()) as Record<string, unknown>;
      sent.push(body);
      return reply ? reply(body) : contractJson(restaurantSettingsSchema, { ...SETTINGS, ...body } as RestaurantSettings);
    }),
  );
  return sent;
}

function renderForm() {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <SettingsForm settings={SETTINGS} />
    </QueryClientProvider>,
  );
}
const input = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
const type = (label: string, value: string) => fireEvent.input(input(label), { target: { value } });
const save = () => fireEvent.click(screen.getByRole('button', { name: 'Save settings' }));

describe('SettingsForm', () => {
  it('sets the cuisine customers filter by (issue 25), and clears it', async () => {
    const sent = fakeApi();
    renderForm();
    const cuisine = screen.getByLabelText('Cuisine') as HTMLSelectElement;
    expect(cuisine.value).toBe('');
    fireEvent.change(cuisine, { target: { value: 'thai' } });
    save();
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({ cuisine: 'thai' });
    await waitFor(() => expect((screen.getByLabelText('Cuisine') as HTMLSelectElement).value).toBe('thai'));
    fireEvent.change(screen.getByLabelText('Cuisine'), { target: { value: '' } });
    save();
    await waitFor(() => expect(sent).toHaveLength(2));
    expect(sent[1]).toMatchObject({ cuisine: null });
  });

  it('shows the settings in km and euro, with each day and its windows', () => {
    renderForm();
    expect(input('Preparation time').value).toBe('20');
    expect(input('Delivery radius').value).toBe('6');
    expect(input('Free distance').value).toBe('2');
    expect(input('Minimum order').value).toBe('10.00');
    expect(input('Base delivery fee').value).toBe('1.99');
    expect(input('Monday, time 2: closes').value).toBe('02:00');
    expect(input('Saturday, time 1: opens').value).toBe('12:00');
    // A time input cannot show the end of the day as 24:00; as a close, 00:00 means the same.
    expect(input('Saturday, time 1: closes').value).toBe('00:00');
    expect(screen.getByText('Closed')).toBeTruthy();
    expect(screen.getByRole('switch', { name: /Pause orders/ })).toBeTruthy();
  });

  it('sends every setting in the API units, accepting a decimal comma', async () => {
    const sent = fakeApi();
    renderForm();
    type('Delivery radius', '4,5');
    type('Base delivery fee', '2,49');
    type('Preparation time', '35');
    fireEvent.click(screen.getByRole('switch', { name: /Pause orders/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Add time on Sunday' }));
    fireEvent.click(screen.getByRole('button', { name: 'Remove Monday, time 1' }));
    save();
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toEqual({
      openingHours: {
        ...SETTINGS.openingHours,
        mon: [{ open: '17:30', close: '02:00' }],
        sat: [{ open: '12:00', close: '00:00' }],
        sun: [{ open: '11:00', close: '22:00' }],
      },
      paused: true,
      preparationMinutes: 35,
      deliveryRadiusMeters: 4500,
      freeDeliveryDistanceMeters: 2000,
      minimumOrder: 10,
      maximumOrder: 500,
      deliveryFeeBase: 2.49,
      deliveryFeePerKm: 0.5,
      cuisine: null,
    });
    await waitFor(() => expect(useToastStore.getState().current).toMatchObject({ kind: 'success', description: 'Settings saved. Customers see them now.' }));
  });

  it('explains each bad number with its bounds and sends nothing', async () => {
    const sent = fakeApi();
    renderForm();
    type('Preparation time', '');
    type('Delivery radius', '0');
    type('Minimum order', '9.999');
    type('Base delivery fee', 'free');
    type('Fee per km beyond the free distance', '101');
    type('Free distance', '1.2505');
    save();
    expect(await screen.findByText('Enter a value')).toBeTruthy();
    expect(screen.getByText('Enter a value from 0.1 to 100')).toBeTruthy();
    expect(screen.getByText('Use at most 2 decimal places')).toBeTruthy();
    expect(screen.getByText('Enter a number')).toBeTruthy();
    expect(screen.getByText('Enter a value from €0.00 to €100.00')).toBeTruthy();
    expect(screen.getByText('Use at most 3 decimal places')).toBeTruthy();
    expect(input('Delivery radius').getAttribute('aria-invalid')).toBe('true');
    expect(sent).toEqual([]);
  });

  it('puts the server’s field errors on their inputs', async () => {
    fakeApi(() =>
      apiError(400, 'validationFailed', 'Some fields are not valid', {
        deliveryRadiusMeters: 'must be at most 100000',
        'openingHours.sat.0.open': 'Invalid value',
      }),
    );
    renderForm();
    save();
    expect(await screen.findByText('must be at most 100000')).toBeTruthy();
    expect(input('Delivery radius').getAttribute('aria-invalid')).toBe('true');
    expect(input('Saturday, time 1: opens').getAttribute('aria-invalid')).toBe('true');
  });

  it('speaks German', async () => {
    await i18n.changeLanguage('de');
    renderForm();
    expect(screen.getByLabelText('Lieferradius')).toBeTruthy();
    expect(screen.getByText('Sonntag')).toBeTruthy();
    type('Zubereitungszeit', '300');
    fireEvent.click(screen.getByRole('button', { name: 'Einstellungen speichern' }));
    expect(await screen.findByText('Geben Sie einen Wert von 0 bis 240 ein')).toBeTruthy();
  });
});

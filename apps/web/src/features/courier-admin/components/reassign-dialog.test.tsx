import { confirmedOrder } from '../../../../test/fixtures';
// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import i18n from 'i18next';
import { http } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CourierPresence, Order } from '@forkly/contracts';
import { courierAvailabilityListSchema, orderSchema } from '@forkly/contracts/schemas';
import { apiError, apiPath, contractJson, recordCalls, server } from '../../../../test/msw';
import { useToastStore } from '../../../stores/toast-store';
import { ReassignDialog } from './reassign-dialog';

afterEach(async () => {
  cleanup();
  useToastStore.getState().dismiss();
  await i18n.changeLanguage('en');
});

const presence = (id: number, firstName: string, values: Partial<CourierPresence> = {}): CourierPresence => ({
  id,
  firstName,
  lastName: 'Rad',
  contact: '+4920355',
  status: 'ONLINE',
  availability: true,
  latitude: 51.43,
  longitude: 6.76,
  positionUpdatedAt: '2026-11-25T12:00:00.000Z',
  activeOrders: 0,
  ...values,
});

const HOLDER = 1;
const ONLINE: CourierPresence[] = [
  presence(HOLDER, 'Holder', { activeOrders: 1 }),
  presence(2, 'Ben'),
  presence(3, 'Cora'),
  presence(4, 'Full', { activeOrders: 2 }),
  presence(5, 'Paused', { availability: false }),
];
const ADDRESS = { street: 'Sonnenwall', houseNumber: '5', apartmentNr: '', zip: '47051', city: 'Duisburg', floor: 0, latitude: 51.43, longitude: 6.76 };
const PERSON = { id: 9, firstName: 'Clara', lastName: 'Schmidt', contact: '+49203999888' };
/** The whole order, as PUT /order/{id}/courier answers it (orderSchema). */
const ORDER_JSON: Order = {
  ...confirmedOrder,
  id: 42,
  orderNumber: 'FK-0042',
  status: 'AWAITING_PICKUP',
  restaurant: { id: 3, name: 'Pizzeria Bella Rhein', contact: '+49203111', orderable: true },
  user: PERSON,
  courier: { ...PERSON, id: 3, firstName: 'Cora', lastName: 'Rad' },
  address: ADDRESS,
  subtotal: 20,
  total: 21.99,
  paidAt: '2026-11-25T12:00:00.000Z',
  createdAt: '2026-11-25T12:00:00.000Z',
  updatedAt: '2026-11-25T12:00:00.000Z',
  history: [],
};

/** GET /couriers/availability answers `online`; PUT /order/42/courier answers `reassign`. Returns every call as "METHOD path?query". */
function fakeApi(reassign: () => Response = () => contractJson(orderSchema, ORDER_JSON), online = ONLINE) {
  server.use(
    http.get(apiPath('/couriers/availability'), () => contractJson(courierAvailabilityListSchema, online)),
    http.put(apiPath('/order/42/courier'), reassign),
  );
  return recordCalls({ method: true });
}

function renderDialog(onClose = vi.fn()) {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <ReassignDialog order={{ id: 42, orderNumber: 'FK-0042', restaurant: { name: 'Pizzeria Bella Rhein' } }} currentCourierId={HOLDER} onClose={onClose} />
    </QueryClientProvider>,
  );
  return onClose;
}

describe('ReassignDialog', () => {
  it('offers only other online couriers that take orders and are free', async () => {
    fakeApi();
    renderDialog();
    const dialog = await screen.findByRole('dialog', { name: 'Reassign order FK-0042' });
    await within(dialog).findByRole('radio', { name: /Ben Rad/ });
    expect(
      within(dialog)
        .getAllByRole('radio')
        .map((radio) => radio.closest('label')!.textContent),
    ).toEqual(['Ben Rad0 of 3 orders', 'Cora Rad0 of 3 orders']);
    expect(within(dialog).getByText('Choose an online courier with room to pick it up at Pizzeria Bella Rhein.')).toBeTruthy();
  });

  it('asks for a choice first, then hands the order to the chosen courier, shows a toast and closes', async () => {
    const calls = fakeApi();
    const onClose = renderDialog();
    const dialog = await screen.findByRole('dialog');
    await within(dialog).findByRole('radio', { name: /Cora Rad/ });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reassign' }));
    expect(await within(dialog).findByText('Choose a courier first')).toBeTruthy();
    expect(calls.filter((c) => c.startsWith('PUT'))).toEqual([]);
    fireEvent.click(within(dialog).getByRole('radio', { name: /Cora Rad/ }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reassign' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(calls.filter((c) => c.startsWith('PUT'))).toEqual(['PUT /api/order/42/courier?courierId=3']);
    expect(useToastStore.getState().current).toMatchObject({ kind: 'success', description: 'Order FK-0042 now goes with Cora Rad' });
  });

  it('shows the refusal of a courier that filled up meanwhile, and stays open', async () => {
    fakeApi(() => apiError(409, 'courierUnavailable', 'This courier cannot take another order right now'));
    const onClose = renderDialog();
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(await within(dialog).findByRole('radio', { name: /Ben Rad/ }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reassign' }));
    expect(await within(dialog).findByText('This courier cannot take another order right now')).toBeTruthy();
    expect(onClose).not.toHaveBeenCalled();
  });

  it('says so when no other courier has room, and Cancel closes', async () => {
    fakeApi(undefined, [ONLINE[0]!, ONLINE[3]!, ONLINE[4]!]);
    const onClose = renderDialog();
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByText('No other online courier has room right now. Try again in a moment.')).toBeTruthy();
    expect((within(dialog).getByRole('button', { name: 'Reassign' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(onClose).toHaveBeenCalled();
  });

  it('speaks Finnish', async () => {
    await i18n.changeLanguage('fi');
    fakeApi();
    renderDialog();
    expect(await screen.findByRole('dialog', { name: 'Siirrä tilaus FK-0042' })).toBeTruthy();
  });
});

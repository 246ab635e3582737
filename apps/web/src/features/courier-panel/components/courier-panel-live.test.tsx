// @vitest-environment jsdom
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import i18n from 'i18next';
import { http } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { eventTicketSchema } from '@forkly/contracts/schemas';
import { FakeEventSource } from '../../../../test/fake-event-source';
import { apiPath, contractJson, server } from '../../../../test/msw';
import { useSession } from '../../../lib/session';
import { COURIER_ID, fakeApi, installPanelHooks, json, order, renderPanel, toastNow, type World } from '../testing/courier-world';

vi.mock('../../maps/lib/load-maplibre', () => ({ webglAvailable: () => false, loadMapLibre: async () => undefined }));

installPanelHooks();

beforeEach(() => {
  FakeEventSource.all = [];
  vi.stubGlobal('EventSource', FakeEventSource);
  useSession.setState({ status: 'authenticated', accessToken: 'token', refreshToken: 'refresh' });
  return () => useSession.setState({ status: 'anonymous', accessToken: undefined, refreshToken: undefined });
});

/** The panel with its event stream open; the handlers of `fakeApi` answer everything else. */
async function livePanel(world: World) {
  const calls = fakeApi(world);
  server.use(http.post(apiPath('/events/ticket'), () => contractJson(eventTicketSchema, { ticket: 'ticket-1' })));
  const view = renderPanel({ live: true });
  await waitFor(() => expect(FakeEventSource.all).toHaveLength(1));
  const stream = FakeEventSource.all[0]!;
  act(() => stream.emit('open'));
  act(() => stream.emit('ready', {}, 10));
  return { calls, stream, view };
}

describe('CourierPanel, live (decision 038)', () => {
  it('shows Offline and the swipe as soon as staff set the courier offline, and drops the pickup it lost', async () => {
    const world: World = { status: 'ONLINE', pickups: [order(1, 'AWAITING_PICKUP')], deliveries: [order(2, 'READY_FOR_DELIVERY')] };
    const { stream } = await livePanel(world);
    expect(await screen.findByText('Pizzeria 1')).toBeTruthy();
    expect(screen.getByText('Online')).toBeTruthy();

    // What the server holds now: offline, the pickup released, the delivery still its own.
    world.status = 'OFFLINE';
    world.pickups = [];
    act(() => stream.emit('courier', { courierId: COURIER_ID, status: 'OFFLINE', availability: false }, 11));
    act(() => stream.emit('order-withdrawn', { orderId: 1, reason: 'reassigned' }, 12));
    // Dropped at once, before any answer comes back, and said why.
    expect(screen.queryByText('Pizzeria 1')).toBeNull();
    expect(within(screen.getByRole('status')).getByText('Order FK-100001 was given to another courier')).toBeTruthy();
    expect(await screen.findByText('Offline')).toBeTruthy();
    expect(screen.getByText('Exciting Opportunities near you')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Confirm pickup' })).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByText('Order FK-100001 was given to another courier')).toBeNull();
  });

  it('an order given to another courier leaves the list at once; a cancelled one says so, in German too', async () => {
    await i18n.changeLanguage('de');
    const world: World = { status: 'ONLINE', pickups: [order(1, 'AWAITING_PICKUP'), order(2, 'AWAITING_PICKUP')], deliveries: [] };
    const { stream } = await livePanel(world);
    expect(await screen.findByText('Pizzeria 2')).toBeTruthy();
    world.pickups = [order(1, 'AWAITING_PICKUP')];
    act(() => stream.emit('order-withdrawn', { orderId: 2, reason: 'cancelled' }, 11));
    expect(screen.queryByText('Pizzeria 2')).toBeNull();
    expect(screen.getByText('Pizzeria 1')).toBeTruthy();
    expect(screen.getByText('Bestellung FK-100002 wurde storniert')).toBeTruthy();
  });

  it("a tap on an order that is no longer the courier's says why, never 'not authorized'", async () => {
    const world: World = { status: 'ONLINE', pickups: [order(1, 'AWAITING_PICKUP')], deliveries: [] };
    fakeApi(world);
    server.use(
      http.put(apiPath('/courier/order/1'), () =>
        json(409, { status: 409, errorCode: 'orderGivenToAnotherCourier', message: 'This order was given to another courier' }),
      ),
    );
    renderPanel();
    fireEvent.click(await screen.findByRole('radio', { name: /Pizzeria 1/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Confirm pickup' }));
    await waitFor(() => expect(toastNow()).toMatchObject({ kind: 'error', description: 'This order was given to another courier' }));
  });

  it('lists every order it holds with its addresses and state, below the step at hand', async () => {
    const world: World = { status: 'ONLINE', pickups: [order(1, 'AWAITING_PICKUP')], deliveries: [order(2, 'READY_FOR_DELIVERY')] };
    fakeApi(world);
    renderPanel();
    const held = await screen.findByRole('region', { name: 'All your orders (2)' });
    const items = within(held).getAllByRole('listitem');
    expect(items.map((li) => li.textContent)).toEqual([
      'Order FK-100001 · to pick upFrom Pizzeria 1, Königstraße 5, 47051 DuisburgTo Clara Schmidt1, Sonnenwall 5, 47051 Duisburg',
      'Order FK-100002 · picked up, on the wayFrom Pizzeria 2, Königstraße 5, 47051 DuisburgTo Clara Schmidt2, Sonnenwall 5, 47051 Duisburg',
    ]);
    // SPEC.md's step is unchanged: the pickup comes first.
    expect(screen.getByRole('button', { name: 'Confirm pickup' })).toBeTruthy();
  });
});

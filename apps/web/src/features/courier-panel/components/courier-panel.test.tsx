// @vitest-environment jsdom
import { fireEvent, screen, waitFor } from '@testing-library/react';
import i18n from 'i18next';
import { describe, expect, it, vi } from 'vitest';
import { expectAccessible, fakeApi, installPanelHooks, order, renderPanel, toastNow, type World } from '../testing/courier-world';

const maps = vi.hoisted(() => ({ lib: undefined as unknown }));
vi.mock('../../maps/lib/load-maplibre', () => ({ webglAvailable: () => true, loadMapLibre: async () => maps.lib }));

installPanelHooks();

describe('CourierPanel', () => {
  it('offline: the swipe titled as SPEC.md says, starting at 20; a commit at 100 goes online', async () => {
    const world: World = { status: 'OFFLINE', pickups: [], deliveries: [] };
    const calls = fakeApi(world);
    const { container } = renderPanel();
    expect(await screen.findByText('Exciting Opportunities near you')).toBeTruthy();
    expect(screen.getByText('Swipe to go online')).toBeTruthy();
    const slider = screen.getByRole('slider');
    expect(slider.getAttribute('aria-valuenow')).toBe('20');
    expect(slider.getAttribute('aria-valuemin')).toBe('0');
    expect(slider.getAttribute('aria-valuemax')).toBe('100');
    await expectAccessible(container);
    expect(calls.filter((c) => c.startsWith('GET /api/courier/orders'))).toEqual([]);

    fireEvent.keyDown(slider, { key: 'ArrowRight' });
    expect(calls.some((c) => c.startsWith('PUT /api/courier/update'))).toBe(false);
    fireEvent.keyDown(slider, { key: 'End' });
    await waitFor(() => expect(calls).toContain('PUT /api/courier/update?availability=true'));
    expect(await screen.findByText('Orders will be assigned to you')).toBeTruthy();
    expect(screen.getByText('Accept orders to earn')).toBeTruthy();
    expect(toastNow()).toMatchObject({ kind: 'success', description: 'Status changed successfully' });
  });

  it("shows today's earnings, delivery fees and tips, from the courier's own midnight (issue 25)", async () => {
    const world: World = { status: 'ONLINE', pickups: [], deliveries: [], earnings: { deliveries: 3, deliveryFees: 5.97, tips: 4.5, total: 10.47 } };
    const calls = fakeApi(world);
    const { container } = renderPanel();
    const earnings = await screen.findByRole('region', { name: 'Earned today' });
    expect(earnings.textContent).toContain('3 deliveries');
    expect(earnings.textContent).toContain('Delivery fees€5.97');
    expect(earnings.textContent).toContain('Tips€4.50');
    expect(earnings.textContent).toContain('Total€10.47');
    const asked = calls.find((c) => c.startsWith('GET /api/courier/earnings'))!;
    const midnight = new Date();
    midnight.setHours(0, 0, 0, 0);
    expect(new URL(asked.replace('GET ', 'http://x')).searchParams.get('from')).toBe(midnight.toISOString());
    await expectAccessible(container);
  });

  it('shows the pending toast while the status changes, and the server message when it fails', async () => {
    const world: World = {
      status: 'ONLINE',
      pickups: [],
      deliveries: [],
      availability: { status: 409, body: { status: 409, errorCode: 'courierHasActiveOrders', message: 'Deliver your active orders before going offline' } },
    };
    fakeApi(world);
    renderPanel();
    fireEvent.click(await screen.findByRole('button', { name: 'Go offline' }));
    expect(toastNow()).toMatchObject({ kind: 'pending', description: 'Changing your status' });
    await waitFor(() => expect(toastNow()).toMatchObject({ kind: 'error', description: 'Deliver your active orders before going offline' }));
  });

  it("falls back to 'An error occurred' when the server gives no message", async () => {
    const world: World = { status: 'OFFLINE', pickups: [], deliveries: [], availability: { status: 500, body: {} } };
    fakeApi(world);
    renderPanel();
    fireEvent.keyDown(await screen.findByRole('slider'), { key: 'End' });
    await waitFor(() => expect(toastNow()).toMatchObject({ kind: 'error', description: 'An error occurred' }));
    // The swipe springs back.
    await waitFor(() => expect(screen.getByRole('slider').getAttribute('aria-valuenow')).toBe('20'));
  });

  it('pickups: restaurant name and address; Confirm pickup waits for a choice, then shows the route and calls the restaurant', async () => {
    const world: World = {
      status: 'ONLINE',
      pickups: [order(1, 'AWAITING_PICKUP'), order(2, 'AWAITING_PICKUP')],
      deliveries: [order(3, 'READY_FOR_DELIVERY')],
    };
    const calls = fakeApi(world);
    const { container } = renderPanel();
    expect(await screen.findByText('Pizzeria 1')).toBeTruthy();
    expect(screen.getAllByText('Königstraße 5, 47051 Duisburg')).toHaveLength(2);
    expect(screen.getByText('After selecting an order click to confirm pickup')).toBeTruthy();
    expect(screen.queryByText('Clara Schmidt3')).toBeNull();
    const confirm = screen.getByRole('button', { name: 'Confirm pickup' }) as HTMLButtonElement;
    expect(confirm.disabled).toBe(true);
    await expectAccessible(container);

    fireEvent.click(screen.getByRole('radio', { name: /Pizzeria 2/ }));
    expect(confirm.disabled).toBe(false);
    expect(screen.getByRole('link', { name: 'Call' }).getAttribute('href')).toBe('tel:+49203111222');
    expect(await screen.findByText('2 routes')).toBeTruthy();
    expect(screen.getByRole('button', { name: /Route 1: Königstraße/ }).getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(screen.getByRole('button', { name: /Route 2: A59/ }));
    expect(screen.getByRole('button', { name: /Route 2: A59/ }).getAttribute('aria-pressed')).toBe('true');
    // The server picks the leg; the browser sends no coordinates and asks no generic directions.
    expect(calls).toContain('GET /api/courier/order/2/route');
    expect(calls.some((c) => c.startsWith('GET /api/directions'))).toBe(false);
    expect(screen.getByText(/the route starts at the fixed starting point/)).toBeTruthy();
    await expectAccessible(container);

    fireEvent.click(confirm);
    await waitFor(() => expect(calls).toContain('PUT /api/courier/order/2?status=READY_FOR_DELIVERY'));
    await waitFor(() => expect(toastNow()).toMatchObject({ kind: 'success', description: 'Status updated successfully' }));
    // Both lists are refreshed after the change.
    await waitFor(() => expect(calls.filter((c) => c === 'GET /api/courier/orders?status=AWAITING_PICKUP').length).toBeGreaterThan(1));
    expect(calls.filter((c) => c === 'GET /api/courier/orders?status=READY_FOR_DELIVERY').length).toBeGreaterThan(1);
    await waitFor(() => expect(screen.queryByText('Pizzeria 2')).toBeNull());
  });

  it('deliveries: customer name and address, Call the customer, Confirm delivery', async () => {
    const world: World = { status: 'ONLINE', pickups: [], deliveries: [order(3, 'READY_FOR_DELIVERY')] };
    const calls = fakeApi(world);
    const { container } = renderPanel();
    expect(await screen.findByText('Clara Schmidt3')).toBeTruthy();
    expect(screen.getByText('Sonnenwall 5, 47051 Duisburg')).toBeTruthy();
    expect(screen.getByText('At delivery checkpoint? Confirm delivery')).toBeTruthy();
    const confirm = screen.getByRole('button', { name: 'Confirm delivery' }) as HTMLButtonElement;
    expect(confirm.disabled).toBe(true);
    fireEvent.click(screen.getByRole('radio', { name: /Clara Schmidt3/ }));
    expect(screen.getByRole('link', { name: 'Call' }).getAttribute('href')).toBe('tel:+49203999888');
    await screen.findByText('2 routes');
    expect(calls).toContain('GET /api/courier/order/3/route');
    expect(screen.queryByText(/fixed starting point/)).toBeNull();
    await expectAccessible(container);
    fireEvent.click(confirm);
    await waitFor(() => expect(calls).toContain('PUT /api/courier/order/3?status=DELIVERED'));
  });

  it('speaks German', async () => {
    await i18n.changeLanguage('de');
    fakeApi({ status: 'OFFLINE', pickups: [], deliveries: [] });
    renderPanel();
    expect(await screen.findByText('Spannende Aufträge in Ihrer Nähe')).toBeTruthy();
  });
});

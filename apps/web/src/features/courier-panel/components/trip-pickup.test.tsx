// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { expectAccessible, fakeApi, installPanelHooks, order, renderPanel, toastNow, trip, type World } from '../testing/courier-world';

vi.mock('../../maps/lib/load-maplibre', () => ({ webglAvailable: () => true, loadMapLibre: async () => undefined }));

installPanelHooks();

const bundle = () => [order(1, 'CONFIRMED'), order(2, 'CONFIRMED')];

describe('the courier panel with a trip (decision 033)', () => {
  it('shows the bundle as one pickup with when to leave; choosing it shows the drop-offs in order and the way through them', async () => {
    const world: World = { status: 'ONLINE', pickups: bundle(), deliveries: [], trip: trip(bundle(), { leaveIn: 6, arriveIn: 12, readyIn: 14 }) };
    const calls = fakeApi(world);
    const { container } = renderPanel();
    const entry = await screen.findByRole('radio', { name: /Pizzeria 1/ });
    expect(screen.getAllByRole('radio')).toHaveLength(1);
    const label = entry.closest('label')!;
    expect(within(label).getByText('2 orders: FK-100001, FK-100002')).toBeTruthy();
    expect(within(label).getByText(/^Leave at .+ \(in 6 min\)$/)).toBeTruthy();
    const confirm = screen.getByRole('button', { name: 'Confirm pickup' }) as HTMLButtonElement;
    expect(confirm.disabled).toBe(true);
    expect(screen.getByText('After selecting an order click to confirm pickup')).toBeTruthy();
    await expectAccessible(container);

    fireEvent.click(entry);
    const dropoffs = screen.getByRole('region', { name: 'Drop-offs in order' });
    expect(within(dropoffs).getByText('1. Clara Schmidt1, Sonnenwall 5, 47051 Duisburg')).toBeTruthy();
    expect(within(dropoffs).getByText('2. Clara Schmidt2, Sonnenwall 5, 47051 Duisburg')).toBeTruthy();
    expect(await within(dropoffs).findByText('1. To the restaurant')).toBeTruthy();
    expect(within(dropoffs).getByText('3. To Clara Schmidt2')).toBeTruthy();
    expect(calls).toContain('GET /api/courier/trip/40/route');
    expect(screen.getByRole('link', { name: 'Call' }).getAttribute('href')).toBe('tel:+49203111222');
    // The kitchen has not marked the orders prepared: the pickup waits, and says why.
    expect(confirm.disabled).toBe(true);
    expect(screen.getByText('Confirm pickup once the kitchen has marked every order prepared')).toBeTruthy();
    await expectAccessible(container);
  });

  it('at the restaurant says how long until the food is ready', async () => {
    fakeApi({ status: 'ONLINE', pickups: bundle(), deliveries: [], trip: trip(bundle(), { leaveIn: -8, arriveIn: -1, readyIn: 4 }) });
    renderPanel();
    expect(await screen.findByText(/^Food ready at .+ \(in 4 min\)$/)).toBeTruthy();
  });

  it("once every order is prepared, picks up the whole bundle, then lists the deliveries in the trip's order", async () => {
    const prepared = [order(1, 'AWAITING_PICKUP'), order(2, 'AWAITING_PICKUP')];
    const world: World = { status: 'ONLINE', pickups: prepared, deliveries: [], trip: trip(prepared, { leaveIn: -8, arriveIn: -1, readyIn: -1, prepared: 2 }) };
    const calls = fakeApi(world);
    renderPanel();
    fireEvent.click(await screen.findByRole('radio', { name: /Pizzeria 1/ }));
    expect(screen.getByText('The food is ready')).toBeTruthy();
    const confirm = screen.getByRole('button', { name: 'Confirm pickup' }) as HTMLButtonElement;
    expect(confirm.disabled).toBe(false);
    fireEvent.click(confirm);
    await waitFor(() => expect(calls).toContain('PUT /api/courier/trip/40/pickup'));
    await waitFor(() => expect(toastNow()).toMatchObject({ kind: 'success', description: 'Status updated successfully' }));
    expect(await screen.findByText('Orders to deliver')).toBeTruthy();
    expect(screen.getAllByRole('radio').map((r) => r.closest('label')!.querySelector('span span')!.textContent)).toEqual(['Clara Schmidt1', 'Clara Schmidt2']);
  });
});

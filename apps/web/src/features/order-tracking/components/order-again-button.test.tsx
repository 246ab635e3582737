import { confirmedOrder } from '../../../../test/fixtures';
// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { http } from 'msw';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { ExtraItem, MenuItem, Order } from '@forkly/contracts';
import { restaurantExtrasSchema, restaurantMenusSchema } from '@forkly/contracts/schemas';
import { apiPath, contractJson, server } from '../../../../test/msw';
import { useBasket } from '../../../stores/basket-store';
import { useToastStore } from '../../../stores/toast-store';
import { OrderAgainButton } from './order-again-button';

const SAKURA = { id: 3, name: 'Sakura' };
const ORDERABLE = { ...SAKURA, orderable: true };
const order: Order = {
  ...confirmedOrder,
  id: 12,
  orderNumber: 'FK-100012',
  status: 'DELIVERED',
  restaurant: { ...SAKURA, contact: '+49 203 1', orderable: true },
  user: { id: 7, firstName: 'Clara', lastName: 'Klein', contact: '+49 203 2' },
  address: { street: 'Königstraße', houseNumber: '1', apartmentNr: '', zip: '47051', city: 'Duisburg', floor: 0, latitude: 51.43, longitude: 6.76 },
  subtotal: 27.3,
  total: 29.29,
  paidAt: '2025-03-01T18:01:00Z',
  createdAt: '2025-03-01T18:00:00Z',
  updatedAt: '2025-03-01T19:05:00Z',
  lines: [
    { id: 1, orderId: 12, menuId: 31, extraId: null, name: 'Salmon nigiri', price: 9.5, quantity: 2, lineTotal: 19, options: [] },
    { id: 2, orderId: 12, menuId: 32, extraId: null, name: 'Old special', price: 6, quantity: 1, lineTotal: 6, options: [] },
    { id: 3, orderId: 12, menuId: null, extraId: 41, name: 'Green tea', price: 2.3, quantity: 1, lineTotal: 2.3, options: [] },
  ],
  history: [],
};
const menus: MenuItem[] = [
  {
    id: 31,
    restaurantId: 3,
    name: 'Salmon nigiri',
    description: '',
    price: 9.9,
    category: 'Sushi',
    categoryId: 1,
    categoryPosition: 0,
    imageId: 501,
    allergens: [],
    visible: true,
    optionGroups: [],
  },
];
const extras: ExtraItem[] = [{ id: 41, restaurantId: 3, name: 'Green tea', price: 2.3, imageId: 502, allergens: [], visible: true }];

beforeEach(() => {
  useBasket.getState().clear();
  server.use(
    http.get(apiPath('/restaurant/menu/3'), () => contractJson(restaurantMenusSchema, menus)),
    http.get(apiPath('/restaurant/extra/3'), () => contractJson(restaurantExtrasSchema, extras)),
  );
});
afterEach(() => {
  cleanup();
  useBasket.getState().clear();
});

function renderButton(restaurant = ORDERABLE) {
  const router = createMemoryRouter(
    [
      { path: '/orders', element: <OrderAgainButton restaurant={restaurant} loadOrder={async () => order} /> },
      { path: '/details/menu/:id', element: <p>the menu</p> },
    ],
    { initialEntries: ['/orders'] },
  );
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

describe('Order again (issue 10)', () => {
  it('is not offered for a restaurant that was removed or hidden (issue 22)', () => {
    renderButton({ ...SAKURA, orderable: false });
    expect(screen.queryByRole('button', { name: /Order again/ })).toBeNull();
  });

  it('fills the basket with the dishes as the menu has them now: their own pictures and prices', async () => {
    const router = renderButton();
    fireEvent.click(screen.getByRole('button', { name: 'Order again' }));
    expect(await screen.findByText('the menu')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/details/menu/3');
    const { orders, restaurant } = useBasket.getState();
    expect(restaurant).toEqual(SAKURA);
    expect(orders).toEqual([
      { id: 'menu-31', quantity: 2, menu: { id: 31, name: 'Salmon nigiri', price: 9.9 }, image: { id: 501 } },
      { id: 'extra-41', quantity: 1, extra: { id: 41, name: 'Green tea', price: 2.3 }, image: { id: 502 } },
    ]);
    // The dish that left the menu is not smuggled back in; the customer is told.
    expect(useToastStore.getState().current?.description).toBe('The items are back in your basket; 1 is no longer on the menu.');
  });

  it('asks before touching a basket that is already an unpaid order, and leaves it alone on "keep"', async () => {
    useBasket.getState().addItem(SAKURA, { id: 'menu-31', quantity: 1, menu: { id: 31, name: 'Salmon nigiri', price: 9.9 }, image: { id: 501 } });
    useBasket.getState().setOrderId(77);
    renderButton();
    fireEvent.click(screen.getByRole('button', { name: 'Order again' }));
    const dialog = await screen.findByRole('dialog', { name: 'Start a new basket?' });
    expect(dialog.textContent).toContain('Your basket is an order from Sakura that is not paid yet.');
    fireEvent.click(screen.getByRole('button', { name: 'Keep my basket' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(useBasket.getState().orderId).toBe(77);
    expect(useBasket.getState().orders).toHaveLength(1);
    expect(useBasket.getState().orders[0]!.quantity).toBe(1);
  });

  it('starts a new basket, no longer tied to the unpaid order, when the customer says so', async () => {
    useBasket.getState().addItem(SAKURA, { id: 'menu-31', quantity: 1, menu: { id: 31, name: 'Salmon nigiri', price: 9.9 }, image: { id: 501 } });
    useBasket.getState().setOrderId(77);
    renderButton();
    fireEvent.click(screen.getByRole('button', { name: 'Order again' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Start new basket' }));
    expect(await screen.findByText('the menu')).toBeTruthy();
    const basket = useBasket.getState();
    expect(basket.orderId).toBeUndefined();
    expect(basket.orders.map((l) => [l.id, l.quantity])).toEqual([
      ['menu-31', 2],
      ['extra-41', 1],
    ]);
  });
});

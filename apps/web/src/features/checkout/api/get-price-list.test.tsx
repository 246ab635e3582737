// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import { http } from 'msw';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import type { PriceList, PriceListRequest } from '@forkly/contracts';
import { priceListSchema } from '@forkly/contracts/schemas';
import { emitLiveEvent } from '../../../lib/live-event-listeners';
import { apiPath, contractJson, server } from '../../../../test/msw';
import { usePriceList } from './get-price-list';

const body: PriceListRequest = {
  restaurantId: 7,
  lines: [{ menuId: 11, quantity: 1 }],
  deliveryAddress: { street: 'Mozartweg', houseNumber: '3', zip: '47057', city: 'Duisburg' },
};

const prices: PriceList = {
  estimate: null,
  restaurantId: 7,
  lines: [{ menuId: 11, name: 'Pizza Margherita', price: 8.5, quantity: 1, lineTotal: 8.5, options: [] }],
  subtotal: 8.5,
  discount: 0,
  deliveryFee: 1.99,
  tip: 0,
  total: 10.49,
  minimumOrder: 5,
  maximumOrder: 500,
  distanceMeters: 800,
};

afterEach(cleanup);

describe('the checkout price list, live (issue 25)', () => {
  it("asks again at once when the basket's restaurant hides a dish or pauses, not for another restaurant", async () => {
    let asked = 0;
    server.use(
      http.post(apiPath('/order/price-list'), () => {
        asked += 1;
        return contractJson(priceListSchema, prices);
      }),
    );
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>;
    const { result } = renderHook(() => usePriceList(body), { wrapper });
    await waitFor(() => expect(result.current.data?.total).toBe(10.49));
    expect(asked).toBe(1);

    act(() => emitLiveEvent('restaurant', { restaurantId: 8, paused: true }));
    act(() => emitLiveEvent('restaurant', { restaurantId: 7, paused: false }));
    await waitFor(() => expect(asked).toBe(2));
    // The other restaurant's event asked nothing: one event of the basket's restaurant, one request.
    await waitFor(() => expect(result.current.isFetching).toBe(false));
    expect(asked).toBe(2);
  });
});

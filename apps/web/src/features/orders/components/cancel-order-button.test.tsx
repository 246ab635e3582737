// @vitest-environment jsdom
import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { http } from 'msw';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Order } from '@forkly/contracts';
import { confirmedOrder } from '../../../../test/fixtures';
import { apiPath, recordRequests, server, type SentRequest } from '../../../../test/msw';
import { orderKeys } from '../../../lib/query-keys';
import { useBasket } from '../../../stores/basket-store';
import { useToastStore } from '../../../stores/toast-store';
import { CancelOrderButton } from './cancel-order-button';

const cancelledOrder: Order = {
  ...confirmedOrder,
  id: 12,
  orderNumber: 'FK-100012',
  status: 'CANCELLED',
  restaurant: { id: 3, name: 'Sakura', contact: '+49 203 1', orderable: true },
  user: { id: 7, firstName: 'Clara', lastName: 'Klein', contact: '+49 203 2' },
  address: { street: 'Königstraße', houseNumber: '1', apartmentNr: '', zip: '47051', city: 'Duisburg', floor: 0, latitude: 51.43, longitude: 6.76 },
  subtotal: 21.4,
  total: 23.39,
  paidAt: null,
  createdAt: '2025-03-01T18:00:00Z',
  updatedAt: '2025-03-01T18:05:00Z',
  history: [
    { fromStatus: null, toStatus: 'PENDING', at: '2025-03-01T18:00:00Z', reason: null },
    { fromStatus: 'PENDING', toStatus: 'CANCELLED', at: '2025-03-01T18:05:00Z', reason: 'cancelled by the customer' },
  ],
};

let sent: SentRequest[];

/** PUT /order/12/cancel answers `answer`; any other method or path is unhandled, so the test fails. */
function stubServer(answer: () => Response) {
  server.use(http.put(apiPath('/order/12/cancel'), () => answer()));
  sent = recordRequests();
}

function renderButton() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  render(
    <QueryClientProvider client={queryClient}>
      <CancelOrderButton orderId={12} />
    </QueryClientProvider>,
  );
  return queryClient;
}

const cancelCalls = () => sent.map((r) => ({ url: r.url.href, method: r.method })).filter((c) => c.url.endsWith('/api/order/12/cancel'));

beforeEach(() => {
  useBasket.getState().clear();
  useToastStore.getState().dismiss();
});
afterEach(() => {
  cleanup();
});

describe('CancelOrderButton', () => {
  it('asks before cancelling, and Keep order sends nothing', async () => {
    stubServer(() => Response.json(cancelledOrder));
    renderButton();
    fireEvent.click(screen.getByRole('button', { name: 'Cancel order' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Cancel this order?' });
    expect(dialog.textContent).toContain('nothing is charged');
    const keep = screen.getByRole('button', { name: 'Keep order' });
    expect(document.activeElement).toBe(keep);

    fireEvent.click(keep);
    expect(screen.queryByRole('alertdialog')).toBeNull();
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Cancel order' })));
    fireEvent.click(screen.getByRole('button', { name: 'Cancel order' }));
    fireEvent.keyDown(screen.getByRole('alertdialog'), { key: 'Escape' });
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(cancelCalls()).toEqual([]);
  });

  it('cancels on Yes: PUT, a success toast, the cancelled order shown and the basket forgets it', async () => {
    stubServer(() => Response.json(cancelledOrder));
    useBasket.getState().setOrderId(12);
    useBasket.getState().setCheckoutKey({ key: 'make-order-key-1', request: '{}' });
    const queryClient = renderButton();
    fireEvent.click(screen.getByRole('button', { name: 'Cancel order' }));
    fireEvent.click(screen.getByRole('button', { name: 'Yes, cancel order' }));

    await waitFor(() => expect(useToastStore.getState().current).toMatchObject({ kind: 'success', description: 'Order cancelled' }));
    expect(cancelCalls()).toEqual([{ url: expect.stringMatching(/\/api\/order\/12\/cancel$/), method: 'PUT' }]);
    expect(queryClient.getQueryData(['order', 12])).toMatchObject({ status: 'CANCELLED' });
    expect(useBasket.getState()).toMatchObject({ orderId: undefined, checkoutKey: undefined });
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('says it is done, in the words given, when the cancelled order takes the button off its page (a scheduled order)', async () => {
    stubServer(() => Response.json(cancelledOrder));
    // As the order page: the button shows while the order may be cancelled.
    function OrderPage() {
      const { data } = useQuery({
        queryKey: orderKeys.detail(12),
        queryFn: () => cancelledOrder,
        initialData: { ...cancelledOrder, status: 'CONFIRMED' as const },
      });
      return data.status === 'CANCELLED' ? (
        <p>Cancelled</p>
      ) : (
        <CancelOrderButton orderId={12} done="Order cancelled. The full amount is on its way back to you." />
      );
    }
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
    render(
      <QueryClientProvider client={queryClient}>
        <OrderPage />
      </QueryClientProvider>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Cancel order' }));
    fireEvent.click(screen.getByRole('button', { name: 'Yes, cancel order' }));
    await screen.findByText('Cancelled');
    await waitFor(() =>
      expect(useToastStore.getState().current).toMatchObject({ kind: 'success', description: 'Order cancelled. The full amount is on its way back to you.' }),
    );
  });

  it("shows the server's refusal translated and keeps the question open", async () => {
    stubServer(() => Response.json({ status: 409, errorCode: 'orderNotPending', message: 'This order can no longer be changed' }, { status: 409 }));
    renderButton();
    fireEvent.click(screen.getByRole('button', { name: 'Cancel order' }));
    fireEvent.click(screen.getByRole('button', { name: 'Yes, cancel order' }));
    await waitFor(() => expect(useToastStore.getState().current).toMatchObject({ kind: 'error', description: 'This order can no longer be changed' }));
    expect(screen.getByRole('alertdialog')).toBeTruthy();
  });
});

// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { priceListSchema } from '@forkly/contracts/schemas';
import { apiPath, contractJson, server } from '../../../../test/msw';
import { useBasket } from '../../../stores/basket-store';
import { fakeApi, payments, prices, renderCheckout, installCheckoutHooks } from '../testing/checkout-world';

installCheckoutHooks();

const SUMMARY = 'Order summary';

describe('checkout', () => {
  it("shows the server's prices and sends ids and quantities only", async () => {
    const api = fakeApi();
    renderCheckout();
    expect(await screen.findByText('€18.99')).toBeTruthy();
    expect(screen.getByText('Delivery fee (0.8 km)')).toBeTruthy();
    const request = api.calls.find((c) => c.url.includes('price-list'))!;
    expect(request.body).toMatchObject({ restaurantId: 7, lines: [{ menuId: 11, quantity: 2 }], deliveryAddress: { street: 'Königstraße', houseNumber: '1' } });
    expect(JSON.stringify(request.body)).not.toContain('price');
    // The server locates the address: coordinates are never sent.
    expect(JSON.stringify(request.body)).not.toContain('latitude');
  });

  it('says when the order would arrive, with its window, from the price list (issue 24)', async () => {
    const estimate = { arrivesAt: '2026-11-29T11:40:00.000Z', earliest: '2026-11-29T11:35:00.000Z', latest: '2026-11-29T11:45:00.000Z' };
    fakeApi({ priceList: { ...prices, estimate } });
    renderCheckout();
    const format = new Intl.DateTimeFormat('en', { timeStyle: 'short' });
    const arrives = await screen.findByText(`Arrives around ${format.format(new Date(estimate.arrivesAt))}`);
    const window = format.formatRange(new Date(estimate.earliest), new Date(estimate.latest));
    expect(arrives.parentElement!.textContent).toContain(`${window} if you order now`);
    // No fixed span of minutes anywhere.
    expect(screen.queryByText(/\d+\s*[–-]\s*\d+ min/)).toBeNull();
  });

  it('asks for the arrival time again every 20 s, so it is never one that has gone by', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      let minute = 40;
      const api = fakeApi();
      server.use(
        http.post(apiPath('/order/price-list'), () => {
          const at = (m: number) => `2026-11-29T11:${m}:00.000Z`;
          const answer = contractJson(priceListSchema, { ...prices, estimate: { arrivesAt: at(minute), earliest: at(minute - 5), latest: at(minute + 5) } });
          minute += 1;
          return answer;
        }),
      );
      renderCheckout();
      const format = new Intl.DateTimeFormat('en', { timeStyle: 'short' });
      expect(await screen.findByText(`Arrives around ${format.format(new Date('2026-11-29T11:40:00.000Z'))}`)).toBeTruthy();
      await vi.advanceTimersByTimeAsync(20_000);
      expect(await screen.findByText(`Arrives around ${format.format(new Date('2026-11-29T11:41:00.000Z'))}`)).toBeTruthy();
      expect(api.calls.filter((c) => c.url.includes('price-list'))).toHaveLength(2);
      // The regular refresh does not dim the prices as a change of the basket does.
      expect(document.querySelector('[aria-busy]')).toBeNull();
    } finally {
      vi.useRealTimers();
    }
  });

  it('names the dish that sold out in the basket, blocks ordering, and one tap on Remove prices the rest (issue 25)', async () => {
    useBasket.getState().addItem({ id: 7, name: 'Pizzeria' }, { id: 'extra-4', quantity: 1, extra: { id: 4, name: 'Cola', price: 2.5 } });
    const api = fakeApi();
    server.use(
      http.post(apiPath('/order/price-list'), async ({ request }) => {
        const body = (await request.json()) as { lines: { extraId?: number }[] };
        if (!body.lines.some((l) => l.extraId === 4)) return contractJson(priceListSchema, prices);
        return HttpResponse.json(
          { status: 409, errorCode: 'itemNotAvailable', message: 'An item in your basket is no longer available', items: [{ extraId: 4, name: 'Cola' }] },
          { status: 409 },
        );
      }),
    );
    renderCheckout();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('This dish has sold out. Remove it to order the rest.');
    expect(alert.textContent).toContain('Cola · sold out');
    expect((screen.getByRole('button', { name: 'Place order and pay' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Remove Cola' }));
    expect(useBasket.getState().orders.map((l) => l.id)).toEqual(['menu-11']);
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('heading', { name: SUMMARY })));
    expect(await screen.findByText('€18.99')).toBeTruthy();
    await waitFor(() => expect((screen.getByRole('button', { name: 'Place order and pay' }) as HTMLButtonElement).disabled).toBe(false));
    expect(screen.queryByText(/sold out/)).toBeNull();
    expect(api.calls.filter((c) => c.url.includes('price-list')).length).toBeGreaterThanOrEqual(2);
  });

  it('names the line whose option the restaurant no longer offers, blocks ordering, and one tap on Remove prices the rest (decision 045)', async () => {
    useBasket.getState().addItem(
      { id: 7, name: 'Pizzeria' },
      {
        id: 'menu-12~31',
        quantity: 1,
        menu: { id: 12, name: 'Margherita', price: 9.5 },
        options: [{ id: 31, group: 'Size', name: 'L (36 cm)', price: 2.5 }],
      },
    );
    const api = fakeApi();
    server.use(
      http.post(apiPath('/order/price-list'), async ({ request }) => {
        const body = (await request.json()) as { lines: { menuId?: number; options?: number[] }[] };
        const index = body.lines.findIndex((l) => l.options?.includes(31));
        if (index < 0) return contractJson(priceListSchema, prices);
        const message = 'A chosen option is no longer available: Size';
        return HttpResponse.json(
          { status: 409, errorCode: 'optionNotAvailable', message: `${message} (Margherita)`, fields: { [`lines.${index}.options`]: message } },
          { status: 409 },
        );
      }),
    );
    renderCheckout();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('A chosen option is no longer available');
    expect(alert.textContent).toContain('Margherita (L (36 cm))');
    expect(alert.textContent).toContain("Remove it, then add it again from the menu with today's choices.");
    expect((screen.getByRole('button', { name: 'Place order and pay' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(within(alert).getByRole('button', { name: 'Remove Margherita' }));
    expect(useBasket.getState().orders.map((l) => l.id)).toEqual(['menu-11']);
    // The button went with its line: the focus stays in the summary, on its heading.
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('heading', { name: SUMMARY })));
    expect(await screen.findByText('€18.99')).toBeTruthy();
    await waitFor(() => expect((screen.getByRole('button', { name: 'Place order and pay' }) as HTMLButtonElement).disabled).toBe(false));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(api.calls.filter((c) => c.url.includes('price-list')).length).toBeGreaterThanOrEqual(2);
  });

  it("offers no tip, 5, 10 or 15 % or an amount, sends the choice and shows the server's tip; a bad amount blocks ordering (issue 25)", async () => {
    const api = fakeApi();
    server.use(
      http.post(apiPath('/order/price-list'), async ({ request }) => {
        const body = (await request.json()) as { tip?: { percentage?: number; amount?: number } };
        const tip = body.tip?.percentage ? Math.floor(17 * body.tip.percentage + 0.5) / 100 : (body.tip?.amount ?? 0);
        return contractJson(priceListSchema, { ...prices, tip, total: Math.round((18.99 + tip) * 100) / 100 });
      }),
    );
    renderCheckout();
    expect(await screen.findByText('€18.99')).toBeTruthy();
    const tips = screen.getByRole('group', { name: 'Tip for your courier' });
    expect(
      within(tips)
        .getAllByRole('radio')
        .map((r) => (r as HTMLInputElement).labels![0]!.textContent),
    ).toEqual(['No tip', '5%€0.85', '10%€1.70', '15%€2.55', 'Other amount']);
    expect((within(tips).getByRole('radio', { name: 'No tip' }) as HTMLInputElement).checked).toBe(true);
    fireEvent.click(within(tips).getByRole('radio', { name: /^10%/ }));
    expect(await screen.findByText('Tip for the courier')).toBeTruthy();
    expect(await screen.findByText('€20.69')).toBeTruthy();
    expect(api.calls.filter((c) => c.url.includes('price-list')).at(-1)!.body).toMatchObject({ tip: { percentage: 10 } });
    expect(useBasket.getState().tip).toEqual({ percentage: 10 });

    fireEvent.click(within(tips).getByRole('radio', { name: 'Other amount' }));
    const amount = screen.getByLabelText('Tip in euro');
    fireEvent.change(amount, { target: { value: '2,50' } });
    expect(await screen.findByText('€21.49')).toBeTruthy();
    expect(api.calls.filter((c) => c.url.includes('price-list')).at(-1)!.body).toMatchObject({ tip: { amount: 2.5 } });

    fireEvent.change(amount, { target: { value: '2,505' } });
    expect(screen.getByRole('alert').textContent).toBe('A tip is between €0.00 and €50.00, in whole cents');
    expect(amount.getAttribute('aria-invalid')).toBe('true');
    expect((screen.getByRole('button', { name: 'Place order and pay' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(within(tips).getByRole('radio', { name: 'No tip' }));
    await waitFor(() => expect((screen.getByRole('button', { name: 'Place order and pay' }) as HTMLButtonElement).disabled).toBe(false));
    expect(useBasket.getState().tip).toBeUndefined();
  });

  it('says neutrally that the time comes with the order when there is no estimate', async () => {
    fakeApi({ priceList: { ...prices, estimate: null } });
    renderCheckout();
    expect(await screen.findByText('We will tell you when it arrives as soon as you have ordered.')).toBeTruthy();
    expect(screen.queryByText(/Arrives around/)).toBeNull();
  });

  it('says what is missing for the minimum order and does not let the customer order', async () => {
    fakeApi({ priceList: { ...prices, subtotal: 8.5, total: 10.49, orderRefusal: { errorCode: 'minimumOrderNotReached', message: 'x' } } });
    renderCheckout();
    expect(await screen.findByText('The minimum order here is €10.00. Add €1.50 more to order.')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Place order and pay' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('places the order with an Idempotency-Key, reuses it after a refusal, then pays the same order again', async () => {
    const api = fakeApi({
      orderAnswers: [
        { status: 409, body: { status: 409, errorCode: 'restaurantClosed', message: 'closed' } },
        { status: 201, body: { id: 99 } },
      ],
    });
    renderCheckout();
    const button = await screen.findByRole('button', { name: 'Place order and pay' });
    await waitFor(() => expect((button as HTMLButtonElement).disabled).toBe(false));

    fireEvent.click(button);
    expect((await screen.findAllByText('The restaurant is closed right now')).length).toBeGreaterThan(0);
    fireEvent.click(screen.getByRole('button', { name: 'Place order and pay' }));
    await waitFor(() => expect(payments).toEqual(['/api/payments/demo/demo_x']));

    const orders = api.calls.filter((c) => c.url.includes('make-order'));
    expect(orders).toHaveLength(2);
    expect(orders[0]!.key).toMatch(/^[0-9a-f-]{36}$/);
    expect(orders[1]!.key).toBe(orders[0]!.key);
    expect(api.calls.find((c) => c.url.includes('/checkout?'))!.url).toContain('orderId=99');
    expect(useBasket.getState().orderId).toBe(99);

    // Back from the payment page, the basket still has its unpaid order: paying again pays it.
    cleanup();
    renderCheckout();
    const again = await screen.findByRole('button', { name: 'Place order and pay' });
    await waitFor(() => expect((again as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(again);
    await waitFor(() => expect(payments).toHaveLength(2));
    expect(api.calls.filter((c) => c.url.includes('make-order'))).toHaveLength(2);
    expect(api.calls.filter((c) => c.url.includes('/checkout?'))).toHaveLength(2);
  });
});

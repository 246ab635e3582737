// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import i18n from 'i18next';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Coupon } from '@forkly/contracts';
import { CouponForm } from './coupon-form';
import { CouponsPanel } from './coupons-panel';

afterEach(async () => {
  cleanup();
  vi.unstubAllGlobals();
  await i18n.changeLanguage('en');
});

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
const COUPON: Coupon = {
  id: 5,
  name: 'SPRING25',
  percentage: 25,
  description: 'Spring',
  restaurantId: 3,
  restaurantName: 'Pizzeria Nord',
  expiresAt: null,
  usageLimit: 100,
  usedCount: 12,
  active: true,
  createdAt: '2025-03-01T10:00:00Z',
};

/** Our coupon calls; `add` answers the POST. Returns every request made, as "METHOD path" and body. */
function fakeApi(add: (body: Record<string, unknown>) => Response = (body) => json(201, { ...COUPON, ...body, id: 9 })) {
  const calls: { call: string; body?: Record<string, unknown> }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(String(input), 'http://localhost');
      const body = init?.body ? (JSON.parse(String(init.body)) as Record<string, unknown>) : undefined;
      calls.push({ call: `${init?.method ?? 'GET'} ${url.pathname}${url.search}`, body });
      if (url.pathname === '/api/coupon/add') return add(body!);
      if (url.pathname === '/api/coupons') return json(200, { results: [COUPON], totalPages: 1, totalCount: 1 });
      if (init?.method === 'DELETE') return new Response(null, { status: 204 });
      return json(200, {});
    }),
  );
  return calls;
}

function renderForm(onCreated = vi.fn()) {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <CouponForm onCreated={onCreated} />
    </QueryClientProvider>,
  );
  return onCreated;
}
const type = (label: string, value: string) => fireEvent.input(screen.getByLabelText(label), { target: { value } });
const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Create coupon' }));

describe('CouponForm', () => {
  it("shows SPEC.md section 5's promotion messages for an empty form", async () => {
    const calls = fakeApi();
    renderForm();
    submit();
    expect(await screen.findByText('Name is required')).toBeTruthy();
    expect(screen.getByText('Percentage is required')).toBeTruthy();
    expect(screen.getByText('Description is required')).toBeTruthy();
    expect(calls).toEqual([]);
  });

  it('wants the percentage as a whole number from 1 to 100, a future expiry and a whole usage limit', async () => {
    fakeApi();
    renderForm();
    type('Percentage', 'ten');
    submit();
    expect(await screen.findByText('Percentage is required')).toBeTruthy();
    type('Percentage', '150');
    type('Expires (optional)', '2020-01-01T12:00');
    type('Usage limit (optional)', '2.5');
    submit();
    expect(await screen.findByText('Enter a whole number from 1 to 100')).toBeTruthy();
    expect(screen.getByText('The expiry must lie in the future')).toBeTruthy();
    expect(screen.getByText('Enter a whole number')).toBeTruthy();
  });

  it('sends the code, numbers, expiry as an instant and the limit', async () => {
    const calls = fakeApi();
    const onCreated = renderForm();
    type('Name', 'SUMMER-10');
    type('Percentage', '10');
    type('Description', 'Ten off all summer');
    type('Expires (optional)', '2099-08-31T23:59');
    type('Usage limit (optional)', '500');
    submit();
    await waitFor(() => expect(onCreated).toHaveBeenCalledWith(expect.objectContaining({ id: 9, name: 'SUMMER-10' })));
    expect(calls.find((c) => c.call === 'POST /api/coupon/add')!.body).toEqual({
      name: 'SUMMER-10',
      percentage: 10,
      description: 'Ten off all summer',
      expiresAt: new Date('2099-08-31T23:59').toISOString(),
      usageLimit: 500,
    });
  });

  it('puts a taken code on the Name field', async () => {
    fakeApi(() =>
      json(409, { status: 409, errorCode: 'couponCodeExists', message: 'This code is already in use', fields: { name: 'This code is already in use' } }),
    );
    renderForm();
    type('Name', 'TAKEN');
    type('Percentage', '10');
    type('Description', 'Taken');
    submit();
    await waitFor(() => expect(screen.getByLabelText('Name').getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getAllByText('This code is already in use').length).toBeGreaterThan(0);
  });

  it('speaks Finnish', async () => {
    await i18n.changeLanguage('fi');
    fakeApi();
    renderForm();
    fireEvent.click(screen.getByRole('button', { name: 'Luo kuponki' }));
    expect(await screen.findByText(i18n.t('validation:percentageRequired'))).toBeTruthy();
  });
});

describe('CouponsPanel', () => {
  it('lists codes with their use and deletes one after confirmation', async () => {
    const calls = fakeApi();
    render(
      <QueryClientProvider client={new QueryClient()}>
        <MemoryRouter>
          <CouponsPanel showRestaurant />
        </MemoryRouter>
      </QueryClientProvider>,
    );
    expect(await screen.findByText('SPRING25')).toBeTruthy();
    expect(screen.getByText('12 of 100 used')).toBeTruthy();
    expect(screen.getByText('Pizzeria Nord')).toBeTruthy();
    expect(calls[0]!.call).toBe('GET /api/coupons?page=1&limit=10&orderBy=DESC&sortBy=DATE');

    fireEvent.click(screen.getByRole('button', { name: 'Delete coupon SPRING25' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByText(/Customers can no longer use SPRING25/)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(calls.some((c) => c.call.startsWith('DELETE'))).toBe(false);

    fireEvent.click(screen.getByRole('button', { name: 'Delete coupon SPRING25' }));
    fireEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(calls.some((c) => c.call === 'DELETE /api/coupon/5')).toBe(true));
  });
});

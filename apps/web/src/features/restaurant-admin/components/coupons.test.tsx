// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import i18n from 'i18next';
import { MemoryRouter } from 'react-router';
import { HttpResponse, http } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Coupon } from '@forkly/contracts';
import { couponPageSchema, couponSchema } from '@forkly/contracts/schemas';
import { apiError, apiPath, contractJson, recordRequests, server } from '../../../../test/msw';
import { CouponForm } from './coupon-form';
import { CouponsPanel } from './coupons-panel';

afterEach(async () => {
  cleanup();
  await i18n.changeLanguage('en');
});

const COUPON: Coupon = {
  id: 5,
  name: 'SPRING25',
  percentage: 25,
  amount: null,
  userId: null,
  description: 'Spring',
  restaurantId: 3,
  restaurantName: 'Pizzeria Nord',
  expiresAt: null,
  usageLimit: 100,
  usedCount: 12,
  active: true,
  createdAt: '2025-03-01T10:00:00Z',
};

/** Our coupon calls; `add` answers the POST. Returns every request made but the CSRF cookie's, as "METHOD path?query" and body. */
function fakeApi(add: (body: Record<string, unknown>) => Response = (body) => contractJson(couponSchema, { ...COUPON, ...body, id: 9 }, { status: 201 })) {
  server.use(
    http.post(apiPath('/coupon/add'), async ({ request }) => add((await request.clone().json()) as Record<string, unknown>)),
    http.get(apiPath('/coupons'), () => contractJson(couponPageSchema, { results: [COUPON], totalPages: 1, totalCount: 1 })),
    http.delete(apiPath('/coupon/:id'), () => new HttpResponse(null, { status: 204 })),
  );
  const sent = recordRequests();
  return {
    get calls() {
      return sent
        .filter((r) => r.url.pathname !== '/api/csrf')
        .map((r) => ({ call: `${r.method} ${r.url.pathname}${r.url.search}`, body: r.body as Record<string, unknown> | undefined }));
    },
  };
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
    const api = fakeApi();
    renderForm();
    submit();
    expect(await screen.findByText('Name is required')).toBeTruthy();
    expect(screen.getByText('Percentage is required')).toBeTruthy();
    expect(screen.getByText('Description is required')).toBeTruthy();
    expect(api.calls).toEqual([]);
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
    const api = fakeApi();
    const onCreated = renderForm();
    type('Name', 'SUMMER-10');
    type('Percentage', '10');
    type('Description', 'Ten off all summer');
    type('Expires (optional)', '2099-08-31T23:59');
    type('Usage limit (optional)', '500');
    submit();
    await waitFor(() => expect(onCreated).toHaveBeenCalledWith(expect.objectContaining({ id: 9, name: 'SUMMER-10' })));
    expect(api.calls.find((c) => c.call === 'POST /api/coupon/add')!.body).toEqual({
      name: 'SUMMER-10',
      percentage: 10,
      description: 'Ten off all summer',
      expiresAt: new Date('2099-08-31T23:59').toISOString(),
      usageLimit: 500,
    });
  });

  it('puts a taken code on the Name field', async () => {
    fakeApi(() => apiError(409, 'couponCodeExists', 'This code is already in use', { name: 'This code is already in use' }));
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
    const api = fakeApi();
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
    expect(api.calls[0]!.call).toBe('GET /api/coupons?page=1&limit=10&orderBy=DESC&sortBy=DATE');

    fireEvent.click(screen.getByRole('button', { name: 'Delete coupon SPRING25' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByText(/Customers can no longer use SPRING25/)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(api.calls.some((c) => c.call.startsWith('DELETE'))).toBe(false);

    fireEvent.click(screen.getByRole('button', { name: 'Delete coupon SPRING25' }));
    fireEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(api.calls.some((c) => c.call === 'DELETE /api/coupon/5')).toBe(true));
  });
});

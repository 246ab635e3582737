// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { HttpResponse, http } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import type { ActiveUser, MenuItem } from '@forkly/contracts';
import { branchPageSchema, menuItemSchema, menuPageSchema, restaurantPageSchema } from '@forkly/contracts/schemas';
import { apiPath, contractJson, recordRequests, server } from '../../../../test/msw';
import { pizzaDiavola } from '../../../../test/fixtures';
import { useToastStore } from '../../../stores/toast-store';
import { CataloguePage } from './catalogue-page';

afterEach(() => {
  cleanup();
});

const diavola = pizzaDiavola;
const secret: MenuItem = { ...diavola, id: 6, name: 'Secret Pizza', imageId: null, allergens: [], visible: false };
const owner: ActiveUser = { currentUserRole: 'RESTAURANT_ADMIN', currentUserId: 10, username: 'restaurant', twoFactorEnabled: false, restaurantId: 2 };
const admin: ActiveUser = { currentUserRole: 'ADMIN', currentUserId: 1, username: 'admin', twoFactorEnabled: false };

function stubApi() {
  const calls = recordRequests();
  server.use(
    http.get(apiPath('/paged-menus'), () => contractJson(menuPageSchema, { results: [diavola, secret], totalPages: 1, totalCount: 2 })),
    http.get(apiPath('/restaurant/:id/branches'), () => contractJson(branchPageSchema, { results: [], totalPages: 0, totalCount: 0 })),
    http.get(apiPath('/paged-restaurants'), () => contractJson(restaurantPageSchema, { results: [], totalPages: 0, totalCount: 0 })),
    http.delete(apiPath('/menu/:id'), () => new HttpResponse(null, { status: 204 })),
    http.post(apiPath('/menu/:id/enable-visibility'), () => contractJson(menuItemSchema, { ...diavola, visible: true })),
    http.post(apiPath('/menu/:id/disable-visibility'), () => contractJson(menuItemSchema, { ...diavola, visible: false })),
  );
  return calls;
}

function renderPage(user: ActiveUser, url = '/dashboard/menus') {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter initialEntries={[url]}>
        <CataloguePage kind="menu" user={user} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('CataloguePage', () => {
  it('lists picture, name, category, price in euro, allergens and visibility', async () => {
    const calls = stubApi();
    renderPage(owner);
    const table = await screen.findByRole('table', { name: 'Menus' });
    const row = within(table).getByText('Pizza Diavola').closest('tr')!;
    expect(within(row).getByText('€11.90')).toBeTruthy();
    expect(within(row).getByText('Gluten, Milk')).toBeTruthy();
    expect(within(row).getByText('Pizza')).toBeTruthy();
    expect(row.querySelector('img')!.getAttribute('src')).toBe('/api/load/image/40?w=160');
    expect(within(row).getByRole('switch', { name: 'Pizza Diavola visible to customers' }).getAttribute('aria-checked')).toBe('true');
    const list = calls.find((c) => c.url.pathname === '/api/paged-menus')!;
    expect(Object.fromEntries(list.url.searchParams)).toEqual({ page: '1', limit: '10', orderBy: 'DESC' });
  });

  it('calls disable for a visible item and enable for a hidden one', async () => {
    const calls = stubApi();
    renderPage(owner);
    fireEvent.click(await screen.findByRole('switch', { name: 'Pizza Diavola visible to customers' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'POST' && c.url.pathname === '/api/menu/5/disable-visibility')).toBe(true));
    fireEvent.click(screen.getByRole('switch', { name: 'Secret Pizza visible to customers' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'POST' && c.url.pathname === '/api/menu/6/enable-visibility')).toBe(true));
  });

  it('deletes only after a confirmation', async () => {
    const calls = stubApi();
    renderPage(owner);
    fireEvent.click(await screen.findByRole('button', { name: 'Delete Pizza Diavola' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete Pizza Diavola?' });
    expect(calls.some((c) => c.method === 'DELETE')).toBe(false);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'DELETE' && c.url.pathname === '/api/menu/5')).toBe(true));
    await waitFor(() => expect(useToastStore.getState().current?.description).toBe('Pizza Diavola is deleted.'));
  });

  it('opens the edit dialog with the item filled in', async () => {
    stubApi();
    renderPage(owner);
    fireEvent.click(await screen.findByRole('button', { name: 'Edit Pizza Diavola' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit menu' });
    expect((within(dialog).getByLabelText('Name') as HTMLInputElement).value).toBe('Pizza Diavola');
  });

  it('sends the filters, and lets staff add only once a restaurant is chosen', async () => {
    const calls = stubApi();
    renderPage(admin, '/dashboard/menus?name=pizza&visible=false&minimumPrice=5&maximumPrice=2&sortBy=PRICE&orderBy=ASC');
    await screen.findByRole('table');
    const list = calls.find((c) => c.url.pathname === '/api/paged-menus')!;
    expect(Object.fromEntries(list.url.searchParams)).toEqual({
      page: '1',
      limit: '10',
      sortBy: 'PRICE',
      orderBy: 'ASC',
      name: 'pizza',
      visible: 'false',
      minimumPrice: '5',
    });
    expect((screen.getByRole('button', { name: 'Add menu' }) as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByText('Choose a restaurant to add to.')).toBeTruthy();
    cleanup();
    renderPage(admin, '/dashboard/menus?restaurantId=2');
    await screen.findByRole('table');
    expect((screen.getByRole('button', { name: 'Add menu' }) as HTMLButtonElement).disabled).toBe(false);
  });
});

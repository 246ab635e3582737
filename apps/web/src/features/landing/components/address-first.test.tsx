// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { http } from 'msw';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { autocompleteResponseSchema, placeDetailsSchema } from '@forkly/contracts/schemas';
import { apiPath, contractJson, server } from '../../../../test/msw';
import { Component as CustomerArea } from '../../../app/guards/customer-area';
import { useSession } from '../../../lib/session';
import { safeReturnTo } from '../../places';
import { AddressPrompt } from './address-prompt';

const SUGGESTION = { placeId: 'demo:a1', text: 'Seepfad 28, 47051 Duisburg', mainText: 'Seepfad 28', secondaryText: '47051 Duisburg' };
const DETAILS = { addressComponents: [], formattedAddress: 'Seepfad 28, 47051 Duisburg', location: { latitude: 51.4337, longitude: 6.7652 } };

beforeEach(() => {
  document.cookie = 'av.add=; Path=/; Max-Age=0';
  useSession.setState({ status: 'anonymous' });
  server.use(
    http.get(apiPath('/places/autocomplete'), () => contractJson(autocompleteResponseSchema, { suggestions: [SUGGESTION] })),
    http.get(apiPath('/places/:placeId'), () => contractJson(placeDetailsSchema, DETAILS)),
  );
});
afterEach(() => {
  cleanup();
  document.cookie = 'av.add=; Path=/; Max-Age=0';
});

function renderApp(initial: string) {
  const router = createMemoryRouter(
    [
      { path: '/', element: <AddressPrompt /> },
      { path: '/details', element: <CustomerArea />, children: [{ path: 'menu/:id', element: <p>the menu</p> }] },
    ],
    { initialEntries: [initial] },
  );
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

describe('a visitor without an address opening a restaurant (issue 10)', () => {
  it('is asked for the address, told why, and then lands on that restaurant', async () => {
    const router = renderApp('/details/menu/7');
    expect(await screen.findByText("Where should we deliver? Enter your address first; then we take you to the restaurant's menu.")).toBeTruthy();
    expect(router.state.location.pathname).toBe('/');
    expect(router.state.location.search).toBe(`?next=${encodeURIComponent('/details/menu/7')}`);

    screen.getByRole('combobox').focus();
    fireEvent.change(screen.getByRole('combobox'), { target: { value: 'Seepfad 28' } });
    fireEvent.click((await screen.findAllByRole('option'))[0]!);
    expect(await screen.findByText('the menu')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/details/menu/7');
  });

  it('says nothing extra on a plain visit to the landing page', () => {
    renderApp('/');
    expect(screen.queryByText(/Where should we deliver/)).toBeNull();
  });

  it('follows only paths inside the customer area', () => {
    expect(safeReturnTo('/details/menu/7')).toBe('/details/menu/7');
    expect(safeReturnTo('/details?x=1')).toBe('/details?x=1');
    for (const bad of ['https://evil.example', '//evil.example/details', '/dashboard', '/detailsX', '/\\evil', null])
      expect(safeReturnTo(bad)).toBe('/details');
  });
});

// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PlaceSuggestion } from '@forkly/contracts';
import { AddressPrompt } from './address-prompt';

const SEEPFAD = { placeId: 'demo:a1', text: 'Seepfad 28, 47051 Duisburg', mainText: 'Seepfad 28', secondaryText: '47051 Duisburg' };
const SEESTR = { placeId: 'street:Seestraße@47053 Duisburg', text: 'Seestraße, 47053 Duisburg', mainText: 'Seestraße', secondaryText: '47053 Duisburg' };
const DETAILS = {
  addressComponents: [
    { types: ['street_number'], longText: '28' },
    { types: ['route'], longText: 'Seepfad' },
    { types: ['locality', 'political'], longText: 'Duisburg' },
    { types: ['postal_code'], longText: '47051' },
  ],
  formattedAddress: 'Seepfad 28, 47051 Duisburg',
  location: { latitude: 51.4337, longitude: 6.7652 },
};

interface FakePlaces {
  suggestions?: PlaceSuggestion[];
  failSuggestions?: boolean;
  failDetails?: boolean;
}

/** The places endpoints of our API as the web app sees them. */
function fakePlacesApi(options: FakePlaces = {}) {
  const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
  const fetchMock = vi.fn(async (input: RequestInfo | URL) => {
    const url = new URL(String(input), 'http://localhost');
    if (url.pathname === '/api/places/autocomplete') {
      if (options.failSuggestions) return json(502, { status: 502, errorCode: 'placesUnavailable', message: 'Failed to fetch place suggestions' });
      return json(200, { suggestions: options.suggestions ?? [SEEPFAD, SEESTR] });
    }
    if (url.pathname.startsWith('/api/places/')) {
      if (options.failDetails) return json(502, { status: 502, errorCode: 'placeDetailsUnavailable', message: 'Failed to fetch place details' });
      return json(200, DETAILS);
    }
    return json(404, {});
  });
  vi.stubGlobal('fetch', fetchMock);
  return {
    fetchMock,
    calls: (path: string) => fetchMock.mock.calls.map(([input]) => new URL(String(input), 'http://localhost')).filter((u) => u.pathname.startsWith(path)),
  };
}

function withClient(children: ReactNode) {
  return <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>{children}</QueryClientProvider>;
}

const type = (text: string) => fireEvent.change(screen.getByRole('combobox'), { target: { value: text } });

beforeEach(() => {
  document.cookie = 'av.add=; Path=/; Max-Age=0';
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('AddressPrompt on the landing page', () => {
  function renderPrompt() {
    const router = createMemoryRouter(
      [
        { path: '/', element: <AddressPrompt /> },
        { path: '/details', element: <p>restaurant list</p> },
      ],
      { initialEntries: ['/'] },
    );
    render(withClient(<RouterProvider router={router} />));
    return router;
  }

  it('loads the picked place, stores its placeId in av.add and opens /details', async () => {
    const api = fakePlacesApi();
    const router = renderPrompt();
    screen.getByRole('combobox').focus();
    type('Seepfad 28');
    fireEvent.click((await screen.findAllByRole('option'))[0]!);
    expect(await screen.findByText('restaurant list')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/details');
    expect(document.cookie).toContain(`av.add=${encodeURIComponent('demo:a1')}`);
    expect(api.calls('/api/places/demo')).toHaveLength(1);
  });

  it('shows the details failure and stays', async () => {
    fakePlacesApi({ failDetails: true });
    const router = renderPrompt();
    screen.getByRole('combobox').focus();
    type('Seepfad 28');
    fireEvent.click((await screen.findAllByRole('option'))[0]!);
    expect((await screen.findByRole('alert')).textContent).toBe('Failed to fetch place details');
    expect(router.state.location.pathname).toBe('/');
    expect(document.cookie).not.toContain('av.add=');
  });

  it('asks for an address on an empty submit, and takes the first suggestion for typed text', async () => {
    fakePlacesApi();
    const router = renderPrompt();
    fireEvent.click(screen.getByRole('button', { name: 'Find restaurants' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Enter your delivery address to see the restaurants near you.');
    type('Seepfad 28');
    fireEvent.click(screen.getByRole('button', { name: 'Find restaurants' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/details'));
    expect(document.cookie).toContain(`av.add=${encodeURIComponent('demo:a1')}`);
  });
});

// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { recordRequests, server } from '../../../../test/msw';
import { placesHandlers, type FakePlaces } from '../../places/testing/places-api';
import { AddressPrompt } from './address-prompt';

/** The places endpoints, answered by MSW; `calls(path)` lists the requests made under a path. */
function fakePlacesApi(options: FakePlaces = {}) {
  server.use(...placesHandlers(options));
  const sent = recordRequests();
  return { calls: (path: string) => sent.map((request) => request.url).filter((u) => u.pathname.startsWith(path)) };
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

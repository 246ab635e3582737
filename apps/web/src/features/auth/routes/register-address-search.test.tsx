// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { http } from 'msw';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { autocompleteResponseSchema, placeDetailsSchema } from '@forkly/contracts/schemas';
import { apiPath, contractJson, server } from '../../../../test/msw';
import '../../../lib/i18n';
import { paths } from '../../../config/paths';
import { useSignupStore } from '../../../stores/signup-store';
import { Component as RegisterAddress } from './register-address';

const SUGGESTION = { placeId: 'osm-way-1', text: 'Königstraße 48, 47051 Duisburg', mainText: 'Königstraße 48', secondaryText: '47051 Duisburg' };
const DETAILS = {
  addressComponents: [
    { types: ['street_number'], longText: '48' },
    { types: ['route'], longText: 'Königstraße' },
    { types: ['locality', 'political'], longText: 'Duisburg' },
    { types: ['postal_code'], longText: '47051' },
  ],
  formattedAddress: 'Königstraße 48, 47051 Duisburg',
  location: { latitude: 51.4336, longitude: 6.7652 },
};

function renderStep() {
  server.use(
    http.get(apiPath('/places/autocomplete'), () => contractJson(autocompleteResponseSchema, { suggestions: [SUGGESTION] })),
    http.get(apiPath('/places/:placeId'), () => contractJson(placeDetailsSchema, DETAILS)),
  );
  const router = createMemoryRouter(
    [
      { path: '/auth/register/address', Component: RegisterAddress },
      { path: '/auth/register/login-info', element: <p>login info</p> },
    ],
    { initialEntries: [paths.auth.register.address('regular')] },
  );
  render(
    <QueryClientProvider client={new QueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

async function pickSuggestion() {
  const search = await screen.findByRole('combobox', { name: 'Find your address' });
  search.focus();
  fireEvent.change(search, { target: { value: 'Königstr 48' } });
  fireEvent.click(await screen.findByRole('option', { name: /Königstraße 48/ }));
  await waitFor(() => expect((screen.getByLabelText('House number') as HTMLInputElement).value).toBe('48'));
}

beforeEach(() => {
  localStorage.clear();
  useSignupStore.getState().reset();
  useSignupStore.getState().saveBasic('regular', undefined, { lastname: 'Muster', firstname: 'Max', contact: '0151', email: 'max@example.com' });
});
afterEach(() => {
  cleanup();
});

describe('registration address search', () => {
  it('fills the fields from the picked place and keeps its position for the account', async () => {
    renderStep();
    await pickSuggestion();
    expect((screen.getByLabelText('Street') as HTMLInputElement).value).toBe('Königstraße');
    expect((screen.getByLabelText('Zip code') as HTMLInputElement).value).toBe('47051');
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await screen.findByText('login info');
    expect(useSignupStore.getState().data).toMatchObject({
      street: 'Königstraße',
      houseNumber: '48',
      zip: '47051',
      city: 'Duisburg',
      latitude: 51.4336,
      longitude: 6.7652,
      placeId: 'osm-way-1',
    });
  });

  it('drops the position when the fields are changed after the pick', async () => {
    renderStep();
    await pickSuggestion();
    fireEvent.input(screen.getByLabelText('House number'), { target: { value: '50' } });
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await screen.findByText('login info');
    const data = useSignupStore.getState().data;
    expect(data.houseNumber).toBe('50');
    expect(data.latitude).toBeUndefined();
    expect(data.placeId).toBeUndefined();
  });
});

// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import i18n from 'i18next';
import { MemoryRouter } from 'react-router';
import { http } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Branch } from '@forkly/contracts';
import { autocompleteResponseSchema, branchSchema, placeDetailsSchema } from '@forkly/contracts/schemas';
import { apiError, apiPath, contractJson, server } from '../../../../test/msw';
import { BranchForm } from './branch-form';
import { BranchesTable } from './branches-table';

afterEach(async () => {
  cleanup();
  await i18n.changeLanguage('en');
});

const SUGGESTION = { placeId: 'demo:a9', text: 'Seepfad 28, 47051 Duisburg', mainText: 'Seepfad 28', secondaryText: '47051 Duisburg' };
const DETAILS = {
  addressComponents: [
    { types: ['street_number'], longText: '28' },
    { types: ['route'], longText: 'Seepfad' },
    { types: ['locality', 'political'], longText: 'Duisburg' },
    { types: ['postal_code'], longText: '47051' },
  ],
  formattedAddress: 'Seepfad 28, 47051 Duisburg',
  location: { latitude: 51.43, longitude: 6.76 },
};
const BRANCH: Branch = {
  id: 12,
  parentRestaurantId: 3,
  name: 'Pizzeria Süd',
  email: 'sued@example.com',
  username: 'pizzeria-sued',
  contact: '+4920355501',
  address: { street: 'Seepfad', houseNumber: '28', apartmentNr: '', zip: '47051', city: 'Duisburg', floor: 0, latitude: 51.43, longitude: 6.76 },
  visible: true,
  paused: false,
  status: 'open',
  createdAt: '2025-03-01T10:00:00Z',
};

/** Places and the add-branch call; `add` answers the POST. Returns the bodies sent to it. */
function fakeApi(add: () => Response = () => contractJson(branchSchema, BRANCH, { status: 201 })) {
  const sent: Record<string, unknown>[] = [];
  server.use(
    http.get(apiPath('/places/autocomplete'), () => contractJson(autocompleteResponseSchema, { suggestions: [SUGGESTION] })),
    http.get(apiPath('/places/:placeId'), () => contractJson(placeDetailsSchema, DETAILS)),
    http.post(apiPath('/restaurant/add-branch'), async ({ request }) => {
      sent.push((await request.json()) as Record<string, unknown>);
      return add();
    }),
  );
  return sent;
}

function renderForm(onCreated = vi.fn()) {
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <BranchForm onCreated={onCreated} />
    </QueryClientProvider>,
  );
  return onCreated;
}
const type = (label: string, value: string) => fireEvent.input(screen.getByLabelText(label), { target: { value } });
const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Add branch' }));

async function fillValidForm() {
  type('Restaurant name', 'Pizzeria Süd');
  type('Email', 'sued@example.com');
  type('Contact', '0203 555 01');
  type('Username', 'pizzeria-sued');
  type('Password', 'Branch#Password2025');
  type('Confirm password', 'Branch#Password2025');
  const address = screen.getByRole('combobox', { name: 'Address' });
  address.focus();
  fireEvent.change(address, { target: { value: 'Seepfad 28' } });
  fireEvent.click(within(await screen.findByRole('listbox')).getAllByRole('option')[0]!);
  await waitFor(() => expect((address as HTMLInputElement).value).toBe('Seepfad 28, 47051 Duisburg'));
}

describe('BranchForm', () => {
  it("shows SPEC.md section 5's messages for an empty form", async () => {
    const sent = fakeApi();
    renderForm();
    submit();
    expect(await screen.findByText('Restaurant Name is required')).toBeTruthy();
    for (const message of [
      'Address is required',
      'Username is required',
      'Password is required',
      'Email is required',
      'Contact is required',
      'Confirm Password is required',
    ]) {
      expect(screen.getByText(message), message).toBeTruthy();
    }
    expect(sent).toEqual([]);
  });

  it('applies the password rules and wants the repetition to match', async () => {
    fakeApi();
    renderForm();
    type('Password', 'short');
    type('Confirm password', 'other');
    submit();
    expect(await screen.findByText('Password must be at least 12 characters long')).toBeTruthy();
    expect(screen.getByText('Passwords must match')).toBeTruthy();
    type('Password', 'alllowercase123');
    submit();
    expect(await screen.findByText('Password must contain at least one uppercase letter, one lowercase letter, one number, and one symbol')).toBeTruthy();
  });

  it('sends the branch with the picked place, its position and the login', async () => {
    const sent = fakeApi();
    const onCreated = renderForm();
    await fillValidForm();
    submit();
    await waitFor(() => expect(onCreated).toHaveBeenCalledWith(expect.objectContaining({ id: 12 })));
    expect(sent).toEqual([
      {
        name: 'Pizzeria Süd',
        email: 'sued@example.com',
        contact: '020355501',
        address: {
          street: 'Seepfad',
          houseNumber: '28',
          zip: '47051',
          city: 'Duisburg',
          apartmentNr: '',
          latitude: 51.43,
          longitude: 6.76,
          placeId: 'demo:a9',
          floor: 0,
        },
        username: 'pizzeria-sued',
        password: 'Branch#Password2025',
        repeatPassword: 'Branch#Password2025',
      },
    ]);
  });

  it('puts a taken username on its field', async () => {
    fakeApi(() => apiError(409, 'usernameExists', 'Username already taken', { username: 'Username already taken' }));
    renderForm();
    await fillValidForm();
    submit();
    await waitFor(() => expect(screen.getByLabelText('Username').getAttribute('aria-invalid')).toBe('true'));
  });

  it('speaks German', async () => {
    await i18n.changeLanguage('de');
    fakeApi();
    renderForm();
    fireEvent.click(screen.getByRole('button', { name: 'Filiale hinzufügen' }));
    expect(await screen.findByText(i18n.t('validation:restaurantNameRequired'))).toBeTruthy();
  });
});

describe('BranchesTable', () => {
  it('shows name, address, contact and state, with a link to the settings', () => {
    const query = {
      data: { results: [{ ...BRANCH, paused: true, status: 'paused' as const }], totalPages: 1, totalCount: 1 },
      isPending: false,
      isError: false,
      refetch: vi.fn(),
    };
    const list = {
      page: 1,
      sortBy: 'NAME',
      orderBy: 'ASC' as const,
      filters: {},
      apiQuery: {},
      setPage: vi.fn(),
      toggleSort: vi.fn(),
      setFilter: vi.fn(),
      setFilters: vi.fn(),
      clearFilters: vi.fn(),
    };
    render(
      <MemoryRouter>
        <BranchesTable query={query} list={list} />
      </MemoryRouter>,
    );
    expect(screen.getByText('Pizzeria Süd')).toBeTruthy();
    expect(screen.getByText('Seepfad 28, 47051 Duisburg')).toBeTruthy();
    expect(screen.getByText('Paused')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Settings of Pizzeria Süd' }).getAttribute('href')).toBe('/dashboard/branches/12');
    fireEvent.click(screen.getByRole('button', { name: /Branch/ }));
    expect(list.toggleSort).toHaveBeenCalledWith('NAME');
  });
});

// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { delay, http } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { autocompleteResponseSchema, createdSchema, placeDetailsSchema } from '@forkly/contracts/schemas';
import { apiPath, contractJson, server } from '../../../../test/msw';
import '../../../lib/i18n';
import { PartnerForm } from './partner-form';

const SUGGESTION = { placeId: 'demo:a9', text: 'Seepfad 28, 47051 Duisburg', mainText: 'Seepfad 28', secondaryText: '47051 Duisburg' };
const STREET = { placeId: 'street:Seepfad@47051 Duisburg', text: 'Seepfad, 47051 Duisburg', mainText: 'Seepfad', secondaryText: '47051 Duisburg' };
const components = (number?: string) => [
  ...(number ? [{ types: ['street_number'], longText: number }] : []),
  { types: ['route'], longText: 'Seepfad' },
  { types: ['subpremise'], longText: '3' },
  { types: ['locality', 'political'], longText: 'Duisburg' },
  { types: ['postal_code'], longText: '47051' },
];

/** Our API for the partner form: autocomplete, details (slow when asked), and the request itself, whose bodies it returns. */
function fakeApi(detailsDelayMs = 0) {
  const sent: unknown[] = [];
  server.use(
    http.get(apiPath('/places/autocomplete'), () => contractJson(autocompleteResponseSchema, { suggestions: [SUGGESTION, STREET] })),
    http.get(apiPath('/places/:placeId'), async ({ params }) => {
      await delay(detailsDelayMs);
      const street = decodeURIComponent(String(params.placeId)).includes('street:');
      return contractJson(placeDetailsSchema, {
        addressComponents: components(street ? undefined : '28'),
        formattedAddress: 'Seepfad 28, 47051 Duisburg',
        location: { latitude: 51.43, longitude: 6.76 },
      });
    }),
    http.post(apiPath('/partner/:type/registration'), async ({ request }) => {
      sent.push(await request.json());
      return contractJson(createdSchema, { id: 1 }, { status: 201 });
    }),
  );
  return sent;
}

function renderForm() {
  const onSent = vi.fn();
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <PartnerForm type="courier" onSent={onSent} />
    </QueryClientProvider>,
  );
  fireEvent.input(screen.getByLabelText('Full name'), { target: { value: 'Tim Wagner' } });
  fireEvent.input(screen.getByLabelText('Email'), { target: { value: 'tim@example.com' } });
  fireEvent.input(screen.getByLabelText('Phone number'), { target: { value: '0151 2345' } });
  return onSent;
}

async function pick(text: string, index: number) {
  const input = addressInput();
  input.focus();
  fireEvent.change(input, { target: { value: text } });
  fireEvent.click(within(await screen.findByRole('listbox')).getAllByRole('option')[index]!);
}

const addressInput = () => screen.getByRole('combobox', { name: 'Address' });
const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Send request' }));

afterEach(() => {
  cleanup();
});

describe('the partner form address (SPEC.md sections 2, 3 and 5)', () => {
  it('sends the address parsed from the chosen place, floor 0', async () => {
    const sent = fakeApi();
    const onSent = renderForm();
    await pick('Seepfad 28', 0);
    await waitFor(() => expect((addressInput() as HTMLInputElement).getAttribute('aria-busy')).toBeNull());
    submit();
    await waitFor(() => expect(onSent).toHaveBeenCalled());
    expect(sent[0]).toMatchObject({
      address: {
        street: 'Seepfad',
        houseNumber: '28',
        zip: '47051',
        city: 'Duisburg',
        apartmentNr: '3',
        floor: 0,
        latitude: 51.43,
        longitude: 6.76,
        placeId: 'demo:a9',
      },
    });
    // The form is reset for another request, the address with it.
    expect((addressInput() as HTMLInputElement).value).toBe('');
  });

  it('is not sent without a chosen address, nor while its details load', async () => {
    const sent = fakeApi(300);
    renderForm();
    submit();
    expect(await screen.findByText('Address is required')).toBeTruthy();
    fireEvent.change(addressInput(), { target: { value: 'Seepf' } });
    submit();
    expect(await screen.findByText('Choose your address from the suggestions')).toBeTruthy();
    await pick('Seepfad 28', 0);
    submit();
    expect(await screen.findByText('Loading the address…')).toBeTruthy();
    expect(sent).toEqual([]);
  });

  it('asks for a house number when only a street was chosen, and drops the choice on typing', async () => {
    const sent = fakeApi();
    renderForm();
    await pick('Seepfad', 1);
    await waitFor(() => expect((addressInput() as HTMLInputElement).value).toBe('Seepfad, 47051 Duisburg'));
    // The details arrive through MSW's interceptor a moment later; the house-number check needs them.
    await waitFor(() => expect((addressInput() as HTMLInputElement).getAttribute('aria-busy')).toBeNull());
    submit();
    expect(await screen.findByText('Type the house number too, then choose the address')).toBeTruthy();
    fireEvent.change(addressInput(), { target: { value: 'Seepfad 2' } });
    expect(await screen.findByText('Choose your address from the suggestions')).toBeTruthy();
    expect(sent).toEqual([]);
  });
});

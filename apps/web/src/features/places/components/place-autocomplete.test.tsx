// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, renderHook, screen, waitFor } from '@testing-library/react';
import { useState, type ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import type { PlaceSuggestion } from '@forkly/contracts';
import { recordRequests, server } from '../../../../test/msw';
import i18n from '../../../lib/i18n';
import { useChosenAddress } from '../use-chosen-address';
import { chooseAddress } from '../lib/chosen-address';
import { SEEPFAD, SEESTR, placesHandlers, type FakePlaces } from '../testing/places-api';
import { PlaceAutocomplete, SUGGESTION_DEBOUNCE_MS } from './place-autocomplete';

/** The places endpoints, answered by MSW; `calls(path)` lists the requests made under a path. */
function fakePlacesApi(options: FakePlaces = {}) {
  server.use(...placesHandlers(options));
  const sent = recordRequests();
  return { calls: (path: string) => sent.map((request) => request.url).filter((u) => u.pathname.startsWith(path)) };
}

function withClient(children: ReactNode) {
  return <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>{children}</QueryClientProvider>;
}

function Harness({ onPick }: { onPick: (s: PlaceSuggestion) => void }) {
  const [value, setValue] = useState('');
  return <PlaceAutocomplete label="Delivery address" value={value} onValueChange={setValue} onPick={onPick} />;
}

const type = (text: string) => fireEvent.change(screen.getByRole('combobox'), { target: { value: text } });
const key = (name: string) => fireEvent.keyDown(screen.getByRole('combobox'), { key: name });

beforeEach(() => {
  document.cookie = 'av.add=; Path=/; Max-Age=0';
});
afterEach(async () => {
  cleanup();
  await i18n.changeLanguage('en');
});

describe('PlaceAutocomplete', () => {
  it('is a labelled combobox that asks for suggestions only for more than 3 characters, once typing settles', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    onTestFinished(() => void vi.useRealTimers());
    const api = fakePlacesApi();
    render(withClient(<Harness onPick={() => {}} />));
    const input = screen.getByRole('combobox', { name: 'Delivery address' });
    input.focus();
    expect(input.getAttribute('aria-expanded')).toBe('false');
    expect(input.getAttribute('aria-autocomplete')).toBe('list');
    type('See');
    await act(() => vi.advanceTimersByTimeAsync(SUGGESTION_DEBOUNCE_MS * 2));
    // 'See' settled and asked nothing: a request for it would precede the one for 'Seepf' below.
    type('Seep');
    type('Seepf');
    const options = await screen.findAllByRole('option');
    expect(api.calls('/api/places/autocomplete').map((u) => u.searchParams.get('input'))).toEqual(['Seepf']);
    expect(options.map((o) => o.textContent)).toEqual(['Seepfad 2847051 Duisburg', 'Seestraße47053 Duisburg']);
    expect(input.getAttribute('aria-expanded')).toBe('true');
    expect(input.getAttribute('aria-controls')).toBe(screen.getByRole('listbox').id);
    expect(screen.getByRole('status').textContent).toBe('2 addresses found, use the up and down keys to choose');
  });

  it('moves with up and down (wrapping), picks with Enter and closes with Escape', async () => {
    fakePlacesApi();
    const onPick = vi.fn();
    render(withClient(<Harness onPick={onPick} />));
    const input = screen.getByRole('combobox');
    input.focus();
    type('Seepfad');
    const [first, second] = await screen.findAllByRole('option');
    key('ArrowDown');
    expect(input.getAttribute('aria-activedescendant')).toBe(first!.id);
    expect(first!.getAttribute('aria-selected')).toBe('true');
    key('ArrowDown');
    expect(input.getAttribute('aria-activedescendant')).toBe(second!.id);
    key('ArrowDown');
    expect(input.getAttribute('aria-activedescendant')).toBe(first!.id);
    key('ArrowUp');
    expect(input.getAttribute('aria-activedescendant')).toBe(second!.id);
    key('Escape');
    expect(input.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('option')).toBeNull();
    key('ArrowUp');
    expect(input.getAttribute('aria-expanded')).toBe('true');
    key('Enter');
    expect(onPick).toHaveBeenCalledWith(SEESTR);
    expect((input as HTMLInputElement).value).toBe(SEESTR.text);
    expect(input.getAttribute('aria-expanded')).toBe('false');
    key('Escape');
    expect((input as HTMLInputElement).value).toBe('');
  });

  it('picks with a click, and Enter without a highlight picks the first', async () => {
    fakePlacesApi();
    const onPick = vi.fn();
    render(withClient(<Harness onPick={onPick} />));
    screen.getByRole('combobox').focus();
    type('Seepfad 2');
    fireEvent.click((await screen.findAllByRole('option'))[1]!);
    expect(onPick).toHaveBeenLastCalledWith(SEESTR);
    type('Seepfad 28');
    await screen.findAllByRole('option');
    key('Enter');
    expect(onPick).toHaveBeenLastCalledWith(SEEPFAD);
  });

  it('says so when nothing matches, and shows the failure of SPEC.md section 8 in every language', async () => {
    fakePlacesApi({ suggestions: [] });
    render(withClient(<Harness onPick={() => {}} />));
    screen.getByRole('combobox').focus();
    type('Nowhere lane');
    expect(await screen.findByText(/No matching address found/)).toBeTruthy();
    cleanup();
    fakePlacesApi({ failSuggestions: true });
    render(withClient(<Harness onPick={() => {}} />));
    screen.getByRole('combobox').focus();
    type('Seepfad');
    expect((await screen.findByRole('alert')).textContent).toBe('Failed to fetch place suggestions');
    expect(screen.getByRole('combobox').getAttribute('aria-invalid')).toBe('true');
    await act(() => i18n.changeLanguage('de'));
    expect(screen.getByRole('alert').textContent).toBe('Adressvorschläge konnten nicht geladen werden');
    await act(() => i18n.changeLanguage('fi'));
    expect(screen.getByRole('alert').textContent).toBe('Osoite-ehdotusten haku epäonnistui');
  });
});

describe('useChosenAddress', () => {
  it('gives the placeId of av.add with its details, and follows a new choice', async () => {
    const api = fakePlacesApi();
    const { result } = renderHook(() => useChosenAddress(), { wrapper: ({ children }) => withClient(children) });
    expect(result.current).toEqual({ placeId: undefined, details: undefined, isLoading: false, isError: false });
    act(() => chooseAddress('demo:a1'));
    expect(result.current.placeId).toBe('demo:a1');
    expect(result.current.isLoading).toBe(true);
    await waitFor(() => expect(result.current.details?.location).toEqual({ latitude: 51.4337, longitude: 6.7652 }));
    expect(result.current.isLoading).toBe(false);
    expect(api.calls('/api/places/demo%3Aa1')).toHaveLength(1);
  });
});

// @vitest-environment jsdom
import { File as NodeFile } from 'node:buffer';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import i18n from 'i18next';
import { http } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { IMAGE_MESSAGES, type MenuItem } from '@forkly/contracts';
import { extraItemSchema, menuItemSchema } from '@forkly/contracts/schemas';
import { apiError, apiPath, contractJson, server } from '../../../../test/msw';
import { pizzaDiavola } from '../../../../test/fixtures';
import { pngHeader } from '../lib/test-images';
import type { ItemKind } from '../lib/item-kind';
import { ItemForm } from './item-form';

afterEach(async () => {
  cleanup();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  await i18n.changeLanguage('en');
});

const saved = pizzaDiavola;

interface Call {
  method: string;
  url: URL;
  body: unknown;
}

/** POST /menu, POST /extra, PUT /menu/{id}, PUT /extra/{id}, one handler each: each answers `reply` and records what the server received. */
function stubApi(reply: () => Response = () => contractJson(menuItemSchema, saved, { status: 201 })) {
  const calls: Call[] = [];
  const record = async ({ request }: { request: Request }) => {
    const multipart = request.headers.get('content-type')?.startsWith('multipart/form-data');
    const body = multipart ? await request.formData() : (await request.text()) || undefined;
    calls.push({ method: request.method, url: new URL(request.url), body });
    return reply();
  };
  server.use(
    http.post(apiPath('/menu'), record),
    http.put(apiPath('/menu/:id'), record),
    http.post(apiPath('/extra'), record),
    http.put(apiPath('/extra/:id'), record),
  );
  return calls;
}

/**
 * In a browser File, FormData and fetch share one realm. Here fetch is Node's while File and
 * FormData are jsdom's, and vitest's bridge between them sends a file part without its name or
 * bytes. The upload test uses Node's FormData and File, so the server receives what a browser sends.
 */
async function useNodeFormData() {
  const form = await new Response('', { headers: { 'content-type': 'application/x-www-form-urlencoded' } }).formData();
  vi.stubGlobal('FormData', form.constructor);
}

function renderForm(props: { kind?: ItemKind; item?: MenuItem; restaurantId?: number } = {}) {
  const onDone = vi.fn();
  render(
    <QueryClientProvider client={new QueryClient()}>
      <ItemForm kind={props.kind ?? 'menu'} item={props.item} restaurantId={props.restaurantId} onDone={onDone} onCancel={vi.fn()} />
    </QueryClientProvider>,
  );
  return onDone;
}

const type = (label: string | RegExp, value: string) => fireEvent.input(screen.getByLabelText(label), { target: { value } });
const chooseFile = (file: File) => fireEvent.change(screen.getByLabelText('Picture'), { target: { files: [file] } });
const png = (width: number, height: number) => new File([pngHeader(width, height) as BlobPart], 'dish.png', { type: 'image/png' });

describe('ItemForm', () => {
  it("shows SPEC.md section 5's menu item messages: 'Name is required', 'Price is required'", async () => {
    const calls = stubApi();
    renderForm();
    fireEvent.click(screen.getByRole('button', { name: 'Add' }));
    expect(await screen.findByText('Name is required')).toBeTruthy();
    expect(screen.getByText('Price is required')).toBeTruthy();
    expect(screen.getByLabelText('Name').getAttribute('aria-invalid')).toBe('true');
    expect(calls).toEqual([]);
  });

  it('refuses a price that is not euro with at most 2 decimals', async () => {
    stubApi();
    renderForm();
    type('Name', 'Soup');
    for (const price of ['abc', '1.005', '-2', '10000']) {
      type('Price (€)', price);
      fireEvent.click(screen.getByRole('button', { name: 'Add' }));
      expect(await screen.findByText('Invalid value')).toBeTruthy();
    }
  });

  it('translates the messages', async () => {
    await i18n.changeLanguage('de');
    stubApi();
    renderForm();
    fireEvent.click(screen.getByRole('button', { name: 'Hinzufügen' }));
    expect(await screen.findByText(i18n.t('validation:nameRequired'))).toBeTruthy();
    expect(screen.getByText(i18n.t('validation:priceRequired'))).toBeTruthy();
  });

  it('sends the fields in the query and the picture as the multipart part `image`', async () => {
    const calls = stubApi();
    // Node's object URLs take only Node's own Blobs, not jsdom's File.
    vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:preview');
    vi.spyOn(URL, 'revokeObjectURL').mockReturnValue(undefined);
    const onDone = renderForm({ restaurantId: 2 });
    type('Name', ' Pizza Diavola ');
    type('Description (optional)', 'Spicy');
    type('Price (€)', '11,90');
    type('Category', 'Pizza');
    fireEvent.click(screen.getByLabelText('Milk'));
    fireEvent.click(screen.getByLabelText('Gluten'));
    await useNodeFormData();
    const picture = new NodeFile([pngHeader(800, 600)], 'dish.png', { type: 'image/png' }) as unknown as File;
    chooseFile(picture);
    expect(await screen.findByAltText('Preview of the picture')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Add' }));
    await waitFor(() => expect(onDone).toHaveBeenCalledWith(saved));
    const [call] = calls;
    expect(call!.method).toBe('POST');
    expect(call!.url.pathname).toBe('/api/menu');
    expect(Object.fromEntries(call!.url.searchParams)).toEqual({
      name: 'Pizza Diavola',
      description: 'Spicy',
      price: '11.90',
      category: 'Pizza',
      allergens: 'gluten,milk',
      restaurantId: '2',
    });
    const image = (call!.body as FormData).get('image') as File;
    expect({ name: image.name, type: image.type, size: image.size }).toEqual({ name: 'dish.png', type: 'image/png', size: picture.size });
    expect(new Uint8Array(await image.arrayBuffer())).toEqual(new Uint8Array(await picture.arrayBuffer()));
  });

  it('checks the picture before sending: type, size and pixels, as the server does', async () => {
    const calls = stubApi();
    const onDone = renderForm();
    chooseFile(new File(['GIF89a, a gif'], 'a.gif', { type: 'image/gif' }));
    expect(await screen.findByText('The image must be a JPEG, PNG or WebP file')).toBeTruthy();
    chooseFile(new File([new Uint8Array(5 * 1024 * 1024 + 1)], 'big.jpg', { type: 'image/jpeg' }));
    expect(await screen.findByText('The image must be at most 5 MB')).toBeTruthy();
    chooseFile(png(9000, 100));
    expect(await screen.findByText('The image must be at most 8000 pixels a side and 40 megapixels')).toBeTruthy();
    type('Name', 'Soup');
    type('Price (€)', '4');
    fireEvent.click(screen.getByRole('button', { name: 'Add' }));
    chooseFile(png(100, 100));
    await waitFor(() => expect(screen.queryByText('The image must be at most 8000 pixels a side and 40 megapixels')).toBeNull());
    // The submit with the good picture is saved after the refused one would have been: only it was sent.
    fireEvent.click(screen.getByRole('button', { name: 'Add' }));
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(calls).toHaveLength(1);
  });

  it("puts the server's field messages on their fields, the picture's translated", async () => {
    await i18n.changeLanguage('fi');
    stubApi(() => apiError(400, 'validationFailed', 'Some fields are not valid', { image: IMAGE_MESSAGES.imageUnreadable, price: 'Price is required' }));
    renderForm();
    type('Nimi', 'Keitto');
    type('Hinta (€)', '4');
    fireEvent.click(screen.getByRole('button', { name: 'Lisää' }));
    expect(await screen.findByText('Kuvaa ei voitu lukea')).toBeTruthy();
    expect(screen.getByText(i18n.t('validation:priceRequired'))).toBeTruthy();
  });

  it('edits an item with PUT, prefilled, and can drop its picture', async () => {
    const calls = stubApi(() => contractJson(menuItemSchema, { ...saved, imageId: null }));
    const onDone = renderForm({ item: saved });
    expect((screen.getByLabelText('Price (€)') as HTMLInputElement).value).toBe('11.90');
    expect((screen.getByLabelText('Milk') as HTMLInputElement).checked).toBe(true);
    expect(screen.getByAltText('Preview of the picture').getAttribute('src')).toBe('/api/load/image/40?w=320');
    fireEvent.click(screen.getByRole('button', { name: 'Remove picture' }));
    expect(screen.getByText('No picture')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(calls[0]!.method).toBe('PUT');
    expect(calls[0]!.url.pathname).toBe('/api/menu/5');
    expect(calls[0]!.url.searchParams.get('removeImage')).toBe('true');
    expect(calls[0]!.url.searchParams.has('restaurantId')).toBe(false);
    expect(calls[0]!.body).toBeUndefined();
  });

  it('asks an extra only for name, price, allergens and picture', async () => {
    const calls = stubApi(() =>
      contractJson(extraItemSchema, { id: 9, restaurantId: 2, name: 'Cola', price: 2.5, imageId: null, allergens: [], visible: true }, { status: 201 }),
    );
    renderForm({ kind: 'extra' });
    expect(screen.queryByLabelText('Description (optional)')).toBeNull();
    expect(screen.queryByLabelText('Category')).toBeNull();
    type('Name', 'Cola');
    type('Price (€)', '2.5');
    fireEvent.click(screen.getByRole('button', { name: 'Add' }));
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]!.url.pathname).toBe('/api/extra');
    expect(Object.fromEntries(calls[0]!.url.searchParams)).toEqual({ name: 'Cola', price: '2.5' });
  });
});

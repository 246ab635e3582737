// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { storedAuthSchema, storedBasketSchema, storedSignupSchema } from './stored-state-schemas';
import { validatedStorage } from './stored-state';

const line = { id: 'menu-11', quantity: 2, menu: { id: 11, name: 'Pizza Margherita', price: 8.5 }, image: { id: null } };
const address = { street: 'Königstraße', houseNumber: '1', zip: '47051', city: 'Duisburg', apartmentNr: '', floor: 0, latitude: null, longitude: null };

const store = (value: unknown) => localStorage.setItem('av.order', typeof value === 'string' ? value : JSON.stringify(value));
const basketStorage = (load = vi.fn(async () => storedBasketSchema)) => ({ load, storage: validatedStorage(load) });

afterEach(() => localStorage.clear());

describe('stored browser state is read through the contracts’ schemas (decision 024)', () => {
  it('loads no schema (and so no zod) when nothing is stored', () => {
    const { load, storage } = basketStorage();
    expect(storage.getItem('av.order')).toBeNull();
    expect(load).not.toHaveBeenCalled();
  });

  it('hands a valid basket over as stored', async () => {
    store({ state: { restaurant: { id: 7, name: 'Bella' }, orders: [line], deliveryAddress: { useMyAddress: true, address } }, version: 0 });
    const { storage } = basketStorage();
    expect(await storage.getItem('av.order')).toEqual({
      state: { restaurant: { id: 7, name: 'Bella' }, orders: [line], deliveryAddress: { useMyAddress: true, address } },
      version: 0,
    });
  });

  it('drops and removes a value that is not JSON, or whose lines break the rules', async () => {
    for (const bad of [
      '{not json',
      { state: { orders: 'x' } },
      { state: { orders: [{ ...line, quantity: 100 }] } },
      { state: { orders: [{ ...line, extra: line.menu }] } },
    ]) {
      store(bad);
      expect(await basketStorage().storage.getItem('av.order')).toBeNull();
      expect(localStorage.getItem('av.order')).toBeNull();
    }
  });

  it('forgets an address of an older shape but keeps the lines', async () => {
    store({ state: { orders: [line], deliveryAddress: { street: 'Königstraße 1' } }, version: 0 });
    const stored = await basketStorage().storage.getItem('av.order');
    expect(stored?.state).toEqual({ orders: [line], deliveryAddress: undefined });
  });

  it('starts empty, and leaves the stored value, when the schemas cannot be downloaded', async () => {
    store({ state: { orders: [line] }, version: 0 });
    const { storage } = basketStorage(vi.fn(() => Promise.reject(new Error('offline'))));
    expect(await storage.getItem('av.order')).toBeNull();
    expect(localStorage.getItem('av.order')).not.toBeNull();
  });

  it('checks signup-storage and auth-storage too: an unknown role or registration type is dropped', () => {
    expect(storedAuthSchema.safeParse({ data: { username: 'clara', role: 'USER', userId: 5 } }).success).toBe(true);
    expect(storedAuthSchema.safeParse({ data: { role: 'KING' } }).success).toBe(false);
    expect(storedSignupSchema.safeParse({ data: { type: 'courier', city: 'Duisburg' }, basicCompleted: true, addressCompleted: false }).success).toBe(true);
    expect(storedSignupSchema.safeParse({ data: { type: 'pirate' }, basicCompleted: true, addressCompleted: false }).success).toBe(false);
  });
});

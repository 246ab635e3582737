// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { clearLocalSession, readPlacedOrders } from '../lib/session';
import { useBasket } from './basket-store';

afterEach(() => {
  localStorage.clear();
  useBasket.getState().clear();
});

describe('av.orders, the session entry of SPEC.md section 3 (issue 10)', () => {
  it('learns each order a basket becomes, newest first, once each', () => {
    useBasket.getState().setOrderId(41);
    useBasket.getState().setOrderId(42);
    useBasket.getState().setOrderId(41);
    useBasket.getState().setOrderId(undefined);
    expect(JSON.parse(localStorage.getItem('av.orders')!)).toEqual([41, 42]);
    expect(readPlacedOrders()).toEqual([41, 42]);
  });

  it('keeps the last 20 and shrugs off a damaged entry', () => {
    localStorage.setItem('av.orders', '{not json');
    expect(readPlacedOrders()).toEqual([]);
    for (let id = 1; id <= 25; id++) useBasket.getState().setOrderId(id);
    expect(readPlacedOrders()).toHaveLength(20);
    expect(readPlacedOrders()[0]).toBe(25);
  });

  it('is removed at logout with the other session entries', () => {
    useBasket.getState().setOrderId(7);
    clearLocalSession();
    expect(localStorage.getItem('av.orders')).toBeNull();
  });
});

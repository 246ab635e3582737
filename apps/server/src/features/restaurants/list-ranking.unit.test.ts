import { describe, expect, it } from 'vitest';
import type { Restaurant } from '../../db/schema/index';
import { rankPage, type ListEntry } from './list-ranking';

const entry = (
  id: number,
  values: { name?: string; status?: 'open' | 'closed' | 'paused'; eta?: number; fee?: number; rating?: number | null },
): ListEntry => ({
  restaurant: { id, name: values.name ?? `R${id}`, rating: values.rating ?? null, minimumOrderCents: 1000 } as Restaurant,
  distance: id * 100,
  quote:
    values.eta === undefined
      ? undefined
      : { straightMeters: 0, routeMeters: 0, driveSeconds: 0, estimated: false, feeCents: values.fee ?? 199, etaMinutes: values.eta },
  state: { status: values.status ?? 'open', opensAt: null, closesAt: null },
});
const order = (result: ReturnType<typeof rankPage>) => result.page.map((row) => row.entry.restaurant.id);

describe('rankPage', () => {
  const list = [
    entry(1, { eta: 30, fee: 0, status: 'closed' }),
    entry(2, { eta: 20, fee: 300 }),
    entry(3, { eta: 20, fee: 0 }),
    entry(4, { eta: 10, fee: 150, status: 'paused' }),
    entry(5, {}),
  ];

  it('puts open restaurants first, then the sort, ties by id in the sort direction; no quote last', () => {
    expect(order(rankPage(list, { sortBy: 'DELIVERY_TIME', orderBy: 'ASC', filters: {}, limit: 10 }))).toEqual([2, 3, 5, 4, 1]);
    expect(order(rankPage(list, { sortBy: 'DELIVERY_TIME', orderBy: 'DESC', filters: {}, limit: 10 }))).toEqual([5, 3, 2, 1, 4]);
  });

  it('applies open-now and free delivery', () => {
    expect(order(rankPage(list, { sortBy: 'DISTANCE', orderBy: 'ASC', filters: { openNow: true }, limit: 10 }))).toEqual([2, 3, 5]);
    expect(order(rankPage(list, { sortBy: 'DISTANCE', orderBy: 'ASC', filters: { freeDelivery: true }, limit: 10 }))).toEqual([3, 1]);
  });

  it('continues after a cursor without gaps or repeats, across the open and closed groups', () => {
    const seen: number[] = [];
    let after;
    for (;;) {
      const { page, more } = rankPage(list, { sortBy: 'DELIVERY_FEE', orderBy: 'ASC', filters: {}, after, limit: 2 });
      seen.push(...page.map((row) => row.entry.restaurant.id));
      if (!more) break;
      after = { sortBy: 'DELIVERY_FEE' as const, orderBy: 'ASC' as const, ...page.at(-1)!.key };
    }
    expect(seen).toEqual([3, 2, 5, 1, 4]);
  });
});

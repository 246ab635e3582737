import { describe, expect, it } from 'vitest';
import type { OpeningHours, OpeningWindow } from '@forkly/contracts';
import { deliverySlots, isDeliverySlot, kitchenDueAt, orderAheadLeadMinutes, scheduledCancelOpen } from './delivery-slots';
import { dailyWindowLater, openingState } from './opening-hours';

const TZ = 'Europe/Berlin';
const w = (open: string, close: string): OpeningWindow => ({ open, close });
const week = (windows: OpeningWindow[], overrides: Partial<OpeningHours> = {}): OpeningHours => ({
  mon: windows,
  tue: windows,
  wed: windows,
  thu: windows,
  fri: windows,
  sat: windows,
  sun: windows,
  ...overrides,
});
const iso = (dates: Date[]) => dates.map((d) => d.toISOString());
const slots = (hours: OpeningHours, now: string, leadMinutes = 30, paused = false) =>
  deliverySlots({ hours, timeZone: TZ, now: new Date(now), leadMinutes, paused });

describe('deliverySlots', () => {
  it('offers every quarter hour of the opening hours, the first one the lead time after opening (Berlin summer time)', () => {
    // Wednesday 2025-07-02 08:00 local (06:00 UTC), closed until 11:00; lead 30 min.
    const offered = slots(week([w('11:00', '12:00')]), '2025-07-02T06:00:00Z');
    expect(iso(offered).slice(0, 3)).toEqual(['2025-07-02T09:30:00.000Z', '2025-07-02T09:45:00.000Z', '2025-07-02T10:00:00.000Z']);
    // 11:30, 11:45, 12:00 local each day; up to two days from now (Friday 08:00 local).
    expect(offered).toHaveLength(6);
    expect(iso(offered).at(-1)).toBe('2025-07-03T10:00:00.000Z');
  });

  it('starts no earlier than now plus the lead time, rounded up to a quarter hour, when open now', () => {
    // Wednesday 2025-01-15 12:07 CET (11:07 UTC).
    const offered = slots(week([w('11:00', '14:00')]), '2025-01-15T11:07:00Z', 35);
    // 12:07 + 35 = 12:42 -> 12:45 local = 11:45 UTC.
    expect(offered[0]!.toISOString()).toBe('2025-01-15T11:45:00.000Z');
  });

  it('follows a window past midnight into the next day', () => {
    const late = week([w('18:00', '02:00')]);
    // Wednesday 2025-07-02 16:00 local.
    const offered = iso(slots(late, '2025-07-02T14:00:00Z'));
    // 01:45 and 02:00 local Thursday are slots (the window of Wednesday); 02:15 is not.
    expect(offered).toContain('2025-07-02T23:45:00.000Z');
    expect(offered).toContain('2025-07-03T00:00:00.000Z');
    expect(offered).not.toContain('2025-07-03T00:15:00.000Z');
  });

  it('skips closed days', () => {
    // Friday 2025-07-04 22:30 local, closed on Saturday: the next slots are on Sunday.
    const offered = slots(week([w('11:00', '22:00')], { sat: [] }), '2025-07-04T20:30:00Z');
    expect(offered.every((d) => d.getUTCDate() !== 5)).toBe(true);
    expect(offered[0]!.toISOString()).toBe('2025-07-06T09:30:00.000Z');
  });

  it('never goes beyond two days from now', () => {
    const offered = slots(week([w('00:00', '00:00')]), '2025-07-02T10:00:00Z');
    expect(offered.at(-1)!.toISOString()).toBe('2025-07-04T10:00:00.000Z');
    expect(offered).toHaveLength(2 * 24 * 4 - 2 + 1);
  });

  it('offers nothing when paused or without hours', () => {
    expect(slots(week([w('11:00', '22:00')]), '2025-07-02T06:00:00Z', 30, true)).toEqual([]);
    expect(slots(week([]), '2025-07-02T06:00:00Z')).toEqual([]);
  });

  it('keeps local quarter hours across the change to winter time', () => {
    // Saturday 2025-10-25 20:00 CEST; Sunday the clocks go back: 11:30 local is 10:30 UTC.
    const offered = iso(slots(week([w('11:00', '12:00')]), '2025-10-25T18:00:00Z'));
    expect(offered[0]).toBe('2025-10-26T10:30:00.000Z');
  });
});

describe('the rules around a slot', () => {
  const hours = week([w('11:00', '22:00')]);
  const now = new Date('2025-07-02T06:00:00Z');

  it('accepts an offered slot and refuses any other time', () => {
    const input = { hours, timeZone: TZ, now, leadMinutes: 30 };
    expect(isDeliverySlot({ ...input, at: new Date('2025-07-02T10:00:00Z') })).toBe(true);
    expect(isDeliverySlot({ ...input, at: new Date('2025-07-02T10:05:00Z') })).toBe(false);
    expect(isDeliverySlot({ ...input, at: new Date('2025-07-02T09:15:00Z') })).toBe(false);
    expect(isDeliverySlot({ ...input, at: new Date('2025-07-05T10:00:00Z') })).toBe(false);
  });

  it('counts the lead time as preparation plus the drive across the delivery area', () => {
    // 5 km radius: 6.5 km by road at 25 km/h = 936 s -> 16 min.
    expect(orderAheadLeadMinutes(20, 5000)).toBe(36);
    expect(kitchenDueAt(new Date('2025-07-02T10:00:00Z'), 36).toISOString()).toBe('2025-07-02T09:24:00.000Z');
  });

  it('lets the customer cancel until 30 minutes before the slot', () => {
    const slot = new Date('2025-07-02T10:00:00Z');
    expect(scheduledCancelOpen(slot, new Date('2025-07-02T09:30:00Z'))).toBe(true);
    expect(scheduledCancelOpen(slot, new Date('2025-07-02T09:30:01Z'))).toBe(false);
  });
});

describe('dailyWindowLater', () => {
  it('makes a restaurant closed now that opens later, whatever the hour, past midnight too', () => {
    for (const now of ['2025-07-02T06:00:00Z', '2025-07-02T20:50:00Z', '2025-01-15T23:10:00Z']) {
      const hours = dailyWindowLater(new Date(now), TZ, 120, 240);
      const state = openingState({ hours, timeZone: TZ, now: new Date(now) });
      expect(state.status).toBe('closed');
      const opensIn = state.opensAt!.getTime() - new Date(now).getTime();
      expect(opensIn).toBeGreaterThanOrEqual(120 * 60_000);
      expect(opensIn).toBeLessThan(135 * 60_000);
      expect(slots(hours, now).length).toBeGreaterThan(0);
    }
  });
});

import { describe, expect, it } from 'vitest';
import type { OpeningHours, OpeningWindow } from '@forkly/contracts';
import { openingState, parseClock, zonedTime } from './opening-hours';

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
const at = (iso: string) => new Date(iso);
const state = (hours: OpeningHours, iso: string, paused = false) => openingState({ hours, timeZone: TZ, paused, now: at(iso) });

describe('openingState', () => {
  const daily = week([w('11:00', '22:00')]);

  it('is open inside a window, in the restaurant’s time zone (CEST in summer)', () => {
    // 2025-07-02 is a Wednesday; 10:30 UTC = 12:30 in Berlin.
    expect(state(daily, '2025-07-02T10:30:00Z')).toEqual({ status: 'open', opensAt: null, closesAt: at('2025-07-02T20:00:00Z') });
  });

  it('is closed before opening and says when it opens (CET in winter)', () => {
    // 2025-01-15 08:00 UTC = 09:00 in Berlin.
    expect(state(daily, '2025-01-15T08:00:00Z')).toEqual({ status: 'closed', opensAt: at('2025-01-15T10:00:00Z'), closesAt: null });
  });

  it('after closing it opens the next day; the closing minute itself is closed', () => {
    expect(state(daily, '2025-07-02T20:00:00Z')).toMatchObject({ status: 'closed', opensAt: at('2025-07-03T09:00:00Z') });
    expect(state(daily, '2025-07-02T19:59:00Z').status).toBe('open');
  });

  it('handles split hours: closed in the afternoon gap, open again in the evening', () => {
    const split = week([w('11:30', '14:30'), w('17:30', '22:30')]);
    expect(state(split, '2025-07-02T10:00:00Z')).toMatchObject({ status: 'open', closesAt: at('2025-07-02T12:30:00Z') });
    expect(state(split, '2025-07-02T13:00:00Z')).toEqual({ status: 'closed', opensAt: at('2025-07-02T15:30:00Z'), closesAt: null });
    expect(state(split, '2025-07-02T16:00:00Z')).toMatchObject({ status: 'open', closesAt: at('2025-07-02T20:30:00Z') });
  });

  it('keeps a window past midnight open into the next day, even when that day is closed', () => {
    const late = week([w('18:00', '02:00')], { thu: [] });
    // Wednesday 23:30 local, and Thursday 01:30 local (Wednesday's window).
    expect(state(late, '2025-07-02T21:30:00Z')).toMatchObject({ status: 'open', closesAt: at('2025-07-03T00:00:00Z') });
    expect(state(late, '2025-07-02T23:30:00Z')).toMatchObject({ status: 'open', closesAt: at('2025-07-03T00:00:00Z') });
    // Thursday 03:00 local: closed all Thursday, opens Friday 18:00.
    expect(state(late, '2025-07-03T01:00:00Z')).toEqual({ status: 'closed', opensAt: at('2025-07-04T16:00:00Z'), closesAt: null });
  });

  it('treats 00:00-00:00 as the whole day and merges adjoining windows', () => {
    const allDay = week([], { wed: [w('00:00', '00:00')] });
    expect(state(allDay, '2025-07-02T12:00:00Z')).toMatchObject({ status: 'open', closesAt: at('2025-07-02T22:00:00Z') });
    const adjoining = week([w('10:00', '14:00'), w('14:00', '20:00')]);
    expect(state(adjoining, '2025-07-02T09:00:00Z')).toMatchObject({ status: 'open', closesAt: at('2025-07-02T18:00:00Z') });
  });

  it('skips closed days when looking for the next opening', () => {
    const weekdays = week([w('09:00', '17:00')], { sat: [], sun: [] });
    // Saturday 2025-07-05 12:00 local -> Monday 09:00 local.
    expect(state(weekdays, '2025-07-05T10:00:00Z')).toMatchObject({ status: 'closed', opensAt: at('2025-07-07T07:00:00Z') });
  });

  it('never opens when it has no hours at all', () => {
    expect(state(week([]), '2025-07-02T10:00:00Z')).toEqual({ status: 'closed', opensAt: null, closesAt: null });
  });

  it('is paused whatever the hours say', () => {
    expect(state(daily, '2025-07-02T10:30:00Z', true)).toEqual({ status: 'paused', opensAt: null, closesAt: null });
  });

  it('crosses the DST change: opens at local 11:00 on the day clocks go forward', () => {
    // Sunday 2025-03-30: 02:00 CET becomes 03:00 CEST. At 01:00 UTC (03:00 CEST) it is closed.
    expect(state(daily, '2025-03-30T01:00:00Z')).toMatchObject({ status: 'closed', opensAt: at('2025-03-30T09:00:00Z') });
    // Sunday 2025-10-26: back to CET; 11:00 local is 10:00 UTC.
    expect(state(daily, '2025-10-26T05:00:00Z')).toMatchObject({ status: 'closed', opensAt: at('2025-10-26T10:00:00Z') });
  });
});

describe('zonedTime and parseClock', () => {
  it('turns local wall time into an instant, with minutes past midnight rolling over', () => {
    expect(zonedTime({ year: 2025, month: 7, day: 2 }, 11 * 60, TZ)).toEqual(at('2025-07-02T09:00:00Z'));
    expect(zonedTime({ year: 2025, month: 12, day: 31 }, 26 * 60, TZ)).toEqual(at('2026-01-01T01:00:00Z'));
    // 02:30 does not exist on 2025-03-30 in Berlin; the result lies after the gap.
    expect(zonedTime({ year: 2025, month: 3, day: 30 }, 150, TZ).getTime()).toBeGreaterThanOrEqual(at('2025-03-30T01:00:00Z').getTime());
  });

  it('reads HH:MM and refuses anything else', () => {
    expect(parseClock('00:00')).toBe(0);
    expect(parseClock('23:59')).toBe(1439);
    expect(parseClock('24:00')).toBe(1440);
    for (const bad of ['7:00', '12:60', '25:00', 'noon', '']) expect(() => parseClock(bad), bad).toThrow(RangeError);
  });
});

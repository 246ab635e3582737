import { describe, expect, it } from 'vitest';
import type { OpeningHours } from '../db/schema/index';
import { restaurantOpeningState } from './opening-hours';

const LUNCH_AND_DINNER = Object.fromEntries(
  ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'].map((d) => [
    d,
    [
      { open: '11:00', close: '14:00' },
      { open: '17:00', close: '22:00' },
    ],
  ]),
) as OpeningHours;
/** Wednesday 19 November 2025 in Berlin (UTC+1). */
const berlin = (clock: string) => new Date(`2025-11-19T${clock}:00+01:00`);

describe('restaurantOpeningState', () => {
  it('gives the state at each moment for the same row, also after it has worked one out', () => {
    const row = { openingHours: LUNCH_AND_DINNER, timeZone: 'Europe/Berlin', paused: false };
    const at = (clock: string) => restaurantOpeningState(row, berlin(clock));
    expect(at('10:59')).toEqual({ status: 'closed', opensAt: berlin('11:00'), closesAt: null });
    expect(at('11:00')).toEqual({ status: 'open', opensAt: null, closesAt: berlin('14:00') });
    expect(at('13:59')).toEqual({ status: 'open', opensAt: null, closesAt: berlin('14:00') });
    expect(at('14:00')).toEqual({ status: 'closed', opensAt: berlin('17:00'), closesAt: null });
    expect(at('16:30')).toEqual({ status: 'closed', opensAt: berlin('17:00'), closesAt: null });
    // Back in time: the state worked out at 16:30 does not hold for earlier moments.
    expect(at('12:00')).toEqual({ status: 'open', opensAt: null, closesAt: berlin('14:00') });
    expect(at('22:00')).toEqual({ status: 'closed', opensAt: new Date('2025-11-20T11:00:00+01:00'), closesAt: null });
  });

  it('sees a changed row as a new row', () => {
    const open = { openingHours: LUNCH_AND_DINNER, timeZone: 'Europe/Berlin', paused: false };
    expect(restaurantOpeningState(open, berlin('12:00')).status).toBe('open');
    expect(restaurantOpeningState({ ...open, paused: true }, berlin('12:00'))).toEqual({ status: 'paused', opensAt: null, closesAt: null });
  });

  it('counts hours that do not parse as closed', () => {
    const broken = { openingHours: { mon: [{ open: '25:00', close: '26:00' }] } as unknown as OpeningHours, timeZone: 'Europe/Berlin', paused: false };
    expect(restaurantOpeningState(broken, berlin('12:00'))).toEqual({ status: 'closed', opensAt: null, closesAt: null });
  });
});

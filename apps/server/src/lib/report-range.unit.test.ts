import { describe, expect, it } from 'vitest';
import { reportRange } from './report-range';

describe('reportRange', () => {
  const now = new Date('2026-11-29T10:00:00Z');

  it('reads bare dates as whole days in Berlin', () => {
    expect(reportRange({ from: '2026-11-20', to: '2026-11-21' }, now, 7)).toEqual({
      from: new Date('2026-11-19T23:00:00Z'),
      to: new Date('2026-11-21T23:00:00Z'),
    });
  });

  it('keeps a day with a DST change its own length', () => {
    expect(reportRange({ from: '2026-10-25', to: '2026-10-25' }, now, 7)).toEqual({
      from: new Date('2026-10-24T22:00:00Z'),
      to: new Date('2026-10-25T23:00:00Z'),
    });
  });

  it('takes full times as they are, and defaults to the last days up to now', () => {
    expect(reportRange({ from: '2026-11-20T06:30:00Z' }, now, 7).from).toEqual(new Date('2026-11-20T06:30:00Z'));
    expect(reportRange({}, now, 7)).toEqual({ from: new Date('2026-11-22T10:00:00Z'), to: now });
  });
});

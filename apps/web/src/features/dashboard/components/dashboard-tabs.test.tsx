import { describe, expect, it } from 'vitest';
import { tabsForRole } from './dashboard-tabs';

const labels = (role: Parameters<typeof tabsForRole>[0]) => tabsForRole(role).map((tab) => tab.labelKey);

describe('tabsForRole', () => {
  it('hides coupons from a branch and shows branches only to a restaurant admin', () => {
    expect(labels('RESTAURANT_BRANCH')).not.toContain('coupons');
    expect(labels('RESTAURANT_ADMIN')).toContain('coupons');
    expect(labels('RESTAURANT_ADMIN')).toContain('branches');
    for (const role of ['ADMIN', 'SERVICE', 'COURIER', 'RESTAURANT_BRANCH'] as const) expect(labels(role)).not.toContain('branches');
  });

  it('labels tickets Messages for couriers and Tickets for everyone else', () => {
    expect(labels('COURIER')).toContain('messages');
    expect(labels('COURIER')).not.toContain('tickets');
    expect(labels('SERVICE')).toContain('tickets');
  });

  it('gives a courier only home, profile, messages and orders', () => {
    expect(labels('COURIER')).toEqual(['home', 'profileDetails', 'messages', 'orders']);
  });

  it('shows Delivery promises to staff only (issue 24)', () => {
    for (const role of ['ADMIN', 'SERVICE'] as const) expect(labels(role)).toContain('promises');
    for (const role of ['RESTAURANT_ADMIN', 'RESTAURANT_BRANCH', 'COURIER', 'USER'] as const) expect(labels(role)).not.toContain('promises');
  });

  it('gives a customer no dashboard tabs', () => {
    expect(labels('USER')).toEqual([]);
  });
});

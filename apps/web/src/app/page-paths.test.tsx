import { pagePaths } from '@forkly/contracts';
import { matchRoutes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { routes } from './router';

/** Every contract page, built with sample arguments: what the server redirects or links to. */
const contractPages: Record<keyof typeof pagePaths, string> = {
  restaurants: pagePaths.restaurants,
  menu: pagePaths.menu(7),
  checkout: pagePaths.checkout(7),
  paymentSuccess: pagePaths.paymentSuccess(42),
  paymentCancel: pagePaths.paymentCancel(42),
  customerOrders: pagePaths.customerOrders,
  dashboard: pagePaths.dashboard,
  verifyEmail: pagePaths.verifyEmail('a+b/c'),
  register: pagePaths.register('', 'courier', 'code'),
};

describe('contract page paths', () => {
  it.each(Object.entries(contractPages))('%s (%s) is a page of the web router, not its not-found', (_, path) => {
    const pathname = new URL(path, 'https://forkly.test').pathname;
    const matched = matchRoutes(routes, pathname) ?? [];
    expect(matched.length).toBeGreaterThan(0);
    expect(matched.at(-1)?.route.path).not.toBe('*');
  });

  it('keeps the query each page reads', () => {
    expect(pagePaths.paymentSuccess(42)).toBe('/details/success?orderId=42');
    expect(pagePaths.verifyEmail('a+b/c')).toBe('/auth/verify?verificationCode=a%2Bb%2Fc');
    expect(pagePaths.register('/address', 'courier', 'x-1_Y')).toBe('/auth/register/address?type=courier&verificationcode=x-1_Y');
    expect(pagePaths.register('', 'regular', 'ignored')).toBe('/auth/register?type=regular');
  });
});

// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import i18n from '../../lib/i18n';
import { useSession } from '../../lib/session';
import { useAuthStore } from '../../stores/auth-store';
import { Footer } from './footer';

function renderFooter() {
  const router = createMemoryRouter([{ path: '*', element: <Footer /> }]);
  return render(<RouterProvider router={router} />);
}

afterEach(async () => {
  cleanup();
  await i18n.changeLanguage('en');
});

describe('Footer', () => {
  it('lists the company, support and social entries of SPEC.md section 2', () => {
    renderFooter();
    const footer = screen.getByRole('contentinfo');
    for (const label of ['About', 'How it works', 'Become a partner', 'Restaurants', 'Couriers', 'Contact', 'FAQ', 'Support']) {
      expect(within(footer).getAllByText(label).length).toBeGreaterThan(0);
    }
    for (const label of ['X', 'LinkedIn', 'Instagram', 'YouTube', 'Privacy', 'Terms of use', '© 2025 Forkly']) {
      expect(within(footer).getByText(label)).toBeTruthy();
    }
    expect(screen.getByRole('link', { name: 'Legal notice' }).getAttribute('href')).toBe('/legal');
  });

  it('sends a customer or a visitor to the support form, and everyone else to the dashboard tickets', () => {
    useSession.setState({ status: 'anonymous' });
    renderFooter();
    expect(screen.getByRole('link', { name: 'Support' }).getAttribute('href')).toBe('/details/user-profile/support');
    cleanup();
    useSession.setState({ status: 'authenticated', accessToken: 't', refreshToken: 'r' });
    useAuthStore.getState().setData({ username: 'customer', role: 'USER', userId: 7 });
    renderFooter();
    expect(screen.getByRole('link', { name: 'Support' }).getAttribute('href')).toBe('/details/user-profile/support');
    for (const role of ['ADMIN', 'SERVICE', 'RESTAURANT_ADMIN', 'RESTAURANT_BRANCH', 'COURIER'] as const) {
      cleanup();
      useAuthStore.getState().setData({ username: 'staff', role, userId: 1 });
      renderFooter();
      expect(screen.getByRole('link', { name: 'Support' }).getAttribute('href'), role).toBe('/dashboard/tickets');
    }
    useSession.setState({ status: 'anonymous' });
  });

  it('is one column below the md breakpoint (768 px) and a grid from it up', () => {
    renderFooter();
    const grid = screen.getByTestId('footer-grid');
    expect(grid.className).toContain('grid-cols-1');
    expect(grid.className).toMatch(/\bmd:grid-cols-\d/);
  });

  it('is translated', async () => {
    await i18n.changeLanguage('de');
    renderFooter();
    expect(screen.getByRole('link', { name: 'Impressum' })).toBeTruthy();
    expect(screen.getByText('Nutzungsbedingungen')).toBeTruthy();
  });
});

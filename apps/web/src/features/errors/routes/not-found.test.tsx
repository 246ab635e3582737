// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import i18n from 'i18next';
import { matchRoutes, MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { routes } from '../../../app/router';
import { Component as NotFound } from './not-found';

afterEach(async () => {
  cleanup();
  await i18n.changeLanguage('en');
});

const renderAt = (path: string) =>
  render(
    <MemoryRouter initialEntries={[path]}>
      <NotFound />
    </MemoryRouter>,
  );

describe('an unknown path (issue 10)', () => {
  it("inside the dashboard leads back to the dashboard's home, in its shell", () => {
    renderAt('/dashboard/no-such-screen');
    expect(screen.getByRole('link', { name: 'Go to the dashboard home' }).getAttribute('href')).toBe('/dashboard');
    // Matched under the dashboard's layout (sidebar, login guard), not by the public catch-all.
    const matched = matchRoutes(routes, '/dashboard/no-such-screen')!;
    expect(matched.map((m) => m.pathnameBase)).toContain('/dashboard');
    expect(matched.length).toBeGreaterThan(2);
  });

  it('elsewhere leads to the public home page', () => {
    renderAt('/no-such-page');
    expect(screen.getByRole('link', { name: 'Go to the home page' }).getAttribute('href')).toBe('/');
  });

  it('speaks German and Finnish', async () => {
    await i18n.changeLanguage('de');
    renderAt('/dashboard/x');
    expect(screen.getByRole('link', { name: 'Zur Startseite des Dashboards' })).toBeTruthy();
    cleanup();
    await i18n.changeLanguage('fi');
    renderAt('/dashboard/x');
    expect(screen.getByRole('link', { name: 'Siirry hallintapaneelin etusivulle' })).toBeTruthy();
  });
});

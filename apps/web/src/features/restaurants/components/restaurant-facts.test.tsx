// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import i18n from 'i18next';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import type { RestaurantCard } from '@forkly/contracts';
import { restaurantCard } from '../../../../test/fixtures';
import { RestaurantFacts } from './restaurant-facts';

const ARRIVAL = '2026-11-29T11:40:00.000Z';
/** The time as this machine's zone writes it (the browser shows the device's zone). */
const local = (iso: string, language = 'en') => new Intl.DateTimeFormat(language, { timeStyle: 'short' }).format(new Date(iso));

afterEach(async () => {
  cleanup();
  await i18n.changeLanguage('en');
});

const facts = (over: Partial<RestaurantCard & { delivers: boolean | null }> = {}) => (
  <RestaurantFacts restaurant={{ ...restaurantCard({ estimatedArrival: ARRIVAL, estimatedDeliveryMinutes: 31 }), ...over }} />
);

describe("a restaurant's delivery time (issue 24)", () => {
  it('says when an order placed now would arrive, keeping the minutes', () => {
    render(facts());
    expect(screen.getByText(`Arrives around ${local(ARRIVAL)}`)).toBeTruthy();
    expect(screen.getByText(`Arrives around ${local(ARRIVAL)}`).parentElement!.textContent).toBe(`Arrives around ${local(ARRIVAL)} (31 min)`);
  });

  it('speaks German and Finnish', async () => {
    await i18n.changeLanguage('de');
    render(facts());
    expect(screen.getByText(`Ankunft gegen ${local(ARRIVAL, 'de')} Uhr`)).toBeTruthy();
    cleanup();
    await i18n.changeLanguage('fi');
    render(facts());
    expect(screen.getByText(`Perillä noin klo ${local(ARRIVAL, 'fi')}`)).toBeTruthy();
  });

  it('keeps only the minutes when the restaurant cannot take the order now or has no arrival', () => {
    render(facts({ status: 'closed', opensAt: '2026-11-30T09:00:00Z' }));
    expect(screen.queryByText(/Arrives around/)).toBeNull();
    expect(screen.getByText('31 min')).toBeTruthy();
    cleanup();
    render(facts({ delivers: false }));
    expect(screen.queryByText(/Arrives around/)).toBeNull();
    cleanup();
    render(facts({ estimatedArrival: null }));
    expect(screen.getByText('31 min')).toBeTruthy();
    cleanup();
    render(facts({ estimatedArrival: null, estimatedDeliveryMinutes: null }));
    expect(screen.queryByText(/min/)).toBeNull();
  });

  it("is rendered on the server in the restaurants' zone and hydrates without a mismatch, then shows the device's zone", async () => {
    const html = renderToString(facts());
    // Europe/Berlin is UTC+1 in November.
    expect(html).toContain('Arrives around 12:40 PM');
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    const errors: unknown[] = [];
    await act(async () => {
      hydrateRoot(container, facts(), { onRecoverableError: (error) => errors.push(error) });
    });
    expect(errors).toEqual([]);
    expect(container.textContent).toContain(`Arrives around ${local(ARRIVAL)} (31 min)`);
    container.remove();
  });
});

// @vitest-environment jsdom
import { act, cleanup, render } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { RestaurantStatusBadge } from './restaurant-status';

afterEach(cleanup);

describe("a closed restaurant's opening time", () => {
  it("is rendered on the server in the restaurants' zone and hydrates without a mismatch", async () => {
    // Opens at noon in Duisburg (11:00 UTC) on a day other than today.
    const badge = <RestaurantStatusBadge restaurant={{ status: 'closed', opensAt: '2099-06-01T10:00:00.000Z' }} />;
    const html = renderToString(badge);
    // Europe/Berlin is UTC+2 in June.
    expect(html).toContain('12:00 PM');
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    const errors: unknown[] = [];
    await act(async () => {
      hydrateRoot(container, badge, { onRecoverableError: (error) => errors.push(error) });
    });
    expect(errors).toEqual([]);
    const at = new Date('2099-06-01T10:00:00.000Z');
    const day = new Intl.DateTimeFormat('en', { weekday: 'long' }).format(at);
    const time = new Intl.DateTimeFormat('en', { hour: '2-digit', minute: '2-digit' }).format(at);
    // Issue 25: "Opens Tuesday 11:00" on another day.
    expect(container.textContent).toBe(`Closed · opens ${day} ${time} · order ahead`);
    container.remove();
  });
});

describe('when a closed restaurant opens (issue 25)', () => {
  it('says the time alone when it opens today, and the weekday when later', () => {
    const inAnHour = new Date(Date.now() + 60 * 60_000);
    // Near midnight "in an hour" is tomorrow: then the weekday is right too.
    const sameDay = inAnHour.toDateString() === new Date().toDateString();
    const time = new Intl.DateTimeFormat('en', { hour: '2-digit', minute: '2-digit' }).format(inAnHour);
    const { container } = render(<RestaurantStatusBadge restaurant={{ status: 'closed', opensAt: inAnHour.toISOString() }} />);
    const day = new Intl.DateTimeFormat('en', { weekday: 'long' }).format(inAnHour);
    expect(container.textContent).toBe(`${sameDay ? `Closed · opens at ${time}` : `Closed · opens ${day} ${time}`} · order ahead`);
  });

  it('says so without a time when it does not open again this week, and that a paused one takes no orders', () => {
    expect(render(<RestaurantStatusBadge restaurant={{ status: 'closed', opensAt: null }} />).container.textContent).toBe('Closed');
    expect(render(<RestaurantStatusBadge restaurant={{ status: 'paused', opensAt: null }} />).container.textContent).toBe('Not taking orders right now');
  });
});

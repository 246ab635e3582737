// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { IMAGE_WIDTHS, PICTURE_SIZES } from '@forkly/contracts';
import { restaurantCard } from '../../../../test/fixtures';
import { pickedWidth, slotWidth } from '../../../../test/picture-pick';
import { RestaurantCard } from './restaurant-card';

function renderCard(priority: boolean) {
  const element = (
    <ul>
      <RestaurantCard restaurant={restaurantCard()} priority={priority} />
    </ul>
  );
  render(
    <QueryClientProvider client={new QueryClient()}>
      <RouterProvider router={createMemoryRouter([{ path: '*', element }])} />
    </QueryClientProvider>,
  );
  return document.querySelector('img')!;
}

afterEach(cleanup);

describe('a restaurant card picture (issue 11: the list LCP)', () => {
  it('offers every served width up to 960 with the sizes the server preloads', () => {
    const img = renderCard(true);
    expect(img.getAttribute('sizes')).toBe(PICTURE_SIZES.card);
    expect(img.getAttribute('srcset')).toBe(IMAGE_WIDTHS.map((w) => `/api/load/image/7?w=${w} ${w}w`).join(', '));
    expect(img.getAttribute('src')).toBe('/api/load/image/7?w=640');
    expect(img.getAttribute('loading')).toBe('eager');
    expect(img.getAttribute('fetchpriority')).toBe('high');
  });

  it('is lazy further down the list', () => {
    const img = renderCard(false);
    expect(img.getAttribute('loading')).toBe('lazy');
    expect(img.getAttribute('fetchpriority')).toBeNull();
  });

  it('states the rendered width: page padding, two and three columns, at most 400 px', () => {
    // The list's section is px-4 (px-6 from 640 px) with a gap-4 grid, at most 1280 px wide.
    expect(slotWidth(PICTURE_SIZES.card, 412)).toBe(380);
    expect(slotWidth(PICTURE_SIZES.card, 375)).toBe(343);
    expect(slotWidth(PICTURE_SIZES.card, 768)).toBe(352);
    expect(slotWidth(PICTURE_SIZES.card, 1024)).toBeCloseTo(314.67, 1);
    expect(slotWidth(PICTURE_SIZES.card, 1440)).toBe(400);
  });

  it('picks a picture that fits the phone, and stays sharp on dense screens and desktops', () => {
    const pick = (viewport: number, dpr: number) => pickedWidth(PICTURE_SIZES.card, IMAGE_WIDTHS, viewport, dpr);
    expect(pick(412, 1.75)).toBe(720); // Lighthouse's phone: 665 device px (960 before)
    expect(pick(390, 2)).toBe(720); // 716 device px
    expect(pick(390, 3)).toBe(960); // the widest there is, as before
    expect(pick(1440, 1)).toBe(640);
    expect(pick(1440, 2)).toBe(960);
    expect(pick(768, 2)).toBe(720);
  });
});

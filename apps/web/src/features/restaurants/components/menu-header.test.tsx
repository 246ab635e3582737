// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { IMAGE_WIDTHS, PICTURE_SIZES } from '@forkly/contracts';
import { restaurantCard } from '../../../../test/fixtures';
import { pickedWidth, slotWidth } from '../../../../test/picture-pick';
import { MenuHeader } from './menu-header';

const overview = { ...restaurantCard(), delivers: true, preparationMinutes: 20, deliveryRadiusMeters: 6000 };

afterEach(cleanup);

describe("a menu header's picture (issue 11: the menu LCP)", () => {
  it('is eager with the sizes the server preloads', () => {
    render(
      <QueryClientProvider client={new QueryClient()}>
        <MenuHeader restaurant={overview} blockedReason={null} />
      </QueryClientProvider>,
    );
    const img = document.querySelector('img')!;
    expect(img.getAttribute('sizes')).toBe(PICTURE_SIZES.menuHeader);
    expect(img.getAttribute('srcset')).toBe(IMAGE_WIDTHS.map((w) => `/api/load/image/7?w=${w} ${w}w`).join(', '));
    expect(img.getAttribute('loading')).toBe('eager');
    expect(img.getAttribute('fetchpriority')).toBe('high');
  });

  it('is the page width on a phone and 320 px beside the name from 768 px', () => {
    expect(slotWidth(PICTURE_SIZES.menuHeader, 412)).toBe(380);
    expect(slotWidth(PICTURE_SIZES.menuHeader, 700)).toBe(652);
    expect(slotWidth(PICTURE_SIZES.menuHeader, 1280)).toBe(320);
    const pick = (viewport: number, dpr: number) => pickedWidth(PICTURE_SIZES.menuHeader, IMAGE_WIDTHS, viewport, dpr);
    expect(pick(412, 1.75)).toBe(720);
    expect(pick(390, 3)).toBe(960);
    expect(pick(1280, 1)).toBe(320);
    expect(pick(1280, 2)).toBe(640);
  });
});

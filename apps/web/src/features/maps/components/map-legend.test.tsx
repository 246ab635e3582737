// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { MapLegend } from './map-legend';

afterEach(cleanup);

describe('MapLegend', () => {
  it('names each marker kind in words, in the order given, with a swatch of its shape', () => {
    render(
      <MapLegend
        items={[
          ['restaurant', 'Restaurant with open orders'],
          ['home', 'Delivery address'],
          ['courier', 'Courier'],
        ]}
      />,
    );
    const items = within(screen.getByRole('list')).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual(['Restaurant with open orders', 'Delivery address', 'Courier']);
    expect(items[0]!.querySelector('span')!.className).toContain('rounded-sm');
    expect(items[2]!.querySelector('span')!.className).toContain('bg-brand-700');
  });
});

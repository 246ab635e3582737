// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { distanceMeters, layoutMiniMap } from '../lib/mini-map';
import { CourierMiniMap } from './courier-mini-map';

afterEach(cleanup);

const home = { latitude: 51.4343, longitude: 6.7623 };

describe('layoutMiniMap', () => {
  it('puts the address in the middle and north up, scaled to a readable ring', () => {
    const north = { latitude: home.latitude + 0.009, longitude: home.longitude }; // ~1 km north
    const east = { latitude: home.latitude, longitude: home.longitude + 0.0072 }; // ~500 m east
    const { radiusMeters, points } = layoutMiniMap(home, [north, east], 240);
    expect(radiusMeters).toBe(2000);
    expect(points[0]!.x).toBeCloseTo(120);
    expect(points[0]!.y).toBeLessThan(120);
    expect(points[1]!.x).toBeGreaterThan(120);
    expect(points[1]!.y).toBeCloseTo(120);
  });

  it('never zooms in below 300 m, so a courier at the door is not drawn on the house', () => {
    const { radiusMeters } = layoutMiniMap(home, [{ latitude: home.latitude + 0.0001, longitude: home.longitude }], 240);
    expect(radiusMeters).toBe(300);
  });

  it('measures distances on the earth', () => {
    expect(distanceMeters(home, { latitude: home.latitude + 0.009, longitude: home.longitude })).toBeCloseTo(1000, -1);
  });
});

describe('CourierMiniMap', () => {
  it('is an image with a description, and a legend', () => {
    render(
      <CourierMiniMap
        destination={home}
        courier={{ latitude: 51.44, longitude: 6.77 }}
        restaurant={{ latitude: 51.4336, longitude: 6.7652 }}
        description="Map around your address: the courier is about 900 m north-east."
        formatDistance={(m) => `${m} m`}
      />,
    );
    expect(screen.getByRole('img', { name: 'Map around your address: the courier is about 900 m north-east.' })).toBeTruthy();
    expect(screen.getByText('Your address')).toBeTruthy();
    expect(screen.getByText('Courier')).toBeTruthy();
    expect(screen.getByText('Restaurant')).toBeTruthy();
  });
});

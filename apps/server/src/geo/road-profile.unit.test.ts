import { describe, expect, it } from 'vitest';
import { carRoad, parseMaxspeed } from './road-profile';

describe('the car profile', () => {
  it('lets cars on roads, not on paths unless a tag allows motor traffic', () => {
    expect(carRoad({ highway: 'residential' })).toEqual({ speedKmh: 25, oneway: 0 });
    expect(carRoad({ highway: 'footway' })).toBeNull();
    expect(carRoad({ highway: 'steps' })).toBeNull();
    expect(carRoad({ highway: 'track' })).toBeNull();
    expect(carRoad({ highway: 'track', motor_vehicle: 'yes' })).not.toBeNull();
    expect(carRoad({ highway: 'service', access: 'private' })).toBeNull();
    expect(carRoad({ highway: 'residential', access: 'no', motor_vehicle: 'yes' })).not.toBeNull();
    expect(carRoad({ highway: 'primary', area: 'yes' })).toBeNull();
  });

  it('reads one-way tags, roundabouts and motorways', () => {
    expect(carRoad({ highway: 'residential', oneway: 'yes' })!.oneway).toBe(1);
    expect(carRoad({ highway: 'residential', oneway: '-1' })!.oneway).toBe(-1);
    expect(carRoad({ highway: 'tertiary', junction: 'roundabout' })!.oneway).toBe(1);
    expect(carRoad({ highway: 'motorway' })!.oneway).toBe(1);
    expect(carRoad({ highway: 'motorway', oneway: 'no' })!.oneway).toBe(0);
    expect(carRoad({ highway: 'residential', oneway: 'reversible' })).toBeNull();
  });

  it('drives at 80 % of a posted limit, capped by the surface', () => {
    expect(carRoad({ highway: 'residential', maxspeed: '30' })!.speedKmh).toBe(24);
    expect(carRoad({ highway: 'primary', maxspeed: 'DE:urban' })!.speedKmh).toBe(40);
    expect(carRoad({ highway: 'secondary', surface: 'gravel' })!.speedKmh).toBe(40);
    expect(parseMaxspeed('30 mph')).toBeCloseTo(48.3, 1);
    expect(parseMaxspeed('none')).toBeUndefined();
  });
});

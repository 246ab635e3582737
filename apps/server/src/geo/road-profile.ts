/**
 * Which OSM ways a car may use, how fast and in which direction. Speeds follow OSRM's car profile
 * (the engine our reference routes come from), so both pick the same roads.
 */

export type OsmTags = Record<string, string>;

/** 1: only in the way's direction, -1: only against it, 0: both. */
export type Oneway = -1 | 0 | 1;

export interface CarRoad {
  speedKmh: number;
  oneway: Oneway;
}

const SPEED_BY_HIGHWAY: Record<string, number> = {
  motorway: 90,
  motorway_link: 45,
  trunk: 85,
  trunk_link: 40,
  primary: 65,
  primary_link: 30,
  secondary: 55,
  secondary_link: 25,
  tertiary: 40,
  tertiary_link: 20,
  unclassified: 25,
  residential: 25,
  living_street: 10,
  service: 15,
  road: 20,
};

/** Paths a car may only use when a tag grants motor access explicitly. */
const MOTOR_ACCESS_ONLY: Record<string, number> = { track: 10, path: 10, footway: 5, cycleway: 10, bridleway: 5, pedestrian: 5 };
const ACCESS_KEYS = ['motorcar', 'motor_vehicle', 'vehicle', 'access'] as const;
const NO_ACCESS = new Set(['no', 'private', 'agricultural', 'forestry', 'emergency', 'psv', 'bus', 'customers', 'delivery', 'permit']);
const GRANTED = new Set(['yes', 'designated', 'permissive', 'destination']);
const SLOW_SERVICE = new Set(['parking_aisle', 'parking', 'driveway', 'alley', 'drive-through', 'drive-thru']);
/** Speed caps by surface, as OSRM applies them. */
const SURFACE_CAP: Record<string, number> = {
  cement: 80,
  compacted: 80,
  fine_gravel: 80,
  paving_stones: 60,
  metal: 60,
  bricks: 60,
  grass: 40,
  wood: 40,
  sett: 40,
  grass_paver: 40,
  gravel: 40,
  unpaved: 40,
  ground: 40,
  dirt: 40,
  pebblestone: 40,
  cobblestone: 30,
  clay: 30,
  earth: 20,
  stone: 20,
  rocky: 20,
  sand: 20,
  mud: 10,
};
const TRACKTYPE_CAP: Record<string, number> = { grade1: 60, grade2: 40, grade3: 30, grade4: 25, grade5: 20 };
/** Signed maxspeed zones ("DE:urban"); 0 means no limit beyond the road class. */
const ZONE_SPEED: Record<string, number> = { urban: 50, rural: 100, motorway: 0, living_street: 7, zone30: 30, zone20: 20, trunk: 0 };
/** OSRM drives at 80 % of the posted limit. */
const MAXSPEED_FACTOR = 0.8;

function accessValue(tags: OsmTags): string | undefined {
  for (const key of ACCESS_KEYS) if (tags[key] !== undefined) return tags[key];
  return undefined;
}

/** Parses "50", "30 mph", "DE:urban", "walk", "none"; undefined when unknown. */
export function parseMaxspeed(value: string | undefined): number | undefined {
  if (!value) return undefined;
  const v = value.trim().toLowerCase();
  if (v === 'walk') return 7;
  if (v === 'none' || v === 'signals' || v === 'variable') return undefined;
  const numeric = /^(\d+(?:\.\d+)?)\s*(mph|km\/h|kmh)?$/.exec(v);
  if (numeric) return Number(numeric[1]) * (numeric[2] === 'mph' ? 1.609 : 1);
  const zone = /^[a-z]{2}:(.+)$/.exec(v);
  const speed = zone ? ZONE_SPEED[zone[1]!.replace(/[^a-z_0-9]/g, '')] : undefined;
  return speed ? speed : undefined;
}

function parseOneway(tags: OsmTags): Oneway | null {
  const value = tags.oneway;
  if (value === 'yes' || value === '1' || value === 'true') return 1;
  if (value === '-1' || value === 'reverse') return -1;
  if (value === 'reversible' || value === 'alternating') return null;
  if (value === 'no' || value === '0' || value === 'false') return 0;
  const junction = tags.junction;
  if (junction === 'roundabout' || junction === 'circular' || tags.highway === 'motorway') return 1;
  return 0;
}

/** The car attributes of a way, or null when a car may not use it. */
export function carRoad(tags: OsmTags): CarRoad | null {
  const highway = tags.highway;
  if (!highway || tags.area === 'yes' || tags.impassable === 'yes') return null;
  const access = accessValue(tags);
  let speed = SPEED_BY_HIGHWAY[highway];
  if (speed === undefined) {
    speed = MOTOR_ACCESS_ONLY[highway];
    if (speed === undefined || !access || !GRANTED.has(access)) return null;
  }
  if (access && NO_ACCESS.has(access)) return null;
  if (highway === 'service' && tags.service === 'emergency_access') return null;
  const oneway = parseOneway(tags);
  if (oneway === null) return null;

  const posted = parseMaxspeed(tags.maxspeed);
  if (posted) speed = posted * MAXSPEED_FACTOR;
  if (highway === 'service' && tags.service && SLOW_SERVICE.has(tags.service)) speed = Math.min(speed, 5);
  const caps = [SURFACE_CAP[tags.surface ?? ''], TRACKTYPE_CAP[tags.tracktype ?? '']];
  for (const cap of caps) if (cap !== undefined) speed = Math.min(speed, cap);
  return { speedKmh: Math.max(speed, 3), oneway };
}

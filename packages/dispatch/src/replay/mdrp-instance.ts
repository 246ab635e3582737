import { readFile } from 'node:fs/promises';
import { join } from 'node:path';

/** A Meal Delivery Routing Problem instance (Grubhub's public instances; the README beside them). */
export interface MdrpInstance {
  name: string;
  metersPerMinute: number;
  pickupServiceMinutes: number;
  dropoffServiceMinutes: number;
  targetMinutes: number;
  maximumMinutes: number;
  orders: MdrpOrder[];
  couriers: MdrpCourier[];
  /** Every place by id: orders (their doors), restaurants, couriers (their start points). */
  places: Map<string, { x: number; y: number }>;
}

export interface MdrpOrder {
  id: string;
  restaurant: string;
  placedAt: number;
  readyAt: number;
}

export interface MdrpCourier {
  id: string;
  onTime: number;
  offTime: number;
}

/** The rows of a tab-separated file with a header line, as records keyed by the header's names. */
export function parseTable(text: string): Record<string, string>[] {
  const lines = text.split(/\r?\n/).filter((line) => line.trim() !== '');
  const header = lines[0]!.split('\t').map((h) => h.trim());
  return lines.slice(1).map((line) => {
    const cells = line.split('\t');
    return Object.fromEntries(header.map((name, i) => [name, (cells[i] ?? '').trim()]));
  });
}

function numberOf(row: Record<string, string>, key: string): number {
  const value = Number(row[key]);
  if (!Number.isFinite(value)) throw new Error(`"${key}" is not a number: ${JSON.stringify(row[key])}`);
  return value;
}

/** Reads an instance folder (orders.txt, couriers.txt, restaurants.txt, instance_parameters.txt). */
export async function readInstance(dir: string, name = dir.split(/[\\/]/).filter(Boolean).pop() ?? dir): Promise<MdrpInstance> {
  const read = async (file: string) => parseTable(await readFile(join(dir, file), 'utf8'));
  const [orderRows, courierRows, restaurantRows, parameterRows] = await Promise.all([
    read('orders.txt'),
    read('couriers.txt'),
    read('restaurants.txt'),
    read('instance_parameters.txt'),
  ]);
  const parameters = parameterRows[0]!;
  const places = new Map<string, { x: number; y: number }>();
  const place = (id: string, row: Record<string, string>) => places.set(id, { x: numberOf(row, 'x'), y: numberOf(row, 'y') });
  for (const row of restaurantRows) place(row.restaurant!, row);
  for (const row of courierRows) place(row.courier!, row);
  for (const row of orderRows) place(row.order!, row);
  return {
    name,
    metersPerMinute: numberOf(parameters, 'meters_per_minute'),
    pickupServiceMinutes: numberOf(parameters, 'pickup service minutes'),
    dropoffServiceMinutes: numberOf(parameters, 'dropoff service minutes'),
    targetMinutes: numberOf(parameters, 'target click-to-door'),
    maximumMinutes: numberOf(parameters, 'maximum click-to-door'),
    orders: orderRows.map((row) => ({
      id: row.order!,
      restaurant: row.restaurant!,
      placedAt: numberOf(row, 'placement_time'),
      readyAt: numberOf(row, 'ready_time'),
    })),
    couriers: courierRows.map((row) => ({ id: row.courier!, onTime: numberOf(row, 'on_time'), offTime: numberOf(row, 'off_time') })),
    places,
  };
}

/** The instance's travel rule: `ceil(euclidean metres / metres per minute)`. */
export function instanceTravel(instance: MdrpInstance): (from: string, to: string) => number {
  const { places, metersPerMinute } = instance;
  return (from, to) => {
    const a = places.get(from);
    const b = places.get(to);
    if (!a || !b) throw new Error(`unknown place ${a ? to : from}`);
    const dx = b.x - a.x;
    const dy = b.y - a.y;
    // The evaluator's own arithmetic (numpy: sqrt of the exact sum of squares), so every minute agrees.
    return Math.ceil(Math.sqrt(dx * dx + dy * dy) / metersPerMinute);
  };
}

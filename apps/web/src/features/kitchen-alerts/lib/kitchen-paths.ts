import { paths } from '../../../config/paths';

/** The dashboard's order list with one order open in its sheet (the list keeps `?order=` in the URL). */
export function orderPath(orderId: number): string {
  return `${paths.dashboard.orders}?${new URLSearchParams({ order: String(orderId) }).toString()}`;
}

/** The order list filtered to paid orders, where the waiting ones are. */
export function waitingListPath(): string {
  return `${paths.dashboard.orders}?${new URLSearchParams({ status: 'CONFIRMED' }).toString()}`;
}

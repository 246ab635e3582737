import { DEMAND_WINDOW_MINUTES, PROMISE_TOLERANCE_MINUTES, type BoardCourier, type BoardOrder, type BoardStage, type OperationsBoard } from '@forkly/contracts';
import { AppError } from '../../lib/app-error';
import type { AppDeps } from '../../plugins/deps';
import { boardCouriers, boardOrders, listZones, zoneDemand, type BoardCourierRow, type BoardOrderRow } from './operations-board.repo';

const MINUTE = 60_000;
/** The zone's pace is read over trips finished in the last two hours; before any, a delivery is taken to cost this much. */
const PACE_WINDOW_MINUTES = 120;
const DEFAULT_MINUTES_PER_DELIVERY = 20;

const iso = (at: Date | null) => (at ? at.toISOString() : null);
const nameOf = (first: string | null, last: string | null, fallback = '') => `${first ?? ''} ${last ?? ''}`.trim() || fallback;

function stageOf(row: Pick<BoardOrderRow, 'status' | 'acceptedAt'>): BoardStage {
  if (row.status === 'READY_FOR_DELIVERY') return 'onTheWay';
  if (row.status === 'AWAITING_PICKUP') return 'waitingForCourier';
  return row.acceptedAt ? 'preparing' : 'awaitingAcknowledgement';
}

/**
 * How late the order will be against its promise, in whole minutes: from the live estimate, or
 * from now once the estimate has gone by undelivered.
 */
function lateMinutesOf(row: BoardOrderRow, now: Date): number | null {
  if (!row.promisedAt) return null;
  const expected = Math.max(row.estimatedAt?.getTime() ?? now.getTime(), now.getTime());
  return Math.round((expected - row.promisedAt.getTime()) / MINUTE);
}

function presentOrder(row: BoardOrderRow, now: Date): BoardOrder {
  const lateMinutes = lateMinutesOf(row, now);
  return {
    id: row.id,
    orderNumber: row.orderNumber,
    status: row.status,
    stage: stageOf(row),
    restaurant: {
      id: row.restaurantId,
      name: row.restaurantName,
      phone: row.restaurantPhone,
      position:
        row.restaurantLatitude === null || row.restaurantLongitude === null ? null : { latitude: row.restaurantLatitude, longitude: row.restaurantLongitude },
    },
    destination: row.latitude === null || row.longitude === null ? null : { latitude: row.latitude, longitude: row.longitude },
    paidAt: row.paidAt!.toISOString(),
    acceptedAt: iso(row.acceptedAt),
    readyAt: iso(row.readyAt),
    promisedAt: iso(row.promisedAt),
    estimatedAt: iso(row.estimatedAt),
    lateMinutes,
    atRisk: row.escalation === 'atRisk' || (lateMinutes !== null && lateMinutes > PROMISE_TOLERANCE_MINUTES),
    escalation: row.escalation,
    courier: row.courierId === null ? null : { id: row.courierId, name: nameOf(row.courierFirstName, row.courierLastName) },
    restaurantCall: row.restaurantCalledAt
      ? { at: row.restaurantCalledAt.toISOString(), by: nameOf(row.calledByFirstName, row.calledByLastName, row.calledByUsername ?? '') }
      : null,
  };
}

function presentCourier(row: BoardCourierRow): BoardCourier {
  const online = row.status === 'ONLINE' && row.takesOrders;
  return {
    id: row.id,
    name: nameOf(row.firstName, row.lastName),
    phone: row.phone,
    state: row.orderNumbers.length > 0 ? 'busy' : online ? 'idle' : 'offline',
    position: row.latitude === null || row.longitude === null ? null : { latitude: row.latitude, longitude: row.longitude, at: iso(row.positionUpdatedAt) },
    orderNumbers: row.orderNumbers,
    shiftEndsAt: iso(row.shiftEndsAt),
  };
}

/**
 * GET /dispatch/operations (issue 21): one zone as it stands, for staff. Read fresh on every call;
 * the board asks again when the event stream says an order changed.
 */
export async function getOperationsBoard(deps: AppDeps, query: { zoneId?: number }): Promise<OperationsBoard> {
  const now = new Date();
  const zones = await listZones(deps.db);
  const zone = query.zoneId === undefined ? zones[0] : zones.find((z) => z.id === query.zoneId);
  if (query.zoneId !== undefined && !zone) throw new AppError('zoneNotFound');
  if (!zone) {
    return { at: now.toISOString(), zone: null, zones, orders: [], couriers: [], demand: emptyDemand() };
  }
  const [orderRows, courierRows, demand] = await Promise.all([
    boardOrders(deps.db, zone.id),
    boardCouriers(deps.db, zone.id, now),
    zoneDemand(deps.db, zone.id, new Date(now.getTime() - DEMAND_WINDOW_MINUTES * MINUTE), new Date(now.getTime() - PACE_WINDOW_MINUTES * MINUTE)),
  ]);
  const couriers = courierRows.map(presentCourier);
  const couriersOnline = courierRows.filter((c) => c.status === 'ONLINE' && c.takesOrders).length;
  const minutesPerDelivery = Math.round((demand.minutesPerDelivery ?? DEFAULT_MINUTES_PER_DELIVERY) * 10) / 10;
  return {
    at: now.toISOString(),
    zone,
    zones,
    orders: orderRows.map((row) => presentOrder(row, now)),
    couriers,
    demand: {
      windowMinutes: DEMAND_WINDOW_MINUTES,
      ordersPlaced: demand.placed,
      ordersDelivered: demand.delivered,
      couriersOnline,
      minutesPerDelivery,
      capacity: Math.floor((couriersOnline * DEMAND_WINDOW_MINUTES) / Math.max(minutesPerDelivery, 1)),
    },
  };
}

function emptyDemand(): OperationsBoard['demand'] {
  return {
    windowMinutes: DEMAND_WINDOW_MINUTES,
    ordersPlaced: 0,
    ordersDelivered: 0,
    couriersOnline: 0,
    minutesPerDelivery: DEFAULT_MINUTES_PER_DELIVERY,
    capacity: 0,
  };
}

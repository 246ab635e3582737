import { sql } from 'drizzle-orm';
import type { Database, Tx } from '../../db/client';

type Db = Database | Tx;

/**
 * The orders a courier held once, by the audit log (dispatch's `order.assign` to it, staff's
 * `order.reassign` away from it), with where they stand now: one order, or those of one trip.
 */
export async function ordersOnceHeldBy(db: Db, courierId: number, scope: { orderId: number } | { tripId: number }) {
  const me = String(courierId);
  const held =
    'orderId' in scope
      ? sql`a.entity_id = ${String(scope.orderId)} and ((a.action = 'order.assign' and a.details->'after'->>'courierId' = ${me})
          or (a.action = 'order.reassign' and a.details->'before'->>'courierId' = ${me}))`
      : sql`a.action = 'order.assign' and a.details->'after'->>'courierId' = ${me} and a.details->'after'->>'tripId' = ${String(scope.tripId)}`;
  const result = (await db.execute(sql`
    select distinct o.id, o.status, o.courier_id from audit_log a join orders o on o.id::text = a.entity_id
    where a.entity = 'order' and ${held}`)) as unknown as { rows: { id: number; status: string; courier_id: number | null }[] };
  return result.rows.map((r) => ({ id: Number(r.id), status: r.status, courierId: r.courier_id === null ? null : Number(r.courier_id) }));
}

import { eq } from 'drizzle-orm';
import type { Database, Tx } from '../db/client';
import { withUniqueErrors } from '../db/database-errors';
import { idempotencyKeys } from '../db/schema/index';

type Db = Database | Tx;

/** A twin request stored its answer under the same key first (the primary key refused ours). */
export class IdempotencyKeyTaken extends Error {
  constructor() {
    super('idempotency key taken');
    this.name = 'IdempotencyKeyTaken';
  }
}

export function findIdempotencyRecord(db: Db, key: string) {
  return db.query.idempotencyKeys.findFirst({ where: eq(idempotencyKeys.key, key) });
}

/** Throws IdempotencyKeyTaken when the key is stored already; in a transaction, that rolls it back. */
export async function insertIdempotencyRecord(db: Db, values: typeof idempotencyKeys.$inferInsert) {
  await withUniqueErrors(db.insert(idempotencyKeys).values(values), { idempotency_keys_pkey: () => new IdempotencyKeyTaken() });
}

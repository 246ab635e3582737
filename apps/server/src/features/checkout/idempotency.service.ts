import { createHash } from 'node:crypto';
import type { Database, Tx } from '../../db/client';
import type { idempotencyKeys } from '../../db/schema/index';
import { AppError } from '../../lib/app-error';
import type { AppDeps } from '../../plugins/deps';
import { findIdempotencyRecord, insertIdempotencyRecord } from './checkout.repo';

export interface IdempotentResult<T> {
  statusCode: number;
  body: T;
}

/** Stores the response under the key, in the caller's transaction when it has one. */
export type Remember = (db: Database | Tx, result: IdempotentResult<unknown>) => Promise<void>;
/** The record `remember` would store, for a caller that writes it in its own statement; undefined without a key. */
export type RecordOf = (result: IdempotentResult<unknown>) => typeof idempotencyKeys.$inferInsert | undefined;

function isKeyTaken(error: unknown): boolean {
  for (let e = error as { code?: string; constraint?: string; cause?: unknown } | undefined, depth = 0; e && depth < 4; e = e.cause as typeof e, depth++) {
    if (e.code === '23505' && e.constraint === 'idempotency_keys_pkey') return true;
  }
  return false;
}

/**
 * DESIGN.md section 3: a request with an Idempotency-Key answers what the first request with that
 * key answered; the same key with another body is a 422. Keys are the caller's own: they are
 * stored per user and per call. Refusals are not remembered, so a corrected retry can succeed.
 *
 * `replayFirst: false` skips the look-up before the work, for work that cannot run twice because
 * it stores its record with its effects (make-order): a repeated key then fails on the record's
 * primary key, or is refused on the way, and the earlier answer is found after the failure
 * instead. That spares the common request, a new key, one round trip (decision 021).
 */
export async function idempotent<T>(
  deps: AppDeps,
  input: { key: string | undefined; userId: number; scope: string; request: unknown; replayFirst?: boolean },
  run: (remember: Remember, recordOf: RecordOf) => Promise<IdempotentResult<T>>,
): Promise<IdempotentResult<T>> {
  if (!input.key) return run(async () => {}, () => undefined);
  const key = `${input.userId}:${input.scope}:${input.key}`;
  const requestHash = createHash('sha256').update(JSON.stringify(input.request)).digest('hex');
  const recordOf: RecordOf = (result) => ({ key, userId: input.userId, requestHash, statusCode: result.statusCode, response: result.body });

  const replay = async () => {
    const record = await findIdempotencyRecord(deps.db, key);
    if (!record) return undefined;
    if (record.requestHash !== requestHash) throw new AppError('idempotencyKeyReused');
    return { statusCode: record.statusCode, body: record.response as T };
  };

  const replayFirst = input.replayFirst ?? true;
  if (replayFirst) {
    const earlier = await replay();
    if (earlier) return earlier;
  }
  try {
    return await run((db, result) => insertIdempotencyRecord(db, recordOf(result)!), recordOf);
  } catch (error) {
    // A twin request with the same key won the race: its work stands, ours was rolled back. Without
    // the look-up first, any failure may be a repeated key whose first answer must stand.
    if (!replayFirst || isKeyTaken(error)) {
      const winner = await replay();
      if (winner) return winner;
    }
    throw error;
  }
}

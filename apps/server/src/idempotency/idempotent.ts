import { createHash } from 'node:crypto';
import type { Database, Tx } from '../db/client';
import type { idempotencyKeys } from '../db/schema/index';
import { AppError } from '../lib/app-error';
import { findIdempotencyRecord, IdempotencyKeyTaken, insertIdempotencyRecord } from './idempotency.repo';

/**
 * The calls that take an Idempotency-Key. The record keeps only the answer: a replay answers with
 * the endpoint's own status, which the contract fixes.
 */
export type IdempotentScope = 'make-order' | 'checkout';

export interface IdempotentCall {
  /** The caller's Idempotency-Key; without one the call simply runs. */
  key: string | undefined;
  userId: number;
  scope: IdempotentScope;
  /** What the key must be reused with: the same key with anything else is a 422. */
  request: unknown;
  /**
   * false skips the look-up before the work, for work that stores its record in the statement
   * that does it (make-order): a repeated key then fails on the record's primary key, storing
   * nothing, or is refused on the way, and the earlier answer is looked up after the failure.
   * That spares the common request, a new key, one round trip (decision 021).
   */
  replayFirst?: boolean;
}

/**
 * Stores the call's answer under its key. Call it in the transaction that does the call's work
 * when there is one: a twin that stored first then rolls that work back (exactly once).
 */
export type Remember<T> = (db: Database | Tx, answer: T) => Promise<void>;
/** The record `remember` would store, for work that writes it in its own statement; undefined without a key. */
export type RecordOf<T> = (answer: T) => typeof idempotencyKeys.$inferInsert | undefined;

/**
 * DESIGN.md section 3, for every call that takes an Idempotency-Key (decision 027): a request with
 * a key answers what the first request with that key answered; the same key with another request
 * is a 422. Keys are the caller's own: stored per user and per call. Refusals are not remembered,
 * so a corrected retry can succeed.
 */
export async function idempotent<T>(db: Database, call: IdempotentCall, run: (remember: Remember<T>, recordOf: RecordOf<T>) => Promise<T>): Promise<T> {
  if (!call.key)
    return run(
      async () => {},
      () => undefined,
    );
  const key = `${call.userId}:${call.scope}:${call.key}`;
  const requestHash = createHash('sha256').update(JSON.stringify(call.request)).digest('hex');
  const recordOf = (answer: T) => ({ key, userId: call.userId, requestHash, response: answer });

  const replay = async () => {
    const record = await findIdempotencyRecord(db, key);
    if (!record) return undefined;
    if (record.requestHash !== requestHash) throw new AppError('idempotencyKeyReused');
    return { answer: record.response as T };
  };

  const replayFirst = call.replayFirst ?? true;
  if (replayFirst) {
    const earlier = await replay();
    if (earlier) return earlier.answer;
  }
  try {
    return await run((tx, answer) => insertIdempotencyRecord(tx, recordOf(answer)), recordOf);
  } catch (error) {
    // A twin request with the same key won the race: its work stands, ours was rolled back. Without
    // the look-up first, any refusal may be a repeated key whose first answer must stand.
    if (!replayFirst || error instanceof IdempotencyKeyTaken) {
      const winner = await replay();
      if (winner) return winner.answer;
    }
    throw error;
  }
}

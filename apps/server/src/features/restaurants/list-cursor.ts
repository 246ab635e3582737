import type { RestaurantCursorSortKey } from '@forkly/contracts';
import { fieldError } from '../../lib/app-error';

/**
 * Where the customer's restaurant list stopped: the last card's place in the ranking (keyset paging,
 * DESIGN.md section 3): its group (0 open, 1 closed or paused: closed ones come last), its sort
 * value and its id. The sort travels with it, so a cursor is never read under another order.
 */
export interface ListCursor {
  sortBy: RestaurantCursorSortKey;
  orderBy: 'ASC' | 'DESC';
  group: 0 | 1;
  value: number | string;
  id: number;
}

export function encodeCursor(cursor: ListCursor): string {
  return Buffer.from(JSON.stringify([cursor.sortBy, cursor.orderBy, cursor.group, cursor.value, cursor.id])).toString('base64url');
}

/** The cursor of `pageParam`, checked against the sort of this request; 400 when it does not fit. */
export function decodeCursor(text: string, expected: Pick<ListCursor, 'sortBy' | 'orderBy'>): ListCursor {
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(text, 'base64url').toString('utf8'));
  } catch {
    throw fieldError('pageParam', 'Invalid value');
  }
  if (!Array.isArray(parsed) || parsed.length !== 5) throw fieldError('pageParam', 'Invalid value');
  const [sortBy, orderBy, group, value, id] = parsed as unknown[];
  const valueFits = expected.sortBy === 'NAME' ? typeof value === 'string' && value.length <= 300 : typeof value === 'number' && Number.isFinite(value);
  const groupFits = group === 0 || group === 1;
  if (sortBy !== expected.sortBy || orderBy !== expected.orderBy || !groupFits || !valueFits || !Number.isSafeInteger(id) || (id as number) < 1) {
    throw fieldError('pageParam', 'Invalid value');
  }
  return { sortBy: expected.sortBy, orderBy: expected.orderBy, group, value: value as number | string, id: id as number };
}

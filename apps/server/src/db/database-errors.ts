/**
 * PostgreSQL's error codes, read in one place. Repositories use these to turn a constraint the
 * database enforced into the app's own error, so services never see SQLSTATEs (issue 9). pg and
 * PGlite put `code` and `constraint` on the error; Drizzle wraps it (`cause`), sometimes twice.
 */
interface PostgresError {
  code: string;
  constraint?: string;
  /** Every error the server sends has one; node's own errors (EPERM, ...) do not. */
  severity: string;
}

const SQLSTATE = { uniqueViolation: '23505', foreignKeyViolation: '23503', restrictViolation: '23001', checkViolation: '23514' } as const;

/** The database's own error inside whatever wrapped it, or undefined for any other error. */
export function postgresError(error: unknown): PostgresError | undefined {
  for (let e = error as { code?: unknown; severity?: unknown; cause?: unknown } | undefined, depth = 0; e && depth < 4; e = e.cause as typeof e, depth++) {
    if (typeof e.code === 'string' && typeof e.severity === 'string') return e as PostgresError;
  }
  return undefined;
}

function violates(error: unknown, code: string, constraint: string | undefined): boolean {
  const found = postgresError(error);
  return found?.code === code && (constraint === undefined || found.constraint === constraint);
}

/** A unique index refused the write (only `constraint`'s, when given). */
export const isUniqueViolation = (error: unknown, constraint?: string) => violates(error, SQLSTATE.uniqueViolation, constraint);
/**
 * A delete refused because other rows still reference the row: ON DELETE RESTRICT says so with
 * restrict_violation (23001), NO ACTION with foreign_key_violation (23503).
 */
export const isStillReferenced = (error: unknown, constraint?: string) =>
  violates(error, SQLSTATE.restrictViolation, constraint) || violates(error, SQLSTATE.foreignKeyViolation, constraint);
/** A CHECK constraint refused the row. */
export const isCheckViolation = (error: unknown, constraint?: string) => violates(error, SQLSTATE.checkViolation, constraint);

/**
 * Runs a write and throws `translate(constraint)`'s error when one of the named unique indexes
 * refused it; any other error is thrown on unchanged.
 */
export async function withUniqueErrors<T>(write: Promise<T>, errors: Record<string, () => Error>): Promise<T> {
  try {
    return await write;
  } catch (error) {
    const constraint = postgresError(error)?.constraint;
    if (constraint && Object.hasOwn(errors, constraint) && isUniqueViolation(error, constraint)) throw errors[constraint]!();
    throw error;
  }
}

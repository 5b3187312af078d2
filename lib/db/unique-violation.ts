/** Recognises PostgreSQL's unique_violation (SQLSTATE 23505) through Drizzle's error wrapper, on pg and PGlite alike. */

/** True when `error`, or the driver error it wraps (`cause`), is a unique-constraint violation. */
export function isUniqueViolation(error: unknown): boolean {
  for (let e: unknown = error; e && typeof e === "object"; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: unknown }).code === "23505") return true;
  }
  return false;
}

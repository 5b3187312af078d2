/**
 * Recognises PostgreSQL's constraint violations through Drizzle's error wrapper, on pg and PGlite alike:
 * unique_violation (SQLSTATE 23505) and exclusion_violation (23P01, an `EXCLUDE` constraint).
 */
import { causeChain } from "@/lib/errors/cause-chain";

/** True when `error`, or a driver error it wraps (`cause`), carries SQLSTATE `code`. */
function hasSqlState(error: unknown, code: string): boolean {
  return causeChain(error).some((e) => (e as { code?: unknown }).code === code);
}

/** True when `error`, or the driver error it wraps (`cause`), is a unique-constraint violation. */
export function isUniqueViolation(error: unknown): boolean {
  return hasSqlState(error, "23505");
}

/** True when `error`, or the driver error it wraps, is an exclusion-constraint violation (a booking's taken time). */
export function isExclusionViolation(error: unknown): boolean {
  return hasSqlState(error, "23P01");
}

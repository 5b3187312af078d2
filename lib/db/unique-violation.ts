/** Recognises PostgreSQL's unique_violation (SQLSTATE 23505) through Drizzle's error wrapper, on pg and PGlite alike. */
import { causeChain } from "@/lib/errors/cause-chain";

/** True when `error`, or the driver error it wraps (`cause`), is a unique-constraint violation. */
export function isUniqueViolation(error: unknown): boolean {
  return causeChain(error).some((e) => (e as { code?: unknown }).code === "23505");
}

/** Comparing secrets (bearer tokens, keys) without leaking where, or whether in length, they differ. */
import { createHash, timingSafeEqual } from "node:crypto";

const digest = (value: string) => createHash("sha256").update(value, "utf8").digest();

/** True when `a` equals `b`, in time independent of where they differ (both are hashed first, so lengths do not leak either). */
export function secretsEqual(a: string, b: string): boolean {
  return timingSafeEqual(digest(a), digest(b));
}

/** Password hashing with argon2id (`@node-rs/argon2`, OWASP's first choice for password storage). */
import { hash, verify } from "@node-rs/argon2";

/** Hashes a password into a self-describing PHC string (`$argon2id$v=19$m=…`). */
export function hashPassword(password: string): Promise<string> {
  // 19 MiB, 2 passes, 1 lane: OWASP Password Storage Cheat Sheet's argon2id baseline.
  return hash(password, { memoryCost: 19456, timeCost: 2, parallelism: 1 });
}

/** True when `password` matches `stored`; false (never throws) for a malformed stored hash. */
export async function verifyPassword(stored: string, password: string): Promise<boolean> {
  try {
    return await verify(stored, password);
  } catch {
    return false;
  }
}

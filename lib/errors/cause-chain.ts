/**
 * The one walker of an error's `cause` chain (Drizzle wraps the driver's error as `cause`, our own errors
 * wrap theirs): every link, outermost first, at most `depth` of them so a cycle cannot hang the caller.
 */

/** The errors of `error`'s `cause` chain, outermost first, objects only, at most `depth` links. */
export function causeChain(error: unknown, depth = 5): unknown[] {
  const chain: unknown[] = [];
  for (let e = error, n = 0; e && typeof e === "object" && n < depth; e = (e as { cause?: unknown }).cause, n++)
    chain.push(e);
  return chain;
}

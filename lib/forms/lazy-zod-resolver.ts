/**
 * A react-hook-form resolver that validates with `zodResolver` and a shared zod schema, but downloads
 * zod (about 45 KiB compressed) only when a form first needs it instead of with the page: the public
 * pages' Lighthouse goals (bench/public-pages.ts) leave no room for it. A public form's field bounds
 * come from a zod-free module (lib/bookings/limits.ts, lib/client-portal/limits.ts) for the same reason.
 */
import type { FieldValues, Resolver } from "react-hook-form";
import type { z } from "zod";

/** The resolver, and `preload` to start the download early (e.g. when the form gets focus). */
export interface LazyZodResolver<Input extends FieldValues, Output> {
  resolver: Resolver<Input, unknown, Output>;
  preload: () => void;
}

/**
 * Wraps `loadSchema` (a dynamic import of the schema's module) in a resolver. Loads once; a failed
 * download is retried on the next validation. Validation results are exactly `zodResolver`'s.
 */
export function lazyZodResolver<Input extends FieldValues, Output>(
  loadSchema: () => Promise<z.ZodType<Output, Input>>,
): LazyZodResolver<Input, Output> {
  let loading: Promise<Resolver<Input, unknown, Output>> | undefined;
  const load = () =>
    (loading ??= Promise.all([import("@hookform/resolvers/zod"), loadSchema()])
      .then(([{ zodResolver }, schema]) => zodResolver(schema) as Resolver<Input, unknown, Output>)
      .catch((error: unknown) => {
        loading = undefined;
        throw error;
      }));
  return {
    resolver: async (values, context, options) => (await load())(values, context, options),
    preload: () => void load().catch(() => {}),
  };
}

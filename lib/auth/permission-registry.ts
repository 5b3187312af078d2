/**
 * Which permission each wrapped server action and route handler checks, kept by the wrappers as they
 * build them (`adminAction`, `publicAction`, `withAdmin`). It lets a reader of a module's exports tell a
 * guarded one from one that checks nothing: tests/integration/permission-sweep.test.ts walks every
 * action and admin route this way and fails on one the table does not cover.
 */
import type { PermissionKey } from "./permissions";

/** A permission key, or `public` for an action anyone may call (the contact form, redeem, password reset). */
export type Guard = PermissionKey | "public";

const guards = new WeakMap<object, Guard>();

/** Notes that `handler` checks `guard`; answers `handler`. */
export function guarded<F extends object>(handler: F, guard: Guard): F {
  guards.set(handler, guard);
  return handler;
}

/** The guard `handler` was built with, or undefined for a function no wrapper built. */
export function guardOf(handler: unknown): Guard | undefined {
  return typeof handler === "function" ? guards.get(handler) : undefined;
}

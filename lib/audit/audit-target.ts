/**
 * The row an audited call acted on, as the permission table describes it (lib/auth/permissions.ts
 * `PermissionTarget`): its type, and its id from the call's input, else from its answer (a created row),
 * or the caller's own id for `actor`.
 */
import type { PermissionTarget } from "@/lib/auth/permissions";

/** What a call offers to find its target in. */
export interface TargetSources {
  input: unknown;
  result?: unknown;
  actorId: number;
}

function fieldOf(value: unknown, field: string): string | number | null {
  if (value === null || typeof value !== "object") return null;
  const item = (value as Record<string, unknown>)[field];
  return typeof item === "string" || typeof item === "number" ? item : null;
}

/** The audit row's target for a call, or null when the permission names none. */
export function auditTarget(
  target: PermissionTarget | undefined,
  sources: TargetSources,
): { type: string; id: string | number | null } | null {
  if (!target) return null;
  const field = target.idField ?? "id";
  if (field === "actor") return { type: target.type, id: sources.actorId };
  return { type: target.type, id: fieldOf(sources.input, field) ?? fieldOf(sources.result, field) };
}

/** A row id as the audit log may keep one from input nobody has validated: a positive 32-bit integer, else null. */
function rowIdOf(value: string | number | null): number | null {
  const id = typeof value === "string" && /^[1-9]\d{0,9}$/.test(value) ? Number(value) : value;
  return typeof id === "number" && Number.isInteger(id) && id > 0 && id <= 2_147_483_647 ? id : null;
}

/**
 * The target of a call refused before its input was parsed (a role the table refuses, input its schema
 * refuses): the permission's row type, and the id only when the raw input carries a well-formed row id, so
 * the refused edit of lead 12 reads "lead #12" and never stores what a caller made up.
 */
export function refusedTarget(
  target: PermissionTarget | undefined,
  input: unknown,
  actorId: number,
): { type: string; id: number | null } | null {
  if (!target) return null;
  const field = target.idField ?? "id";
  if (field === "actor") return { type: target.type, id: actorId };
  return { type: target.type, id: rowIdOf(fieldOf(input, field)) };
}

/** The submitted fields an audit row records: the input without the target's id, which has its own column. */
export function withoutTargetId(target: PermissionTarget | undefined, input: unknown): unknown {
  if (input === null || typeof input !== "object" || Array.isArray(input)) return input;
  const field = target?.idField ?? "id";
  if (!target || !(field in input)) return input;
  const { [field]: _id, ...rest } = input as Record<string, unknown>;
  void _id;
  return rest;
}

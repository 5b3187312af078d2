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

/** The submitted fields an audit row records: the input without the target's id, which has its own column. */
export function withoutTargetId(target: PermissionTarget | undefined, input: unknown): unknown {
  if (input === null || typeof input !== "object" || Array.isArray(input)) return input;
  const field = target?.idField ?? "id";
  if (!target || !(field in input)) return input;
  const { [field]: _id, ...rest } = input as Record<string, unknown>;
  void _id;
  return rest;
}

"use client";
/**
 * A form's fields, editable only by the roles the permission table lets save them (docs/decisions/auth-and-roles.md "Change
 * controls follow the role"): for any other role every input, select, switch and button inside is disabled
 * natively, so the form reads as it is. No box of its own; the `data-may` marker is IfMay's, for the role sweep.
 */
import { useMay } from "@/components/console/role-context";
import type { PermissionKey } from "@/lib/auth/permissions";

/** `children` in a fieldset that is disabled unless the signed-in user's role may run `permission`. */
export function MayFieldset({ permission, children }: { permission: PermissionKey; children: React.ReactNode }) {
  const may = useMay(permission);
  return (
    <fieldset disabled={!may} data-may={may ? permission : undefined} className="contents">
      {children}
    </fieldset>
  );
}

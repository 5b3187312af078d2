"use client";
/**
 * The console's one way to show a change control only to the roles the permission table allows
 * (docs/decisions/auth-and-roles.md "Change controls follow the role"). Server and client components both wrap a button, a
 * menu item or a form's submit in it; the `data-may` marker lets the role sweep in tests/e2e find every
 * control a role is shown and check its key against the table. The server is still the rule.
 */
import { useMay } from "@/components/console/role-context";
import type { PermissionKey } from "@/lib/auth/permissions";

/**
 * `children` when the signed-in user's role may run `permission`, else `fallback` (nothing unless given:
 * a read-only rendering such as plain text in place of an editor).
 */
export function IfMay({
  permission,
  fallback = null,
  children,
}: {
  permission: PermissionKey;
  fallback?: React.ReactNode;
  children: React.ReactNode;
}) {
  if (!useMay(permission)) return fallback;
  return (
    <span data-may={permission} className="contents">
      {children}
    </span>
  );
}

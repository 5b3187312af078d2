"use client";
/**
 * The signed-in user's role for the console's client components, so a screen hides the buttons the role
 * cannot use (docs/decisions/auth-and-roles.md "Roles"). The server is the rule: every action checks the role again.
 */
import { createContext, useContext } from "react";
import { roleMay, type PermissionKey } from "@/lib/auth/permissions";
import type { UserRole } from "@/lib/db/schema/auth";

// Outside a provider nothing is offered: a button shown to a role that may not use it would only fail.
const RoleContext = createContext<UserRole>("viewer");

/** Gives the console below it the signed-in user's `role` (the admin layout). */
export function RoleProvider({ role, children }: { role: UserRole; children: React.ReactNode }) {
  return <RoleContext value={role}>{children}</RoleContext>;
}

/** Whether the signed-in user's role may run what `key` names. */
export function useMay(key: PermissionKey): boolean {
  return roleMay(useContext(RoleContext), key);
}

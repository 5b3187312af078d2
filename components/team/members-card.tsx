"use client";
/**
 * The Team screen's accounts (docs/decisions/auth-and-roles.md "Team"): each with its name, username, e-mail, role
 * (changed in place), second factor, last sign-in and status, with Reset second factor, Sign out everywhere
 * and Deactivate / Reactivate, each confirmed first.
 */
import { useState } from "react";
import type { ColumnDef } from "@tanstack/react-table";
import { History, LogOut, ShieldOff, UserCheck, UserX } from "lucide-react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { formatDateTime, relativeTime } from "@/lib/format/date";
import type { TeamMember } from "@/lib/team/queries";
import { setMemberActiveAction, signOutEverywhereAction } from "@/lib/team/actions";
import { resetSecondFactorAction } from "@/lib/second-factor/actions";
import { auditHistoryHref } from "@/lib/audit/list-filter";
import { IntentLink } from "@/components/console/intent-link";
import { ConfirmDialog } from "@/components/console/confirm-dialog";
import { EmptyState } from "@/components/console/empty-state";
import { columnMeta as meta, DataTable } from "@/components/console/list/data-table";
import { RowActionButton, RowActions } from "@/components/console/list/row-actions";
import { useAdminAction } from "@/components/console/use-admin-action";
import { MemberRoleSelect } from "./member-role-select";

/** A member's full name, or null when they gave none. */
function fullName(member: TeamMember): string | null {
  return [member.firstName, member.lastName].filter(Boolean).join(" ") || null;
}

/** A step an owner confirms before it runs. */
type Step = "deactivate" | "sign-out" | "reset-second-factor";

/** What an owner is about to do to a member, pending their confirmation. */
type Pending = { member: TeamMember; step: Step } | null;

/** Each step's confirmation: its title for `username`, what it does, its button, and whether it destroys. */
const CONFIRMATIONS: Record<
  Step,
  { title: (username: string) => string; description: string; confirmLabel: string; destructive: boolean }
> = {
  deactivate: {
    title: (username) => `Deactivate ${username}`,
    description:
      "They are signed out at once and cannot sign in until an owner reactivates them. Their data and history stay.",
    confirmLabel: "Deactivate",
    destructive: true,
  },
  "sign-out": {
    title: (username) => `Sign ${username} out everywhere`,
    description: "Every browser where they are signed in asks them to sign in again at its next request.",
    confirmLabel: "Sign Out Everywhere",
    destructive: false,
  },
  "reset-second-factor": {
    title: (username) => `Reset the second factor of ${username}`,
    description:
      "Their authenticator app, passkeys and recovery codes are removed. They sign in with their password alone, and must set up a new second factor first while the team requires one.",
    confirmLabel: "Reset Second Factor",
    destructive: true,
  },
};

/** The accounts card; `now` is the server's clock (ms) "last signed in" is counted from. */
export function MembersCard({
  members,
  currentUserId,
  now,
}: {
  members: TeamMember[];
  currentUserId: number;
  now: number;
}) {
  const [confirming, setConfirming] = useState<Pending>(null);
  const setActive = useAdminAction(setMemberActiveAction, {
    errorMessage: { title: "Status Not Changed", fallback: "Failed to change the status" },
    successMessage: ({ isActive }) =>
      isActive
        ? "Team member reactivated"
        : { title: "Team member deactivated", description: "Their open sessions have ended." },
  });
  const resetFactor = useAdminAction(resetSecondFactorAction, {
    errorMessage: { title: "Reset Failed", fallback: "Failed to reset the second factor" },
    successMessage: {
      title: "Second factor reset",
      description: "They sign in with their password and set up a new second factor.",
    },
  });
  const signOut = useAdminAction(signOutEverywhereAction, {
    errorMessage: { title: "Sign-out Failed", fallback: "Failed to sign the member out" },
    successMessage: {
      title: "Signed out everywhere",
      description: "Every browser of theirs asks them to sign in again.",
    },
  });

  const columns: ColumnDef<TeamMember, unknown>[] = [
    {
      id: "name",
      header: "Name",
      meta: meta("whitespace-nowrap"),
      cell: ({ row: { original: m } }) => (
        <div>
          <div className="font-medium">
            {fullName(m) ?? m.username}
            {m.id === currentUserId && <span className="ml-2 text-xs text-muted-foreground">(you)</span>}
          </div>
          <div className="font-mono text-xs text-muted-foreground">{m.username}</div>
        </div>
      ),
    },
    { id: "email", header: "Email", cell: ({ row }) => row.original.email },
    {
      id: "role",
      header: "Role",
      cell: ({ row: { original: m } }) => (
        <MemberRoleSelect key={`${m.id}-${m.role}`} id={m.id} name={m.username} role={m.role} />
      ),
    },
    {
      id: "second-factor",
      header: "Second factor",
      cell: ({ row }) => (
        <Badge variant={row.original.secondFactor ? "default" : "outline"}>
          {row.original.secondFactor ? "On" : "Off"}
        </Badge>
      ),
    },
    {
      id: "last-sign-in",
      header: "Last sign-in",
      meta: meta("whitespace-nowrap"),
      cell: ({ row: { original: m } }) => (
        <span title={m.lastSignInAt ? formatDateTime(m.lastSignInAt) : undefined}>
          {relativeTime(m.lastSignInAt, "Never", now)}
        </span>
      ),
    },
    {
      id: "status",
      header: "Status",
      cell: ({ row }) => (
        <Badge variant={row.original.isActive ? "default" : "secondary"}>
          {row.original.isActive ? "Active" : "Deactivated"}
        </Badge>
      ),
    },
    {
      id: "actions",
      header: "Actions",
      meta: meta("text-right"),
      cell: ({ row: { original: m } }) => (
        <RowActions>
          <Button variant="ghost" size="icon" asChild>
            <IntentLink href={auditHistoryHref("user", m.id)} aria-label={`History of ${m.username}`}>
              <History aria-hidden="true" />
            </IntentLink>
          </Button>
          {m.secondFactor && m.id !== currentUserId && (
            <RowActionButton
              label={`Reset the second factor of ${m.username}`}
              icon={ShieldOff}
              destructive
              onClick={() => setConfirming({ member: m, step: "reset-second-factor" })}
            />
          )}
          <RowActionButton
            label={`Sign ${m.username} out everywhere`}
            icon={LogOut}
            onClick={() => setConfirming({ member: m, step: "sign-out" })}
          />
          {m.isActive ? (
            <RowActionButton
              label={`Deactivate ${m.username}`}
              icon={UserX}
              destructive
              onClick={() => setConfirming({ member: m, step: "deactivate" })}
            />
          ) : (
            <RowActionButton
              label={`Reactivate ${m.username}`}
              icon={UserCheck}
              onClick={() => void setActive.run({ id: m.id, isActive: true })}
            />
          )}
        </RowActions>
      ),
    },
  ];

  const member = confirming?.member;
  const confirmation = confirming && CONFIRMATIONS[confirming.step];
  return (
    <Card className="min-w-0">
      <CardHeader>
        <CardTitle>
          <h2>Members</h2>
        </CardTitle>
        <CardDescription>
          Everyone who can sign in. A deactivated member keeps their history and cannot sign in.
        </CardDescription>
      </CardHeader>
      <CardContent className="overflow-x-auto">
        <DataTable
          cardsBelowSm
          columns={columns}
          rows={members}
          getRowId={(m) => String(m.id)}
          caption="Team members"
          empty={<EmptyState>No team members.</EmptyState>}
          rowProps={(m) => ({
            "data-username": m.username,
            className: m.isActive ? undefined : "text-muted-foreground",
          })}
        />
      </CardContent>
      <ConfirmDialog
        open={confirming !== null}
        onOpenChange={(open) => !open && setConfirming(null)}
        title={confirmation?.title(member?.username ?? "") ?? ""}
        description={confirmation?.description ?? ""}
        confirmLabel={confirmation?.confirmLabel ?? ""}
        destructive={confirmation?.destructive}
        onConfirm={() => {
          if (!member) return null;
          if (confirming?.step === "deactivate") return setActive.run({ id: member.id, isActive: false });
          if (confirming?.step === "reset-second-factor") return resetFactor.run({ userId: member.id });
          return signOut.run({ id: member.id });
        }}
      />
    </Card>
  );
}

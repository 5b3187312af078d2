"use client";
/** The Team screen's open invitations (docs/decisions/auth-and-roles.md "Team"), each with Resend and Revoke. */
import { useState } from "react";
import type { ColumnDef } from "@tanstack/react-table";
import { MailPlus, RotateCw, X } from "lucide-react";
import { Badge } from "@/components/ui/badge";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { formatDateTime } from "@/lib/format/date";
import { INVITATION_TTL_WORDS, invitationExpiry } from "@/lib/team/invitation-expiry";
import type { OpenInvitation } from "@/lib/team/queries";
import { resendInvitationAction, revokeInvitationAction } from "@/lib/team/actions";
import { ROLE_LABELS } from "@/lib/team/labels";
import { ConfirmDialog } from "@/components/console/confirm-dialog";
import { EmptyState } from "@/components/console/empty-state";
import { columnMeta as meta, DataTable } from "@/components/console/list/data-table";
import { RowActionButton, RowActions } from "@/components/console/list/row-actions";
import { useAdminAction } from "@/components/console/use-admin-action";

/** The open invitations card; `now` is the server's clock (ms) the expiries are counted from. */
export function InvitationsCard({ invitations, now }: { invitations: OpenInvitation[]; now: number }) {
  const [revoking, setRevoking] = useState<OpenInvitation | null>(null);
  const resend = useAdminAction(resendInvitationAction, {
    errorMessage: { title: "Resend Failed", fallback: "Failed to send the invitation again" },
    successMessage: ({ email }) => ({
      title: "Invitation sent again",
      description: `${email} has ${INVITATION_TTL_WORDS} from now. The earlier link no longer works.`,
    }),
  });
  const revoke = useAdminAction(revokeInvitationAction, {
    errorMessage: { title: "Revoke Failed", fallback: "Failed to revoke the invitation" },
    successMessage: { title: "Invitation revoked", description: revoking?.email },
  });

  const columns: ColumnDef<OpenInvitation, unknown>[] = [
    { id: "email", header: "Email", cell: ({ row }) => row.original.email },
    { id: "role", header: "Role", cell: ({ row }) => ROLE_LABELS[row.original.role] },
    { id: "invited-by", header: "Invited by", cell: ({ row }) => row.original.invitedBy ?? "—" },
    {
      id: "sent",
      header: "Sent",
      meta: meta("whitespace-nowrap"),
      cell: ({ row }) => formatDateTime(row.original.sentAt),
    },
    {
      id: "expires",
      header: "Link",
      meta: meta("whitespace-nowrap"),
      cell: ({ row: { original: i } }) =>
        i.expired ? (
          <Badge variant="secondary">Expired</Badge>
        ) : (
          <span title={formatDateTime(i.expiresAt)}>{invitationExpiry(i.expiresAt, now)}</span>
        ),
    },
    {
      id: "actions",
      header: "Actions",
      meta: meta("text-right"),
      cell: ({ row: { original: i } }) => (
        <RowActions>
          <RowActionButton
            label={`Resend the invitation to ${i.email}`}
            icon={RotateCw}
            onClick={() => void resend.run({ id: i.id })}
          />
          <RowActionButton
            label={`Revoke the invitation to ${i.email}`}
            icon={X}
            destructive
            onClick={() => setRevoking(i)}
          />
        </RowActions>
      ),
    },
  ];

  return (
    <Card className="min-w-0">
      <CardHeader>
        <CardTitle>
          <h2>Invitations</h2>
        </CardTitle>
        <CardDescription>
          Sent and not yet accepted. Resending gives a new link for {INVITATION_TTL_WORDS} more.
        </CardDescription>
      </CardHeader>
      <CardContent className="overflow-x-auto">
        <DataTable
          cardsBelowSm
          columns={columns}
          rows={invitations}
          getRowId={(i) => String(i.id)}
          caption="Open invitations"
          empty={<EmptyState icon={MailPlus}>No open invitations.</EmptyState>}
          rowProps={(i) => ({ "data-email": i.email, className: "align-middle" })}
        />
      </CardContent>
      <ConfirmDialog
        open={revoking !== null}
        onOpenChange={(open) => !open && setRevoking(null)}
        title={`Revoke the invitation to ${revoking?.email ?? ""}`}
        description="The link in the e-mail stops working. You can invite the address again later."
        confirmLabel="Revoke"
        destructive
        onConfirm={() => revoking && revoke.run({ id: revoking.id })}
      />
    </Card>
  );
}

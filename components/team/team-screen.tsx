"use client";
/**
 * The Team screen (docs/decisions/auth-and-roles.md "Team"): every account with its name, username, e-mail, role (changed
 * in place), second factor, last sign-in and status, with Reset second factor, Sign out everywhere and
 * Deactivate / Reactivate; then the open invitations with Resend and Revoke; and Invite.
 */
import { useState } from "react";
import { UserPlus } from "lucide-react";
import { Button } from "@/components/ui/button";
import type { OpenInvitation, TeamMember } from "@/lib/team/queries";
import { InviteDialog } from "./invite-dialog";
import { InvitationsCard } from "./invitations-card";
import { MembersCard } from "./members-card";

/** The screen below its header. */
export function TeamScreen({
  members,
  invitations,
  currentUserId,
  now,
}: {
  members: TeamMember[];
  invitations: OpenInvitation[];
  currentUserId: number;
  /**
   * The server's clock when it read the lists (ms since the epoch): "5 minutes ago" and "Expires in 7 days"
   * are counted from it, so the server's render and the browser's hydration say the same words.
   */
  now: number;
}) {
  const [inviting, setInviting] = useState<number | null>(null);
  return (
    <div className="grid gap-6">
      <div className="flex justify-end">
        <Button onClick={() => setInviting(Date.now())}>
          <UserPlus aria-hidden="true" />
          Invite Member
        </Button>
      </div>
      <MembersCard members={members} currentUserId={currentUserId} now={now} />
      <InvitationsCard invitations={invitations} now={now} />
      {inviting !== null && <InviteDialog key={inviting} onClose={() => setInviting(null)} />}
    </div>
  );
}

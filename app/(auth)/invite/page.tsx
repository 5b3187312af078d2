/** /invite?token=…: an invitee chooses their username, password and names (docs/decisions/auth-and-roles.md "Team"). */
import type { Metadata } from "next";
import Link from "next/link";
import { AcceptInvitationForm } from "@/components/team/accept-invitation-form";
import { Card, CardDescription, CardHeader } from "@/components/ui/card";
import { isIdentifier } from "@/lib/input/identifiers";
import { findUsableInvitation, INVALID_INVITATION } from "@/lib/team/invitations";

export const metadata: Metadata = {
  title: "Join the team",
  // The token sits in this page's URL: never send it to another site as a Referer.
  referrer: "no-referrer",
};

type Props = { searchParams: Promise<{ token?: string | string[] }> };

/** The form for a usable link, else why the link does not work. */
export default async function InvitePage({ searchParams }: Props) {
  const raw = (await searchParams).token;
  const token = (Array.isArray(raw) ? raw[0] : raw)?.trim() ?? "";
  const invitation = isIdentifier("token", token) ? await findUsableInvitation(token) : null;
  if (!invitation) {
    return (
      <Card>
        <CardHeader>
          <h1 className="text-xl font-semibold">Invitation not valid</h1>
          <CardDescription>{INVALID_INVITATION}</CardDescription>
          <Link href="/auth" className="text-sm underline underline-offset-4">
            Go to sign in
          </Link>
        </CardHeader>
      </Card>
    );
  }
  return <AcceptInvitationForm token={token} email={invitation.email} role={invitation.role} />;
}

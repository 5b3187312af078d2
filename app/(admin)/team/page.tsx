/** /team: the Team screen (docs/decisions/auth-and-roles.md "Team"); owners only (`team.view`). */
import type { Metadata } from "next";
import { ForbiddenNotice } from "@/components/console/forbidden-notice";
import { PageHeader } from "@/components/console/page-header";
import { TeamScreen } from "@/components/team/team-screen";
import { roleMay } from "@/lib/auth/permissions";
import { requireUser } from "@/lib/auth/session";
import { openInvitations, teamMembers } from "@/lib/team/queries";

export const metadata: Metadata = { title: "Team" };

/** The members, the open invitations and Invite; other roles see a notice instead. */
export default async function TeamPage() {
  const user = await requireUser();
  const header = <PageHeader title="Team" description="Who can sign in, what each role may do, and who is invited." />;
  if (!roleMay(user.role, "team.view")) {
    return (
      <>
        {header}
        <ForbiddenNotice screen="the Team screen" />
      </>
    );
  }
  const { members, invitations, now } = await readTeam();
  return (
    <>
      {header}
      <TeamScreen members={members} invitations={invitations} currentUserId={user.id} now={now} />
    </>
  );
}

/** The members and open invitations, and when they were read: the screen counts "5 minutes ago" from then. */
async function readTeam() {
  const [members, invitations] = await Promise.all([teamMembers(), openInvitations()]);
  return { members, invitations, now: Date.now() };
}

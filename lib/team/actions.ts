"use server";
/**
 * Server actions of the Team screen and the invitation page (docs/decisions/auth-and-roles.md "Team"): validate, call
 * ./invitations.ts or ./change-members.ts, revalidate. Every team action is the owner's
 * (lib/auth/permissions.ts `team.*`); accepting an invitation is public, its link is the credential.
 */
import { headers } from "next/headers";
import { revalidatePath } from "next/cache";
import { adminAction, publicAction } from "@/lib/action";
import { addressSubject } from "@/lib/limits/address-subject";
import { spendAttempt } from "@/lib/limits/count-attempt";
import { db } from "@/lib/db";
import { changeRole, setMemberActive, signOutEverywhere } from "./change-members";
import { acceptInvitation, inviteMember, resendInvitation, revokeInvitation } from "./invitations";
import {
  acceptInvitationSchema,
  invitationIdSchema,
  inviteSchema,
  memberActiveSchema,
  memberIdSchema,
  memberRoleSchema,
} from "./schemas";

const TEAM_PAGE = "/team";

/** Invite: queues the e-mail with a 7-day link; answers the invitation without its token. */
export const inviteMemberAction = adminAction("team.invite", inviteSchema, async (input, { user }) => {
  const { id, email, role, expiresAt } = await inviteMember(db, input, user);
  revalidatePath(TEAM_PAGE);
  return { id, email, role, expiresAt };
});

/** Resend: a new link (the old one stops working), 7 more days. */
export const resendInvitationAction = adminAction(
  "team.invitation.resend",
  invitationIdSchema,
  async ({ id }, { user }) => {
    const { email, expiresAt } = await resendInvitation(db, id, user);
    revalidatePath(TEAM_PAGE);
    return { id, email, expiresAt };
  },
);

/** Revoke: the link stops working. */
export const revokeInvitationAction = adminAction("team.invitation.revoke", invitationIdSchema, async ({ id }) => {
  await revokeInvitation(db, id);
  revalidatePath(TEAM_PAGE);
  return null;
});

/** Role change; the last active owner keeps the role. */
export const changeRoleAction = adminAction("team.role", memberRoleSchema, async ({ id, role }) => {
  await changeRole(db, id, role);
  revalidatePath(TEAM_PAGE);
  return { id, role };
});

/** Deactivate (every session ends at once) or reactivate; the last active owner stays active. */
export const setMemberActiveAction = adminAction("team.active", memberActiveSchema, async ({ id, isActive }) => {
  await setMemberActive(db, id, isActive);
  revalidatePath(TEAM_PAGE);
  return { id, isActive };
});

/** Sign out everywhere: every browser of the member is signed out at its next request. */
export const signOutEverywhereAction = adminAction("team.sign-out", memberIdSchema, async ({ id }) => {
  await signOutEverywhere(db, id);
  return null;
});

/** The invitation page's form: creates the account; the invitee then signs in. */
export const acceptInvitationAction = publicAction(acceptInvitationSchema, async (input, { ip }) => {
  // Each try hashes a password: limited per address (rule `invitation.accept` of lib/limits/rules.ts).
  await spendAttempt("invitation.accept", addressSubject(ip));
  const requestHeaders = await headers();
  const { username } = await acceptInvitation(db, input, {
    ipAddress: ip,
    userAgent: requestHeaders.get("user-agent"),
  });
  return { username };
});

/**
 * Invitations to the team (docs/decisions/auth-and-roles.md "Team"). An owner invites an e-mail address with a role; the
 * e-mail, queued through the outbox in the same transaction, carries a single-use link that works for 7
 * days. The link's token is 32 random bytes (base64url); the database keeps only its SHA-256, so a leaked
 * table cannot be replayed. A resend issues a new token (the old link stops working) and 7 fresh days; a
 * revoke ends it. Accepting spends the invitation with a conditional UPDATE in the transaction that creates
 * the user, so two uses of one link cannot both succeed.
 */
import { createHash, randomBytes } from "node:crypto";
import { and, eq, gt, isNull, sql } from "drizzle-orm";
import { db, type Database } from "@/lib/db";
import { isUniqueViolation } from "@/lib/db/unique-violation";
import { userInvitations, users, type UserInvitation } from "@/lib/db/schema";
import { enqueueEmail } from "@/lib/email";
import { AGENCY_NAME, renderAgencyReply } from "@/lib/email/agency-reply";
import { env } from "@/lib/env";
import { AppError } from "@/lib/errors/app-error";
import { deliverAfterResponse } from "@/lib/outbox/deliver";
import { hashPassword } from "@/lib/auth/password";
import { recordAudit } from "@/lib/audit/record-audit";
import type { AuditRequest } from "@/lib/audit/record-audit";
import { INVITATION_ACCEPT_ACTION } from "@/lib/audit/events";
import { INVITATION_TTL_SECONDS, INVITATION_TTL_WORDS } from "./invitation-expiry";
import { ROLE_LABELS } from "./labels";
import type { AcceptInvitationInput, InviteInput } from "./schemas";

/** The refusal for a missing, unknown, expired, revoked or already used link. */
export const INVALID_INVITATION = "This invitation link is invalid or expired. Ask an owner of the team for a new one.";

const USERNAME_TAKEN = "This username is taken";

const sha256Hex = (value: string) => createHash("sha256").update(value).digest("hex");

const open = and(isNull(userInvitations.acceptedAt), isNull(userInvitations.revokedAt));

const expiresIn7Days = sql`now() + make_interval(secs => ${INVITATION_TTL_SECONDS})`;

/** The invitation page's address for `token`: `${PUBLIC_BASE_URL}/invite?token=…`. */
export function invitationLink(token: string): string {
  const url = new URL("/invite", env.PUBLIC_BASE_URL);
  url.searchParams.set("token", token);
  return url.toString();
}

/** Queues the invitation e-mail (agency template) through `tx`; its first try starts after the commit. */
async function queueInvitationEmail(
  tx: Database,
  invitation: Pick<UserInvitation, "email" | "role">,
  token: string,
  inviter: string,
) {
  const link = invitationLink(token);
  const body = [
    `${inviter} invited you to the ${AGENCY_NAME} console as ${ROLE_LABELS[invitation.role].toLowerCase()}.`,
    `Open the link below within ${INVITATION_TTL_WORDS} to choose your username and password. It works once.`,
    "If you did not expect this invitation, ignore this e-mail.",
  ].join("\n\n");
  const { html, text } = await renderAgencyReply({
    recipientName: null,
    body,
    siteUrl: env.PUBLIC_BASE_URL,
    contactEmail: env.CONTACT_EMAIL,
    action: { label: "Accept the invitation", href: link },
  });
  const id = await enqueueEmail(tx, {
    to: invitation.email,
    subject: `You are invited to the ${AGENCY_NAME} console`,
    text,
    html,
  });
  deliverAfterResponse(id);
}

/**
 * Invites `input.email` as `input.role` and queues the e-mail. Inviting an address with an open invitation
 * sends it again with the new role.
 * @throws AppError `conflict` when a user already has the address.
 */
export async function inviteMember(
  db: Database,
  input: InviteInput,
  inviter: { id: number; username: string },
): Promise<UserInvitation> {
  const email = input.email.toLowerCase();
  const [member] = await db
    .select({ id: users.id })
    .from(users)
    .where(sql`lower(${users.email}) = ${email}`);
  if (member)
    throw new AppError("conflict", "A team member already has this email address", {
      fieldErrors: { email: ["A team member already has this email address"] },
    });
  const token = randomBytes(32).toString("base64url");
  const values = {
    email,
    role: input.role,
    tokenHash: sha256Hex(token),
    invitedBy: inviter.id,
    expiresAt: expiresIn7Days,
    sentAt: sql`now()`,
  };
  const [invitation] = await db
    .insert(userInvitations)
    .values(values)
    .onConflictDoUpdate({
      target: userInvitations.email,
      targetWhere: open,
      set: {
        role: values.role,
        tokenHash: values.tokenHash,
        invitedBy: values.invitedBy,
        expiresAt: values.expiresAt,
        sentAt: values.sentAt,
      },
    })
    .returning();
  await queueInvitationEmail(db, invitation!, token, inviter.username);
  return invitation!;
}

/**
 * Sends open invitation `id` again with a new link (the old one stops working) valid 7 more days.
 * @throws AppError `not_found` when it was accepted, revoked or never existed.
 */
export async function resendInvitation(
  db: Database,
  id: number,
  inviter: { username: string },
): Promise<UserInvitation> {
  const token = randomBytes(32).toString("base64url");
  const [invitation] = await db
    .update(userInvitations)
    .set({ tokenHash: sha256Hex(token), expiresAt: expiresIn7Days, sentAt: sql`now()` })
    .where(and(eq(userInvitations.id, id), open))
    .returning();
  if (!invitation) throw new AppError("not_found", "This invitation was already accepted or revoked");
  await queueInvitationEmail(db, invitation, token, inviter.username);
  return invitation;
}

/**
 * Revokes open invitation `id`: its link stops working.
 * @throws AppError `not_found` when it was accepted, revoked or never existed.
 */
export async function revokeInvitation(db: Database, id: number): Promise<void> {
  const [revoked] = await db
    .update(userInvitations)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(userInvitations.id, id), open))
    .returning({ id: userInvitations.id });
  if (!revoked) throw new AppError("not_found", "This invitation was already accepted or revoked");
}

/** The open, unexpired invitation behind `token` (its e-mail and role, for the page), or null. */
export async function findUsableInvitation(
  token: string,
): Promise<Pick<UserInvitation, "id" | "email" | "role"> | null> {
  const [row] = await db
    .select({ id: userInvitations.id, email: userInvitations.email, role: userInvitations.role })
    .from(userInvitations)
    .where(and(eq(userInvitations.tokenHash, sha256Hex(token)), open, gt(userInvitations.expiresAt, sql`now()`)));
  return row ?? null;
}

/**
 * Creates the invited user (argon2id password, the invitation's e-mail and role) and spends the
 * invitation, in one transaction with its audit row (`team.invitation.accept`, the new user as actor).
 * @throws AppError `invalid` (`INVALID_INVITATION`) for a link that is unknown, expired, revoked or used;
 *   `conflict` with a field error when the username or the e-mail address is taken.
 */
export async function acceptInvitation(
  db: Database,
  input: AcceptInvitationInput,
  request: AuditRequest,
): Promise<{ userId: number; username: string }> {
  // Hashing takes tens of milliseconds: before the transaction, so no lock waits on it.
  const passwordHash = await hashPassword(input.password);
  try {
    return await db.transaction(async (tx) => {
      const [invitation] = await tx
        .update(userInvitations)
        .set({ acceptedAt: sql`now()` })
        .where(
          and(eq(userInvitations.tokenHash, sha256Hex(input.token)), open, gt(userInvitations.expiresAt, sql`now()`)),
        )
        .returning();
      if (!invitation) throw new AppError("invalid", INVALID_INVITATION);
      // Sign-in finds a username whatever its case, so two may not differ by case alone.
      const [sameName] = await tx
        .select({ id: users.id })
        .from(users)
        .where(sql`lower(${users.username}) = ${input.username.toLowerCase()}`);
      if (sameName) throw new AppError("conflict", USERNAME_TAKEN, { fieldErrors: { username: [USERNAME_TAKEN] } });
      const [user] = await tx
        .insert(users)
        .values({
          username: input.username,
          email: invitation.email,
          password: passwordHash,
          firstName: input.firstName || null,
          lastName: input.lastName || null,
          role: invitation.role,
        })
        .returning({ id: users.id, username: users.username });
      await tx.update(userInvitations).set({ acceptedUserId: user!.id }).where(eq(userInvitations.id, invitation.id));
      await recordAudit(tx, {
        ...request,
        actor: { id: user!.id, username: user!.username },
        action: INVITATION_ACCEPT_ACTION,
        target: { type: "user", id: user!.id },
        outcome: "ok",
        changes: { email: invitation.email, role: invitation.role, invitationId: invitation.id },
      });
      return { userId: user!.id, username: user!.username };
    });
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    // Someone took the username (or the address) between the check and the insert.
    throw new AppError("conflict", USERNAME_TAKEN, { fieldErrors: { username: [USERNAME_TAKEN] } });
  }
}

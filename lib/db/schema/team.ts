/**
 * Invitations to the team (docs/decisions/auth-and-roles.md "Team"): an owner invites an e-mail address with a role; the
 * link's token travels once, in the e-mail, and only its SHA-256 is kept, like a password-reset token.
 */
import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, serial, timestamp, uniqueIndex, varchar } from "drizzle-orm/pg-core";
import { at, createdAt } from "./columns";
import { users, type UserRole } from "./auth";

export const userInvitations = pgTable(
  "user_invitations",
  {
    id: serial("id").primaryKey(),
    /** Lower case, as the invitation was sent. */
    email: varchar("email", { length: 255 }).notNull(),
    /** The role the new user gets. */
    role: varchar("role", { length: 10 }).$type<UserRole>().notNull(),
    /** SHA-256 (hex) of the link's token; a resend replaces it, so only the newest link works. */
    tokenHash: varchar("token_hash", { length: 64 }).notNull().unique(),
    invitedBy: integer("invited_by").references(() => users.id, { onDelete: "set null" }),
    /** Database clock: created (or resent) + 7 days. */
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    acceptedAt: at("accepted_at"),
    /** The account the invitation created. */
    acceptedUserId: integer("accepted_user_id").references(() => users.id, { onDelete: "set null" }),
    revokedAt: at("revoked_at"),
    createdAt: createdAt(),
    /** When the link was last sent (created or resent). */
    sentAt: timestamp("sent_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check("user_invitations_role_check", sql`${t.role} in ('owner', 'staff', 'viewer')`),
    // One open invitation per address: inviting it again is a resend.
    uniqueIndex("user_invitations_open_email_idx")
      .on(t.email)
      .where(sql`${t.acceptedAt} is null and ${t.revokedAt} is null`),
    // The Team screen's open invitations, newest first.
    index("user_invitations_open_created_idx")
      .on(t.createdAt.desc(), t.id.desc())
      .where(sql`${t.acceptedAt} is null and ${t.revokedAt} is null`),
  ],
);

export type UserInvitation = typeof userInvitations.$inferSelect;

/**
 * Reads of the Team screen (docs/decisions/auth-and-roles.md "Team"). The team is every account: it grows only by an
 * owner's invitations, so it is read whole, owners first; open invitations likewise, newest first.
 */
import "server-only";
import { and, asc, desc, eq, getTableName, inArray, isNull, sql } from "drizzle-orm";
import { db } from "@/lib/db";
import { auditLog, userInvitations, users, type UserRole } from "@/lib/db/schema";
import { SIGN_IN_ACTION } from "@/lib/audit/events";
import { ASSIGNABLE_ROLES } from "./assignable-roles";
import { memberName } from "./member-name";

/** One row of the team table. */
export interface TeamMember {
  id: number;
  username: string;
  email: string;
  firstName: string | null;
  lastName: string | null;
  role: UserRole;
  isActive: boolean;
  /** Whether the member signs in with a second factor. */
  secondFactor: boolean;
  /** The last successful sign-in (from the audit log), or null for never. */
  lastSignInAt: Date | null;
}

/** One open invitation; `expired` once its 7 days are over (resend gives it 7 more). */
export interface OpenInvitation {
  id: number;
  email: string;
  role: UserRole;
  sentAt: Date;
  expiresAt: Date;
  expired: boolean;
  invitedBy: string | null;
}

const ROLE_ORDER = sql`case ${users.role} when 'owner' then 0 when 'staff' then 1 else 2 end`;

/** Every account, active ones first, then owners, staff and viewers, by username. */
export async function teamMembers(): Promise<TeamMember[]> {
  // Each member's newest sign-in, on audit_log_actor_at_id_idx (the team is small, the log is not). A
  // one-table select names its columns without their table, so the outer row's id is spelled out: a bare
  // "id" inside the subquery would be audit_log's.
  const memberId = sql`${sql.identifier(getTableName(users))}.${sql.identifier(users.id.name)}`;
  const lastSignIn = sql<Date | null>`(
    select ${auditLog.at} from ${auditLog}
    where ${auditLog.actorId} = ${memberId} and ${auditLog.action} = ${SIGN_IN_ACTION} and ${auditLog.outcome} = 'ok'
    order by ${auditLog.at} desc, ${auditLog.id} desc limit 1
  )`.mapWith((value: string | Date | null) => (value === null ? null : new Date(value)));
  return db
    .select({
      id: users.id,
      username: users.username,
      email: users.email,
      firstName: users.firstName,
      lastName: users.lastName,
      role: users.role,
      isActive: users.isActive,
      // Kept by lib/second-factor/factor-flag.ts: a confirmed authenticator or a passkey.
      secondFactor: users.secondFactorEnabled,
      lastSignInAt: lastSignIn,
    })
    .from(users)
    .orderBy(desc(users.isActive), ROLE_ORDER, asc(users.username));
}

/** How many open invitations the screen lists; older ones are revoked or resent from the newest. */
export const OPEN_INVITATIONS_SHOWN = 50;

/** The open (not accepted, not revoked) invitations, newest first, on `user_invitations_open_created_idx`. */
export async function openInvitations(): Promise<OpenInvitation[]> {
  return db
    .select({
      id: userInvitations.id,
      email: userInvitations.email,
      role: userInvitations.role,
      sentAt: userInvitations.sentAt,
      expiresAt: userInvitations.expiresAt,
      expired: sql<boolean>`${userInvitations.expiresAt} <= now()`,
      invitedBy: users.username,
    })
    .from(userInvitations)
    .leftJoin(users, eq(users.id, userInvitations.invitedBy))
    .where(and(isNull(userInvitations.acceptedAt), isNull(userInvitations.revokedAt)))
    .orderBy(desc(userInvitations.createdAt), desc(userInvitations.id))
    .limit(OPEN_INVITATIONS_SHOWN);
}

/** A team member a lead can be assigned to, by id and name. */
export interface Assignee {
  id: number;
  name: string;
}

/** The active owners and staff (who can work on a lead), by name, for the lead page's "Assigned to". */
export async function assignableMembers(): Promise<Assignee[]> {
  const rows = await db
    .select({ id: users.id, username: users.username, firstName: users.firstName, lastName: users.lastName })
    .from(users)
    .where(and(eq(users.isActive, true), inArray(users.role, [...ASSIGNABLE_ROLES])));
  return rows.map((row) => ({ id: row.id, name: memberName(row) })).sort((a, b) => a.name.localeCompare(b.name));
}

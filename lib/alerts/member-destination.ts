/**
 * Where an alert channel that follows a team member sends (docs/decisions/federation-and-health.md "Alert channels that follow
 * a team member"): the member's e-mail for an e-mail channel and the phone number on their profile for
 * an SMS channel, read when the alert is sent, so a changed address is followed. A deactivated member,
 * or an SMS channel whose member has no phone number, gets nothing, and the reason is shown.
 */
import { eq } from "drizzle-orm";
import { db, type Database } from "@/lib/db";
import { users } from "@/lib/db/schema";
import { normalizePhoneNumber } from "@/lib/format/phone";

/** The member a channel follows, as far as sending and the screens need. */
export interface ChannelMember {
  id: number;
  username: string;
  firstName: string | null;
  lastName: string | null;
  email: string;
  phoneNumber: string | null;
  isActive: boolean;
}

/** The columns of `users` that make a `ChannelMember`. */
export const CHANNEL_MEMBER_COLUMNS = {
  id: users.id,
  username: users.username,
  firstName: users.firstName,
  lastName: users.lastName,
  email: users.email,
  phoneNumber: users.phoneNumber,
  isActive: users.isActive,
};

/** The member's full name, or their username when they gave none. */
export function memberName(member: Pick<ChannelMember, "username" | "firstName" | "lastName">): string {
  return [member.firstName, member.lastName].filter(Boolean).join(" ") || member.username;
}

/** The address a `kind` channel following `member` sends to now, or why it sends nothing. */
export function memberAddress(
  kind: "email" | "sms",
  member: ChannelMember,
): { ok: true; target: string } | { ok: false; reason: string } {
  if (!member.isActive) return { ok: false, reason: `${memberName(member)} is deactivated` };
  if (kind === "email") return { ok: true, target: member.email };
  // The profile keeps a North American number as its ten digits (docs/spec/site-and-admin.md §5); SMS needs E.164.
  const phone = member.phoneNumber ? normalizePhoneNumber(member.phoneNumber) : null;
  return phone
    ? { ok: true, target: phone }
    : { ok: false, reason: `${memberName(member)} has no phone number in their profile` };
}

/** A team member the channel dialog offers: their name, e-mail and SMS number (E.164; null without one). */
export interface MemberChoice {
  id: number;
  name: string;
  email: string;
  phone: string | null;
}

/** The active team members a channel may follow, by name. */
export async function channelMemberChoices(): Promise<MemberChoice[]> {
  const rows = await db.select(CHANNEL_MEMBER_COLUMNS).from(users).where(eq(users.isActive, true));
  return rows
    .map((member) => {
      const phone = memberAddress("sms", member);
      return { id: member.id, name: memberName(member), email: member.email, phone: phone.ok ? phone.target : null };
    })
    .sort((a, b) => a.name.localeCompare(b.name));
}

/** Member `id`, or null when there is no such user. */
export async function findChannelMember(database: Database, id: number): Promise<ChannelMember | null> {
  const [row] = await database.select(CHANNEL_MEMBER_COLUMNS).from(users).where(eq(users.id, id));
  return row ?? null;
}

/**
 * Where a channel sends now: its own `target`, or for a channel that follows a member (`memberId` and
 * the joined `member`), that member's address or the reason it sends nothing. A channel whose member's
 * account was deleted lost its `memberId` and keeps the member's last address.
 */
export function channelAddress(
  channel: { kind: string; target: string; memberId: number | null },
  member: ChannelMember | null,
): { ok: true; target: string } | { ok: false; reason: string } {
  if (channel.memberId === null || !member || (channel.kind !== "email" && channel.kind !== "sms"))
    return { ok: true, target: channel.target };
  return memberAddress(channel.kind, member);
}

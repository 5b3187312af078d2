/**
 * A lead's timeline for /leads/[id] (docs/sms.md "Leads"): its SMS both ways (with delivery state, a
 * scheduled reply's time, an MMS's media; a text received while the number was opted out, marked so), its number's opt-outs and opt-ins (the consent ledger), contact
 * requests, the codes issued with their drafts, redemptions, e-mails about the person (from the outbox,
 * with their delivery state), and the admins' events — one list, oldest first, each with its time. Who
 * replied or acted is named (lib/team/member-names.ts), from the username each record keeps.
 * Each kind reads its newest `TIMELINE_LIMIT` rows on its `(lead_id, created_at)` index.
 */
import "server-only";
import { desc, eq, inArray } from "drizzle-orm";
import { db } from "@/lib/db";
import {
  contactRequests,
  leadEmails,
  leadEvents,
  outboxMessages,
  projectCodes,
  smsMedia,
  smsMessages,
  type ProjectCode,
  type SmsMedia,
} from "@/lib/db/schema";
import { consentEventsOf } from "@/lib/sms/consent-ledger";
import { RECEIVED_WHILE_OPTED_OUT } from "@/lib/sms/inbound-decision";
import { memberNamesByUsername } from "@/lib/team/member-names";

/** Most rows of each kind a timeline shows (the newest). */
export const TIMELINE_LIMIT = 200;

/** One entry of the timeline; `at` orders them. */
export type TimelineItem =
  | {
      kind: "sms";
      at: Date;
      id: number;
      direction: "inbound" | "outbound";
      from: string;
      to: string;
      body: string;
      /** An inbound text from the number while it was opted out: stored, answered by nobody (lib/sms/inbound-decision.ts). */
      receivedWhileOptedOut: boolean;
      /** The automatic answer given to an inbound message (TwiML), if any. */
      autoReply: string | null;
      routingStatus: string;
      deliveryStatus: string | null;
      errorCode: number | null;
      /** The outbox row's status of an outbound reply (`unsent`: no SMS provider configured). */
      outboxStatus: string | null;
      /** Why the outbox could not send an outbound reply (a refusal's words, e.g. the number opted out). */
      outboxError: string | null;
      /** The admin who sent a reply, by name (their username when the account is gone). */
      sentBy: string | null;
      projectCodeId: number | null;
      /** A scheduled reply: the time chosen, and when it leaves (moved past the recipient's quiet hours). */
      scheduledFor: Date | null;
      sendAt: Date | null;
      /** An inbound MMS's media, in Twilio's order (docs/sms.md "Photos"). */
      media: TimelineMedia[];
    }
  /** An opt-out or opt-in the lead's number texted (the consent ledger), with the message that carried it. */
  | { kind: "consent"; at: Date; id: number; action: "opt-out" | "opt-in"; keyword: string; message: string }
  | {
      kind: "contact";
      at: Date;
      id: number;
      name: string;
      email: string;
      company: string | null;
      projectType: string;
      message: string;
    }
  | { kind: "code"; at: Date; id: number; code: string; row: ProjectCode }
  | {
      kind: "redemption";
      at: Date;
      id: number;
      code: string;
      name: string | null;
      email: string | null;
      phone: string | null;
    }
  | {
      kind: "email";
      at: Date;
      id: number;
      emailKind: "reply" | "notification";
      recipient: string;
      subject: string | null;
      body: string;
      status: string;
      /** A `failed` row with a next try; false once out of tries or refused for good (lib/outbox/permanent-refusal.ts). */
      retrying: boolean;
      lastError: string | null;
      sentAt: Date | null;
      /** A reply's admin, by name (their username when the account is gone). */
      sentBy: string | null;
    }
  | {
      kind: "event";
      at: Date;
      id: number;
      eventKind: string;
      fromStatus: string | null;
      toStatus: string | null;
      body: string | null;
      otherLeadId: number | null;
      /** The admin who acted, by name (their username when the account is gone). */
      actor: string | null;
    };

/** One photo or file of an inbound MMS, as the timeline shows it: stored here (served by id), or why not. */
export type TimelineMedia = Pick<
  SmsMedia,
  "id" | "smsMessageId" | "position" | "contentType" | "status" | "byteSize" | "error"
>;

/**
 * The lead's timeline, oldest first; `truncated` when some kind had more than `TIMELINE_LIMIT` rows.
 * `phone` is the lead's number, whose consent ledger the timeline shows.
 */
export async function leadTimeline(
  leadId: number,
  phone: string | null = null,
): Promise<{ items: TimelineItem[]; truncated: boolean }> {
  const limit = TIMELINE_LIMIT + 1;
  const [sms, contacts, codes, emails, events, consent] = await Promise.all([
    db
      .select({ message: smsMessages, outboxStatus: outboxMessages.status, outboxError: outboxMessages.lastError })
      .from(smsMessages)
      .leftJoin(outboxMessages, eq(outboxMessages.id, smsMessages.outboxMessageId))
      .where(eq(smsMessages.leadId, leadId))
      .orderBy(desc(smsMessages.createdAt), desc(smsMessages.id))
      .limit(limit),
    db
      .select()
      .from(contactRequests)
      .where(eq(contactRequests.leadId, leadId))
      .orderBy(desc(contactRequests.createdAt))
      .limit(limit),
    db
      .select()
      .from(projectCodes)
      .where(eq(projectCodes.leadId, leadId))
      .orderBy(desc(projectCodes.createdAt))
      .limit(limit),
    db
      .select({ link: leadEmails, outbox: outboxMessages })
      .from(leadEmails)
      .innerJoin(outboxMessages, eq(outboxMessages.id, leadEmails.outboxMessageId))
      .where(eq(leadEmails.leadId, leadId))
      .orderBy(desc(leadEmails.createdAt))
      .limit(limit),
    db
      .select()
      .from(leadEvents)
      .where(eq(leadEvents.leadId, leadId))
      .orderBy(desc(leadEvents.createdAt), desc(leadEvents.id))
      .limit(limit),
    phone ? consentEventsOf(db, phone, limit) : [],
  ]);
  const truncated = [sms, contacts, codes, emails, events, consent].some((rows) => rows.length > TIMELINE_LIMIT);
  const mms = cutRows(sms).filter((row) => row.message.mediaCount > 0);
  const media = mms.length
    ? await db
        .select({
          smsMessageId: smsMedia.smsMessageId,
          id: smsMedia.id,
          position: smsMedia.position,
          contentType: smsMedia.contentType,
          status: smsMedia.status,
          byteSize: smsMedia.byteSize,
          error: smsMedia.error,
        })
        .from(smsMedia)
        .where(
          inArray(
            smsMedia.smsMessageId,
            mms.map((row) => row.message.id),
          ),
        )
        .orderBy(smsMedia.smsMessageId, smsMedia.position)
    : [];
  const names = await memberNamesByUsername(db, [
    ...cutRows(sms).flatMap((row) => row.message.sentBy ?? []),
    ...cutRows(emails).flatMap((row) => row.link.sentBy ?? []),
    ...cutRows(events).flatMap((e) => e.actor ?? []),
  ]);
  const nameOf = (username: string | null) => (username === null ? null : (names.get(username) ?? username));

  const items: TimelineItem[] = [
    ...cutRows(sms).map(({ message: m, outboxStatus, outboxError }): TimelineItem => ({
      kind: "sms",
      at: m.createdAt,
      id: m.id,
      direction: m.direction === "outbound" ? "outbound" : "inbound",
      from: m.fromNumber,
      to: m.toNumber,
      body: m.messageBody,
      receivedWhileOptedOut: m.direction === "inbound" && m.forwardedTo === RECEIVED_WHILE_OPTED_OUT,
      autoReply: m.direction === "outbound" ? null : m.replyBody,
      routingStatus: m.routingStatus,
      deliveryStatus: m.deliveryStatus,
      errorCode: m.errorCode,
      outboxStatus: m.direction === "outbound" ? outboxStatus : null,
      outboxError: m.direction === "outbound" ? outboxError : null,
      sentBy: nameOf(m.sentBy),
      projectCodeId: m.projectCodeId,
      scheduledFor: m.scheduledFor,
      sendAt: m.sendAt,
      media: media.filter((item) => item.smsMessageId === m.id),
    })),
    ...cutRows(consent).map((e): TimelineItem => ({
      kind: "consent",
      at: e.createdAt,
      id: e.id,
      action: e.action === "opt-in" ? "opt-in" : "opt-out",
      keyword: e.keyword,
      message: e.messageBody,
    })),
    ...cutRows(contacts).map((r): TimelineItem => ({
      kind: "contact",
      at: r.createdAt,
      id: r.id,
      name: `${r.firstName} ${r.lastName}`,
      email: r.email,
      company: r.company,
      projectType: r.projectType,
      message: r.message,
    })),
    ...cutRows(codes).flatMap((c): TimelineItem[] => [
      { kind: "code", at: c.createdAt, id: c.id, code: c.code, row: c },
      ...(c.isUsed
        ? [
            {
              kind: "redemption" as const,
              at: c.usedAt ?? c.updatedAt,
              id: c.id,
              code: c.code,
              name: c.usedByName,
              email: c.usedByEmail,
              phone: c.usedByPhone,
            },
          ]
        : []),
    ]),
    ...cutRows(emails).map(({ link, outbox }): TimelineItem => ({
      kind: "email",
      at: outbox.createdAt,
      id: outbox.id,
      emailKind: link.kind === "reply" ? "reply" : "notification",
      recipient: outbox.recipient,
      subject: outbox.subject,
      body: outbox.body,
      status: outbox.status,
      retrying: outbox.status === "failed" && outbox.nextAttemptAt !== null,
      lastError: outbox.lastError,
      sentAt: outbox.sentAt,
      sentBy: nameOf(link.sentBy),
    })),
    ...cutRows(events).map((e): TimelineItem => ({
      kind: "event",
      at: e.createdAt,
      id: e.id,
      eventKind: e.kind,
      fromStatus: e.fromStatus,
      toStatus: e.toStatus,
      body: e.body,
      otherLeadId: e.otherLeadId,
      actor: nameOf(e.actor),
    })),
  ];
  items.sort((a, b) => a.at.getTime() - b.at.getTime() || kindOrder(a) - kindOrder(b) || a.id - b.id);
  return { items, truncated };
}

// Items at the same instant: what the person sent before what it caused (a code before its redemption).
const KIND_ORDER: Record<TimelineItem["kind"], number> = {
  contact: 0,
  sms: 1,
  consent: 2,
  code: 3,
  redemption: 4,
  email: 5,
  event: 6,
};

/** The newest `TIMELINE_LIMIT` rows of a kind read with one more, to tell whether it was cut. */
function cutRows<T>(rows: T[]): T[] {
  return rows.slice(0, TIMELINE_LIMIT);
}
const kindOrder = (item: TimelineItem) => KIND_ORDER[item.kind];

/**
 * The SMS pipeline behind `POST /api/sms/webhook` and the /test-sms page (docs/sms.md), in three steps:
 * `claimMessage` (store once per MessageSid, sender state, rate limit) → `dispatch` (the one inbound
 * decision of lib/sms/inbound-decision.ts: compliance, a conversation's text to the lead's timeline, or
 * `routeMessage` → an internal handler of lib/sms-intake/internal-handlers.ts, or a forward queued in the outbox)
 * → `finishMessage` (store the outcome and the reply). An MMS's media are listed in the transaction and
 * fetched after it (lib/sms/fetch-media.ts).
 *
 * Everything for one message happens in one transaction that starts by inserting the message with
 * `on conflict (message_sid) do nothing`. A duplicate of a MessageSid being processed waits on that
 * insert until the first transaction commits (PostgreSQL's unique-index check), then answers the
 * stored reply: of any number of concurrent copies exactly one does the work, and a crash rolls
 * everything back so Twilio's retry starts clean. Messages of one sender are serialized by an advisory
 * lock, so the per-number limit and the "same idea, same code" rule hold under concurrency.
 * A message costs begin, the claim (lock, insert, sender status and rate limit in one statement), its
 * handler's statements (the project-code handler: look-up, insert and link of the code in one, and the
 * lead's), the finishing update and commit; a message a route took, one more after commit for the
 * route's counters.
 */
import { eq, sql } from "drizzle-orm";
import { modelConfigFromEnv, type ModelConfig } from "@/lib/ai/model";
import { db, type Database } from "@/lib/db";
import { executeNamed } from "@/lib/db/named-statement";
import { authorizedPhones, leads, smsMessages, smsOptOuts, smsRoutes } from "@/lib/db/schema";
import { env } from "@/lib/env";
import { deliverQueued } from "@/lib/outbox/deliver";
import { enqueue } from "@/lib/outbox/enqueue";
import { countAttemptStatement } from "@/lib/limits/count-attempt";
import { attachOptedOutText, attachTextedMessage } from "@/lib/leads/attach";
import { leadPhone } from "@/lib/leads/identity";
import { checkCompliance } from "@/lib/sms/compliance";
import { fetchPendingMedia, recordInboundMedia } from "@/lib/sms/fetch-media";
import {
  CONVERSATION_WINDOW_DAYS,
  isComplianceText,
  RECEIVED_WHILE_OPTED_OUT,
  type SenderState,
} from "@/lib/sms/inbound-decision";
import type { DeferredTask } from "@/lib/sms/handler";
import type { InboundSms } from "@/lib/sms/inbound-message";
import type { OpenOffer } from "@/lib/sms/slot-choice";
import { openOfferSql, takeSlotOffer } from "@/lib/bookings/slot-offers";
import {
  DEFAULT_HANDLER,
  INTERNAL_HANDLERS,
  internalHandlerOf,
  internalTarget,
  isInternalTarget,
  type SmsAnswer,
} from "./internal-handlers";
import { routeMessage } from "./routing";
import { forwardMessage } from "./routing/forward";
import { routingVersionSql } from "./routing/routing-table-cache";
import { twimlAnswer } from "@/lib/sms/twiml";

/** The first key of the two-key advisory locks this module takes (ASCII "sm"); the second is the sender's hash. */
const SENDER_LOCK_CLASS = 0x736d;

/** Marks messages answered by compliance (keywords) in `sms_messages.forwarded_to`. */
const COMPLIANCE_TARGET = "internal://compliance";

/** Marks a conversation's texts (stored on the lead's timeline, not routed) in `sms_messages.forwarded_to`. */
const CONVERSATION_TARGET = "internal://conversation";

/** Marks a lead's answer to an offer of times (lib/bookings/slot-offers.ts) in `sms_messages.forwarded_to`. */
const SLOT_OFFER_TARGET = "internal://slot-offer";

/** How the caller runs work after its response (`after` from next/server) and which model finishes drafts. */
export interface ReceiveOptions {
  defer?: (task: DeferredTask) => void;
  /** Defaults to the model configured in the environment (none: template drafts only). */
  modelConfig?: ModelConfig | null;
}

/**
 * The pipeline's answer: what to reply (null: nothing), the TwiML document carrying it, and what became
 * of the message.
 */
export type InboundResult = SmsAnswer & { duplicate: boolean; twiml: string };

/** What the claim learns: the new row, the sender's state for the decision, and the routing version. */
type Claimed = { id: number; routingVersion: number } & SenderState;

/**
 * Claims the message in one statement: takes the sender's lock (in the FROM clause, before the insert),
 * inserts the message as `pending` unless its MessageSid exists, reads the sender's opt-out,
 * authorization and open conversation (its lead answered by the agency, or past `new` and active,
 * within `CONVERSATION_WINDOW_DAYS`), and counts the message toward the sender's limit when it is
 * countable and the sender is none of those. The unique-index check waits for a concurrent copy's
 * transaction, so at most one copy gets a row back. The sender reads see the statement's snapshot,
 * taken just before the lock was granted: that matters only for a STOP or an authorization change
 * racing this very message.
 * It also reads the routing version, so the cached routing table is checked without another round trip.
 * @returns the new row's id, the sender's state and the routing version, or null when the MessageSid was seen before.
 */
async function claimMessage(database: Database, message: InboundSms): Promise<Claimed | null> {
  const counted = sql`${!isComplianceText(message)} and exists (select 1 from claimed) and not (select opted_out or authorized or in_conversation from sender)`;
  const window = sql`now() - make_interval(days => ${CONVERSATION_WINDOW_DAYS})`;
  const [row] = await executeNamed<{
    id: number;
    optedOut: boolean;
    authorized: boolean;
    inConversation: boolean;
    hits: number | null;
    routingVersion: number;
    offer: OpenOffer | null;
  }>(
    database,
    "sms_claim_message",
    sql`
    with claimed as (
      insert into ${smsMessages} (message_sid, from_number, to_number, message_body, routing_status, media_count)
      select ${message.messageSid}, ${message.from}, ${message.to}, ${message.body}, 'pending', ${message.media?.length ?? 0}::int
      from (select pg_advisory_xact_lock(${SENDER_LOCK_CLASS}, hashtext(${message.from}))) as sender_lock
      on conflict (message_sid) do nothing
      returning id
    ), sender as (
      select exists(select 1 from ${smsOptOuts} where phone_number = ${message.from}) as opted_out,
             exists(select 1 from ${authorizedPhones} where phone_number = ${message.from} and is_active) as authorized,
             exists(select 1 from ${leads} where phone = ${leadPhone(message.from)}
               and (last_outbound_at > ${window} or (status <> 'new' and last_activity_at > ${window}))) as in_conversation
    ), hit as (${countAttemptStatement("sms.sender", message.from, counted)})
    select claimed.id, sender.opted_out as "optedOut", sender.authorized, sender.in_conversation as "inConversation",
           (select count from hit) as hits, ${routingVersionSql} as "routingVersion",
           ${openOfferSql(leadPhone(message.from))} as offer
    from claimed, sender`,
  );
  return row
    ? {
        id: row.id,
        optedOut: row.optedOut === true,
        authorized: row.authorized === true,
        inConversation: row.inConversation === true,
        hits: row.hits ?? null,
        routingVersion: Number(row.routingVersion),
        offer: row.offer ?? null,
      }
    : null;
}

/** The answer to a MessageSid seen before: the reply and status stored the first time. */
async function storedResult(database: Database, messageSid: string): Promise<InboundResult> {
  const [row] = await database
    .select({ reply: smsMessages.replyBody, status: smsMessages.routingStatus })
    .from(smsMessages)
    .where(eq(smsMessages.messageSid, messageSid));
  if (!row) throw new Error(`sms_messages row ${messageSid} vanished after a conflict`);
  return {
    reply: row.reply,
    twiml: twimlAnswer(row.reply),
    status: row.status as InboundResult["status"],
    outcome: "duplicate",
    duplicate: true,
  };
}

/** What `dispatch` decided for a claimed message, as `finishMessage` stores it. */
interface Dispatched {
  handled: SmsAnswer;
  /** The route that took the message, null for compliance answers and the no-match behaviour. */
  routeId: number | null;
  /**
   * `sms_messages.forwarded_to`: the route's target, `COMPLIANCE_TARGET`, `RECEIVED_WHILE_OPTED_OUT`, or null
   * when blocked otherwise.
   */
  forwardedTo: string | null;
  /** The outbox row carrying the forward, if one was queued. */
  outboxMessageId: number | null;
}

/** What `dispatch` needs besides the message: the claim's findings, the model, and the deferred work list. */
interface DispatchContext {
  claimed: Claimed;
  modelConfig: ModelConfig | null;
  defer: (task: DeferredTask) => void;
}

/**
 * Decides and does what the message asks, inside the pipeline's transaction `tx` (lib/sms/inbound-decision.ts):
 * compliance answers keywords, blocked senders and the rate limit; a conversation's text goes to the
 * lead's timeline without an answer, and its `NEW IDEA` to the default handler; otherwise the route's
 * internal handler runs, or its forward is queued in the outbox (the first try deferred until after commit).
 */
async function dispatch(
  tx: Database,
  message: InboundSms,
  { claimed, modelConfig, defer }: DispatchContext,
): Promise<Dispatched> {
  const verdict = await checkCompliance(tx, message, claimed, env.PUBLIC_BASE_URL);
  if (!verdict.pass) {
    if (verdict.handled.outcome === "blocked") {
      await attachOptedOutText(tx, message);
      return { handled: verdict.handled, routeId: null, forwardedTo: RECEIVED_WHILE_OPTED_OUT, outboxMessageId: null };
    }
    const blocked = verdict.handled.status === "blocked";
    return {
      handled: verdict.handled,
      routeId: null,
      forwardedTo: blocked ? null : COMPLIANCE_TARGET,
      outboxMessageId: null,
    };
  }
  const context = {
    db: tx,
    messageId: claimed.id,
    authorized: verdict.authorized,
    baseUrl: env.PUBLIC_BASE_URL,
    modelConfig,
    defer,
  };
  if (verdict.path === "conversation") {
    await attachTextedMessage(tx, message);
    return {
      handled: { reply: null, status: "routed", outcome: "conversation" },
      routeId: null,
      forwardedTo: CONVERSATION_TARGET,
      outboxMessageId: null,
    };
  }
  if (verdict.path === "slot-choice") {
    await attachTextedMessage(tx, message);
    const taken = await takeSlotOffer(tx, verdict.offerId, verdict.index);
    for (const id of taken.outboxIds) defer(() => deliverQueued(id).then(() => undefined));
    return {
      handled: { reply: taken.reply, status: "routed", outcome: "conversation" },
      routeId: null,
      forwardedTo: SLOT_OFFER_TARGET,
      outboxMessageId: null,
    };
  }
  if (verdict.path === "new-idea") {
    const handled = await INTERNAL_HANDLERS[DEFAULT_HANDLER](message, context);
    return { handled, routeId: null, forwardedTo: internalTarget(DEFAULT_HANDLER), outboxMessageId: null };
  }
  const route = await routeMessage(message, tx, claimed.routingVersion);
  const decided = { routeId: route.routeId, forwardedTo: route.target, outboxMessageId: null };
  if (route.target === null) return { ...decided, handled: { reply: null, status: "blocked", outcome: "no-route" } };
  const handler = internalHandlerOf(route.target);
  if (handler) return { ...decided, handled: await handler(message, context) };
  const forward = isInternalTarget(route.target)
    ? null
    : forwardMessage(
        route.targetType ?? "",
        route.target,
        message,
        { id: route.routeId!, name: route.routeName ?? "" },
        new Date(),
      );
  if (!forward) return { ...decided, handled: { reply: null, status: "failed", outcome: "unhandled" } };
  const outboxMessageId = await enqueue(tx, forward);
  defer(() => deliverQueued(outboxMessageId).then(() => undefined));
  return { ...decided, outboxMessageId, handled: { reply: null, status: "pending", outcome: "forwarded" } };
}

/**
 * Stores what became of claimed message `id`. A route deleted since the table was cached leaves
 * `route_id` null: the KEY SHARE lock keeps a concurrent delete from removing the route between this
 * read and the foreign-key check, and does not conflict with another message's counter update (a no-key update).
 */
async function finishMessage(
  tx: Database,
  id: number,
  { handled, routeId, forwardedTo, outboxMessageId }: Dispatched,
): Promise<void> {
  await executeNamed(
    tx,
    "sms_finish_message",
    sql`update ${smsMessages} set routing_status = ${handled.status},
      route_id = (select id from ${smsRoutes} where id = ${routeId} for key share), forwarded_to = ${forwardedTo},
      reply_body = ${handled.reply}, outbox_message_id = ${outboxMessageId}
    where id = ${id}`,
  );
}

/**
 * Receives one inbound message: claims it, dispatches it, builds the TwiML answer and stores the
 * outcome, in one transaction, so a code and its reply commit together or not at all (docs/decisions/sms-and-conversations.md
 * "A code and its reply commit together"). A MessageSid seen before gets the reply stored the first
 * time and changes nothing.
 * @throws on a database failure or a reply TwiML cannot carry (nothing of the message is kept; the
 *   webhook answers 500 and Twilio may retry).
 */
export async function receiveInboundSms(message: InboundSms, options: ReceiveOptions = {}): Promise<InboundResult> {
  const deferred: DeferredTask[] = [];
  const modelConfig = options.modelConfig === undefined ? modelConfigFromEnv() : options.modelConfig;
  const result = await db.transaction(async (tx): Promise<InboundResult & { routeId: number | null }> => {
    const claimed = await claimMessage(tx, message);
    if (!claimed) return { ...(await storedResult(tx, message.messageSid)), routeId: null };
    if (message.media?.length) {
      // The media are listed now and fetched after the answer, which must not wait for them (docs/sms.md "Photos").
      await recordInboundMedia(tx, claimed.id, message.media);
      deferred.push(() => fetchPendingMedia(db, { smsMessageId: claimed.id }).then(() => undefined));
    }
    const dispatched = await dispatch(tx, message, { claimed, modelConfig, defer: (task) => deferred.push(task) });
    const twiml = twimlAnswer(dispatched.handled.reply);
    await finishMessage(tx, claimed.id, dispatched);
    return { ...dispatched.handled, twiml, duplicate: false, routeId: dispatched.routeId };
  });
  // The route's counters move after commit, in a statement of their own: every message a route takes
  // updates that one row, and inside the message's transaction its lock was held until the client's
  // COMMIT came back, queueing every concurrent message of the route behind it (docs/decisions/sms-and-conversations.md
  // "Webhook contention"). The increment stays atomic; a crash between commit and this statement loses
  // one count, never a message.
  const { routeId, ...answer } = result;
  if (routeId !== null && !answer.duplicate) {
    await executeNamed(
      db,
      "sms_count_route_match",
      sql`update ${smsRoutes} set match_count = match_count + 1, last_matched = now() where id = ${routeId}`,
    );
  }
  // Only after commit: deferred work uses the global client and must see the committed rows.
  const defer =
    options.defer ??
    ((task: DeferredTask) => void task().catch((error) => console.error("[sms] deferred task failed", error)));
  for (const task of deferred) defer(task);
  return answer;
}

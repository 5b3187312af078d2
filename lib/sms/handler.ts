/**
 * What the SMS pipeline and its handlers exchange. A handler receives a message that passed
 * compliance and answers with the reply to send and the message's routing status
 * (operator-console.md §3 "SMS message status": pending, routed, failed, blocked).
 */
import type { ModelConfig } from "@/lib/ai/model";
import type { Database } from "@/lib/db";
import type { CodeSummary } from "@/lib/project-codes/create";
import type { InboundSms } from "./inbound-message";

/**
 * `sms_messages.routing_status` values this app writes. Besides the spec's four, `unsent`: a forward
 * kept in the outbox because its channel has no provider configured (docs/decisions.md "Forwards
 * without a provider"); only lib/outbox/deliver.ts writes it.
 */
export type SmsRoutingStatus = "pending" | "routed" | "failed" | "blocked" | "unsent";

/** What became of a message, for the test page and the tests (the webhook only sends `reply`). */
export type SmsOutcome =
  | "code-created"
  | "code-repeated"
  | "rejected"
  | "opted-out"
  | "opted-in"
  | "help"
  | "blocked"
  | "rate-limited"
  | "unhandled"
  | "forwarded"
  | "no-route"
  | "duplicate";

/** A handler's answer. `reply` null means an empty TwiML response (nothing is texted back). */
export interface HandledMessage {
  reply: string | null;
  status: SmsRoutingStatus;
  outcome: SmsOutcome;
  /** The code the message created or was given again. */
  projectCode?: CodeSummary | null;
}

/** Work a handler may leave for after the response (e.g. the model's draft); runs outside the transaction. */
export type DeferredTask = () => Promise<void>;

/** What a handler gets besides the message. `db` is the pipeline's transaction: use it, never the global client. */
export interface SmsHandlerContext {
  db: Database;
  /** The sender is an active `authorized_phones` number. */
  authorized: boolean;
  /** `PUBLIC_BASE_URL`, for links in replies. */
  baseUrl: string;
  /** The model that finishes drafts after the response, or null for template drafts only. */
  modelConfig: ModelConfig | null;
  defer: (task: DeferredTask) => void;
}

/** A message handler, e.g. the project-code service (`internal://project-code`). */
export type SmsHandler = (message: InboundSms, context: SmsHandlerContext) => Promise<HandledMessage>;

/**
 * What the SMS pipeline and its handlers exchange. A handler receives a message that passed
 * compliance and answers with the reply to send and the message's routing status
 * (docs/spec/operator-console.md §4 "SMS message status": pending, routed, failed, blocked). Handlers are listed
 * in lib/sms-intake/internal-handlers.ts; the pipeline knows none of them.
 */
import type { ModelConfig } from "@/lib/ai/model";
import type { Database } from "@/lib/db";
import type { InboundSms } from "./inbound-message";

/**
 * `sms_messages.routing_status` values this app writes. Besides the spec's four, `unsent`: a forward
 * kept in the outbox because its channel has no provider configured (docs/decisions/sms-and-conversations.md "Forwards
 * without a provider"); only the outbox's settle hook (lib/sms/forward-settle.ts) writes it.
 */
export type SmsRoutingStatus = "pending" | "routed" | "failed" | "blocked" | "unsent";

/** What the pipeline itself made of a message (compliance, routing, forwards, repeats). */
export type PipelineOutcome =
  | "opted-out"
  | "opted-in"
  | "help"
  | "blocked"
  | "rate-limited"
  | "unhandled"
  | "forwarded"
  | "no-route"
  | "duplicate"
  | "conversation";

/**
 * A handler's or the pipeline's answer. `reply` null means an empty TwiML response (nothing is texted
 * back). `outcome` and `detail` are for the test page and the tests (the webhook only sends `reply`):
 * a handler names its own outcomes and may return what it made (e.g. the project code).
 */
export interface HandledMessage<Outcome extends string = PipelineOutcome, Detail = never> {
  reply: string | null;
  status: SmsRoutingStatus;
  outcome: Outcome;
  detail?: Detail;
}

/** Work a handler may leave for after the response (e.g. the model's draft); runs outside the transaction. */
export type DeferredTask = () => Promise<void>;

/** What a handler gets besides the message. `db` is the pipeline's transaction: use it, never the global client. */
export interface SmsHandlerContext {
  db: Database;
  /** The message's `sms_messages.id`, for a handler that links its own rows to the message. */
  messageId: number;
  /** The sender is an active `authorized_phones` number. */
  authorized: boolean;
  /** `PUBLIC_BASE_URL`, for links in replies. */
  baseUrl: string;
  /** The model that finishes drafts after the response, or null for template drafts only. */
  modelConfig: ModelConfig | null;
  defer: (task: DeferredTask) => void;
}

/** An internal message handler (`internal://<name>`), e.g. the project-code service. */
export type SmsHandler<Outcome extends string = string, Detail = unknown> = (
  message: InboundSms,
  context: SmsHandlerContext,
) => Promise<HandledMessage<Outcome, Detail>>;

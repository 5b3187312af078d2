/**
 * The internal SMS handlers, by name: a route whose target is `internal://<name>` runs that handler
 * inside the message's transaction (docs/sms.md "Routing"). This object is the one list: route
 * validation, the route dialog's hint and the pipeline all read it. A new handler is one entry here and
 * its own module under lib/sms-intake/handlers/ exporting an `SmsHandler`.
 */
import { INTERNAL_SCHEME } from "@/lib/sms-intake/routing/schemas";
import type { HandledMessage, PipelineOutcome, SmsHandler } from "@/lib/sms/handler";
import { handleProjectCodeMessage } from "./handlers/project-code";

export const INTERNAL_HANDLERS = {
  "project-code": handleProjectCodeMessage,
} satisfies Record<string, SmsHandler>;

/** A registered handler's name. */
type InternalHandlerName = keyof typeof INTERNAL_HANDLERS;

/** Every handler's name, in registry order. */
export const INTERNAL_HANDLER_NAMES = Object.keys(INTERNAL_HANDLERS) as InternalHandlerName[];

/** The handler of messages no route matched, on numbers whose no-match behaviour is the default handling. */
export const DEFAULT_HANDLER: InternalHandlerName = "project-code";

type HandlerAnswer = Awaited<ReturnType<(typeof INTERNAL_HANDLERS)[InternalHandlerName]>>;

/** What became of a message: the pipeline's outcomes and every handler's own. */
export type SmsOutcome = PipelineOutcome | HandlerAnswer["outcome"];

/** What a handler made of a message, as its answer's `detail` (e.g. the project code). */
type HandlerDetail = NonNullable<HandlerAnswer["detail"]>;

/** The pipeline's or a handler's answer, as `receiveInboundSms` returns it. */
export type SmsAnswer = HandledMessage<SmsOutcome, HandlerDetail>;

/** `internal://<name>` for handler `name`. */
export function internalTarget(name: InternalHandlerName): string {
  return INTERNAL_SCHEME + name;
}

/** True when `target` is in the internal scheme (whether or not a handler has that name). */
export function isInternalTarget(target: string): boolean {
  return target.toLowerCase().startsWith(INTERNAL_SCHEME);
}

/** The handler `target` names, or undefined for a forward target or an unknown name. */
export function internalHandlerOf(target: string): SmsHandler<SmsOutcome, HandlerDetail> | undefined {
  if (!isInternalTarget(target)) return undefined;
  const name = target.slice(INTERNAL_SCHEME.length).toLowerCase();
  return Object.hasOwn(INTERNAL_HANDLERS, name) ? INTERNAL_HANDLERS[name as InternalHandlerName] : undefined;
}

/** Why a route may not target `target`: an internal target naming no handler, with the names to use; else null. */
export function internalTargetError(target: string): string | null {
  if (!isInternalTarget(target) || internalHandlerOf(target)) return null;
  return `Unknown internal handler; use one of ${INTERNAL_HANDLER_NAMES.map(internalTarget).join(", ")}`;
}

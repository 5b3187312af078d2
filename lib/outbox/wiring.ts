/**
 * What the outbox is given rather than knows: the channels the environment configures, the features'
 * settle hooks, and who is told of a message out of tries. The composition root (lib/register-hooks.ts,
 * with the channels of lib/outbox-channels.ts) sets them once per process; until then there is no
 * channel (every message stays queued, `unsent`), no hook and no report. Kept on `globalThis`, so every
 * bundle of the server (Next's route bundles, instrumentation) sees the one set at start-up.
 */
import type { ChannelRegistry, SettleHook } from "./types";

/** Told of a message that failed its last try, with an error naming it; never rejects. */
export type OutOfTriesReporter = (error: Error) => Promise<void>;

/** The outbox's wiring: every part optional, each replacing only itself. */
export interface OutboxWiring {
  /** Builds the channel registry at each send (so a test's environment changes are seen). */
  channels?: () => ChannelRegistry;
  /** Told of every delivery step, in order. */
  settleHooks?: readonly SettleHook[];
  /** Told of a message out of tries (the error monitor records it as critical). */
  onOutOfTries?: OutOfTriesReporter;
}

const globalForOutbox = globalThis as unknown as { __outboxWiring?: OutboxWiring };

/** Sets the parts of the wiring given; calling it again with the same parts changes nothing. */
export function wireOutbox(wiring: OutboxWiring): void {
  globalForOutbox.__outboxWiring = { ...globalForOutbox.__outboxWiring, ...wiring };
}

/** The channels configured now; none before the composition root ran. */
export function configuredChannels(): ChannelRegistry {
  return globalForOutbox.__outboxWiring?.channels?.() ?? {};
}

/** The settle hooks, in order; none before the composition root ran. */
export function settleHooks(): readonly SettleHook[] {
  return globalForOutbox.__outboxWiring?.settleHooks ?? [];
}

/** Tells the reporter of a message out of tries, if one is set. */
export function reportOutOfTries(error: Error): Promise<void> {
  return globalForOutbox.__outboxWiring?.onOutOfTries?.(error) ?? Promise.resolve();
}

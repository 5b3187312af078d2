/**
 * Command broadcast (docs/spec/operator-console.md §2 "/command-broadcaster", §4 command states): the command is
 * stored as `broadcasting`, every active site gets `POST /api/federated/command` in parallel (at most
 * `FEDERATION_BROADCAST_CONCURRENCY` calls in flight, each with the per-site timeout), each answer is
 * recorded as a `federated_command_responses` row (success, failed, timeout) as soon as it arrives, and
 * the command ends `completed` (every site succeeded), `failed` (none did) or `partial`.
 */
import { eq } from "drizzle-orm";
import { db } from "@/lib/db";
import { federatedCommandResponses, federatedCommands, federatedSites, type FederatedSite } from "@/lib/db/schema";
import { env } from "@/lib/env";
import { sendCommand, type CommandOutcome } from "./client";
import { siteKeyCipher } from "./keys";

/** Broadcast result summary (docs/spec/operator-console.md §3): sites called, and how many answered success. */
export interface BroadcastSummary {
  commandId: number;
  total: number;
  successful: number;
  failed: number;
  status: "completed" | "partial" | "failed";
}

/** What to broadcast, and who asks. */
export interface BroadcastInput {
  commandText: string;
  description?: string | null;
  createdBy: string;
}

/** Tuning for tests and benches; defaults come from the environment. */
export interface BroadcastOptions {
  concurrency?: number;
  timeoutMs?: number;
  allowPrivate?: boolean;
  /** Identifies the hub in the command's `source` field. */
  source?: string;
}

/** Runs `task` over `items` with at most `limit` in flight. */
async function eachLimited<T>(items: T[], limit: number, task: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < items.length) await task(items[next++]!);
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
}

async function callSite(
  site: FederatedSite,
  commandId: number,
  input: BroadcastInput,
  options: { timeoutMs: number; source: string; allowPrivate?: boolean },
): Promise<CommandOutcome> {
  let key: string;
  try {
    key = siteKeyCipher().decrypt(site.apiKey);
  } catch (error) {
    return { status: "failed", responseTimeMs: 0, response: null, errorMessage: (error as Error).message };
  }
  return sendCommand(
    { siteUrl: site.siteUrl, key },
    { command: input.commandText, timestamp: new Date().toISOString(), source: options.source, commandId },
    { timeoutMs: options.timeoutMs, allowPrivate: options.allowPrivate },
  );
}

/** Broadcasts a command to every active site and records each answer; never throws for a site's failure. */
export async function broadcastCommand(
  input: BroadcastInput,
  options: BroadcastOptions = {},
): Promise<BroadcastSummary> {
  const settings = {
    concurrency: options.concurrency ?? env.FEDERATION_BROADCAST_CONCURRENCY,
    timeoutMs: options.timeoutMs ?? env.FEDERATION_SITE_TIMEOUT_MS,
    source: options.source ?? env.PUBLIC_BASE_URL,
    allowPrivate: options.allowPrivate,
  };
  const [command] = await db
    .insert(federatedCommands)
    .values({
      commandText: input.commandText,
      description: input.description || null,
      createdBy: input.createdBy,
      status: "broadcasting",
    })
    .returning({ id: federatedCommands.id });
  const commandId = command!.id;
  const sites = await db.select().from(federatedSites).where(eq(federatedSites.isActive, true));
  let successful = 0;
  await eachLimited(sites, settings.concurrency, async (site) => {
    const outcome = await callSite(site, commandId, input, settings);
    if (outcome.status === "success") successful += 1;
    await db.insert(federatedCommandResponses).values({
      commandId,
      siteId: site.id,
      status: outcome.status,
      response: outcome.response,
      errorMessage: outcome.errorMessage,
      responseTime: outcome.responseTimeMs,
      executedAt: new Date(),
    });
  });
  const failed = sites.length - successful;
  const status = failed === 0 ? "completed" : successful === 0 ? "failed" : "partial";
  await db.update(federatedCommands).set({ status }).where(eq(federatedCommands.id, commandId));
  return { commandId, total: sites.length, successful, failed, status };
}

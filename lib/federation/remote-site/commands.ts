/**
 * Commands this app accepts as a remote site (`POST /api/federated/command`, docs/federation-protocol.md §8
 * "Commands"). A small fixed set, matched on the whole trimmed text, case-insensitively; anything else
 * answers `success: false` with "Unknown command". Nothing here ever runs a shell.
 */
import { count, eq } from "drizzle-orm";
import { revalidateTag } from "next/cache";
import { after } from "next/server";
import { announceExpiredTags } from "@/lib/cache/expire-tags";
import { db } from "@/lib/db";
import { errorLogs, todoItems } from "@/lib/db/schema";
import { PORTFOLIO_TAG } from "@/lib/portfolio/queries";
import { SITE_SETTINGS_TAG } from "@/lib/settings/queries";
import type { CommandReply } from "../protocol";
import { syncAllSites } from "../sync";
import { APP_VERSION } from "./features";
import { cutText } from "@/lib/format/text";

/** The accepted commands and what each does. */
export const SAFE_COMMANDS = {
  ping: "Answers pong",
  status: "Reports pending TODOs, unresolved errors and uptime",
  version: "Reports the app's version",
  "sync-now": "Starts a sync of the sites this app controls as a hub",
  "clear-cache": "Drops the cached landing page data (portfolio and settings)",
} as const;

/** Runs one command and answers in the protocol's reply shape. */
export async function runCommand(text: string): Promise<CommandReply> {
  const name = text.trim().toLowerCase();
  switch (name) {
    case "ping":
      return { success: true, message: "pong", response: "pong" };
    case "version":
      return { success: true, message: `Version ${APP_VERSION}`, response: { version: APP_VERSION } };
    case "status": {
      const [[todos], [errors]] = await Promise.all([
        db.select({ n: count() }).from(todoItems).where(eq(todoItems.status, "pending")),
        db.select({ n: count() }).from(errorLogs).where(eq(errorLogs.resolved, false)),
      ]);
      const response = {
        version: APP_VERSION,
        pendingTodos: Number(todos?.n ?? 0),
        unresolvedErrors: Number(errors?.n ?? 0),
        uptimeSeconds: Math.round(process.uptime()),
      };
      return { success: true, message: "OK", response };
    }
    case "sync-now":
      after(() => syncAllSites().catch((error) => console.error("[federation] sync-now failed", error)));
      return { success: true, message: "Sync started" };
    case "clear-cache":
      revalidateTag(PORTFOLIO_TAG, "max");
      revalidateTag(SITE_SETTINGS_TAG, "max");
      announceExpiredTags([PORTFOLIO_TAG, SITE_SETTINGS_TAG]);
      return { success: true, message: "Cache cleared" };
    default:
      return {
        success: false,
        message: `Unknown command: ${cutText(name, 100)}. Accepted: ${Object.keys(SAFE_COMMANDS).join(", ")}`,
      };
  }
}

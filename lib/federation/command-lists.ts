/**
 * Command History and each command's site responses, a page at a time (docs/spec/operator-console.md §7
 * "Commands"; docs/decisions/federation-and-health.md "Hub lists and the fleet-scale sync"): commands newest first on `(created_at desc, id desc)`,
 * responses in the order they were recorded on `(command_id)` and the id.
 */
import { and, eq } from "drizzle-orm";
import { db } from "@/lib/db";
import { cursorKey, keysetQuery, toPage, type KeysetOrder, type PageRequest } from "@/lib/db/keyset";
import { cappedCount } from "@/lib/db/list-total";
import { federatedCommandResponses, federatedCommands, federatedSites, type FederatedCommand } from "@/lib/db/schema";
import { withoutCursorKeys, type ListPage } from "./queries";

const COMMAND_ORDER: KeysetOrder = { column: federatedCommands.createdAt, kind: "timestamp", id: federatedCommands.id };
const RESPONSE_ORDER: KeysetOrder = {
  column: federatedCommandResponses.id,
  kind: "integer",
  id: federatedCommandResponses.id,
  ascending: true,
};

/** `GET /api/csc/command-history`: a page of broadcast commands, newest first (§3 "Broadcast command"). */
export async function commandPage(request: PageRequest): Promise<ListPage<FederatedCommand>> {
  const keyset = keysetQuery(COMMAND_ORDER, request);
  const [rows, total] = await Promise.all([
    db
      .select({ command: federatedCommands, cursorKey: cursorKey(COMMAND_ORDER) })
      .from(federatedCommands)
      .where(keyset.where)
      .orderBy(...keyset.orderBy)
      .limit(request.size + 1),
    cappedCount(federatedCommands),
  ]);
  return {
    ...withoutCursorKeys(
      toPage(
        rows.map(({ command, cursorKey }) => ({ ...command, cursorKey })),
        request,
      ),
    ),
    total,
  };
}

function responseRows(commandId: number, request: PageRequest) {
  const keyset = keysetQuery(RESPONSE_ORDER, request);
  return db
    .select({
      id: federatedCommandResponses.id,
      commandId: federatedCommandResponses.commandId,
      siteId: federatedCommandResponses.siteId,
      siteName: federatedSites.siteName,
      status: federatedCommandResponses.status,
      responseTime: federatedCommandResponses.responseTime,
      response: federatedCommandResponses.response,
      errorMessage: federatedCommandResponses.errorMessage,
      executedAt: federatedCommandResponses.executedAt,
      cursorKey: cursorKey(RESPONSE_ORDER),
    })
    .from(federatedCommandResponses)
    .leftJoin(federatedSites, eq(federatedSites.id, federatedCommandResponses.siteId))
    .where(and(eq(federatedCommandResponses.commandId, commandId), keyset.where))
    .orderBy(...keyset.orderBy)
    .limit(request.size + 1);
}
export type CommandResponseView = Omit<Awaited<ReturnType<typeof responseRows>>[number], "cursorKey">;

/**
 * `GET /api/csc/command-details?commandId=`: the command and a page of its sites' responses, or null
 * when the command is unknown.
 */
export async function commandDetails(
  commandId: number,
  request: PageRequest,
): Promise<{ command: FederatedCommand; responses: ListPage<CommandResponseView> } | null> {
  const [command] = await db.select().from(federatedCommands).where(eq(federatedCommands.id, commandId));
  if (!command) return null;
  const where = eq(federatedCommandResponses.commandId, commandId);
  const [rows, total] = await Promise.all([
    responseRows(commandId, request),
    cappedCount(federatedCommandResponses, where),
  ]);
  return { command, responses: { ...withoutCursorKeys(toPage(rows, request)), total } };
}

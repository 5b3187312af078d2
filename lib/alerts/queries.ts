/**
 * Reads of `alert_history` for the /alerts History tab (issue 15): what was alerted, to whom, and each
 * message's delivery state from its outbox row; newest first, one keyset page at a time.
 */
import { and, eq, type SQL } from "drizzle-orm";
import type { HistoryRuleFilter } from "./list-filter";
import { db } from "@/lib/db";
import { cursorKey, keysetQuery, toPage, type KeysetOrder, type ListTotal, type Page, type PageRequest } from "@/lib/db/keyset";
import { cappedCount } from "@/lib/db/list-total";
import { alertHistory, federatedSites, outboxMessages } from "@/lib/db/schema";

/** One history row as the screen shows it; dates are ISO 8601 strings. `delivery` is the outbox status. */
export interface AlertHistoryEntry {
  id: number;
  rule: string;
  title: string;
  siteName: string | null;
  at: string;
  suppressed: boolean;
  channelKind: string | null;
  recipient: string | null;
  outboxMessageId: number | null;
  delivery: string | null;
  lastError: string | null;
}

/** Newest first, on `alert_history_at_id_idx` (`alert_history_rule_at_id_idx` for one rule). */
const HISTORY_ORDER: KeysetOrder = { column: alertHistory.at, kind: "timestamp", id: alertHistory.id };

export type AlertHistoryRequest = PageRequest & { rule: HistoryRuleFilter };

/** One page of the history and how many rows match. */
export interface AlertHistoryPage {
  page: Page<AlertHistoryEntry>;
  total: ListTotal;
}

function historyFilter({ rule }: Pick<AlertHistoryRequest, "rule">): SQL | undefined {
  return rule === "all" ? undefined : eq(alertHistory.rule, rule);
}

/** A page of the alert history matching `request`'s rule. */
export async function pageAlertHistory(request: AlertHistoryRequest): Promise<AlertHistoryPage> {
  const filter = historyFilter(request);
  const { where, orderBy } = keysetQuery(HISTORY_ORDER, request);
  const [rows, total] = await Promise.all([
    db
      .select({
        id: alertHistory.id,
        rule: alertHistory.rule,
        title: alertHistory.title,
        siteName: federatedSites.siteName,
        at: alertHistory.at,
        suppressed: alertHistory.suppressed,
        channelKind: alertHistory.channelKind,
        recipient: alertHistory.recipient,
        outboxMessageId: alertHistory.outboxMessageId,
        delivery: outboxMessages.status,
        lastError: outboxMessages.lastError,
        cursorKey: cursorKey(HISTORY_ORDER),
      })
      .from(alertHistory)
      .leftJoin(federatedSites, eq(federatedSites.id, alertHistory.siteId))
      .leftJoin(outboxMessages, eq(outboxMessages.id, alertHistory.outboxMessageId))
      .where(and(filter, where))
      .orderBy(...orderBy)
      .limit(request.size + 1),
    cappedCount(alertHistory, filter),
  ]);
  const page = toPage(rows, request);
  return { page: { ...page, rows: page.rows.map((r) => ({ ...r, at: r.at.toISOString() })) }, total };
}

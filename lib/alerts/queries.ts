/**
 * Reads of `alert_history` for the /alerts History tab (docs/federation-protocol.md "Alert rules"): what was alerted, to whom, and each
 * message's delivery state from its outbox row; newest first, one keyset page at a time.
 */
import "server-only";
import { and, asc, eq, sql, type SQL } from "drizzle-orm";
import type { HistoryRuleFilter } from "./list-filter";
import { db } from "@/lib/db";
import { cursorKey, keysetQuery, toPage, type KeysetOrder, type PageRequest, type PagedList } from "@/lib/db/keyset";
import { cappedCount } from "@/lib/db/list-total";
import {
  alertHistory,
  alertRuleChannels,
  alertRules,
  federatedSites,
  incidents,
  notificationChannels,
  outboxMessages,
  users,
  type AlertRule,
  type NotificationChannel,
} from "@/lib/db/schema";
import { ALERT_RULE_KINDS } from "./rules";
import { CHANNEL_MEMBER_COLUMNS, channelAddress, memberName } from "./member-destination";

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
  /** The incident a `site_down` alert's outage opened (lib/incidents/outage-incidents.ts), if any. */
  incidentId: number | null;
  /** Why the channel got no message (its member is deactivated…), or null. */
  skippedReason: string | null;
}

/** Newest first, on `alert_history_at_id_idx` (`alert_history_rule_at_id_idx` for one rule). */
const HISTORY_ORDER: KeysetOrder = { column: alertHistory.at, kind: "timestamp", id: alertHistory.id };

/** `alert`: the rows of that row's event alone (an incident's link: one row per recipient), whatever `rule` says. */
export type AlertHistoryRequest = PageRequest & { rule: HistoryRuleFilter; alert?: number | null };

/** One page of the history and how many rows match. */
export type AlertHistoryPage = PagedList<AlertHistoryEntry>;

function historyFilter({ rule, alert }: Pick<AlertHistoryRequest, "rule" | "alert">): SQL | undefined {
  // An event is its rule, site and time; the row comparison probes `alert_history_rule_at_id_idx`.
  if (alert)
    return sql`(${alertHistory.rule}, ${alertHistory.at}, coalesce(${alertHistory.siteId}, 0)) =
      (select e.rule, e.at, coalesce(e.site_id, 0) from ${alertHistory} e where e.id = ${alert})`;
  return rule === "all" ? undefined : eq(alertHistory.rule, rule);
}

/** A page of the alert history matching `request`'s rule or event. */
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
        incidentId: incidents.id,
        skippedReason: alertHistory.skippedReason,
        cursorKey: cursorKey(HISTORY_ORDER),
      })
      .from(alertHistory)
      .leftJoin(federatedSites, eq(federatedSites.id, alertHistory.siteId))
      .leftJoin(outboxMessages, eq(outboxMessages.id, alertHistory.outboxMessageId))
      // The outage's key (`incidents_outage_unique`): its site and the check that declared it, the alert's `at`.
      .leftJoin(
        incidents,
        and(
          eq(alertHistory.rule, "site_down"),
          eq(incidents.outageSiteId, alertHistory.siteId),
          eq(incidents.outageStartedAt, alertHistory.at),
        ),
      )
      .where(and(filter, where))
      .orderBy(...orderBy)
      .limit(request.size + 1),
    cappedCount(alertHistory, filter),
  ]);
  const page = toPage(rows, request);
  return { page: { ...page, rows: page.rows.map((r) => ({ ...r, at: r.at.toISOString() })) }, total };
}

/** A rule with the ids of its channels. */
export type RuleWithChannels = AlertRule & { channelIds: number[] };

/**
 * A channel as screens get it: without a chat app's sealed destination, which only the outbox opens. A
 * channel that follows a team member shows their name and address now, or why it sends nothing.
 */
export type ChannelView = Omit<NotificationChannel, "sealedTarget"> & {
  memberName: string | null;
  skippedReason: string | null;
};

/** Every channel, in creation order. */
export async function listChannels(): Promise<ChannelView[]> {
  const { id, name, kind, target, memberId, enabled, createdAt, updatedAt } = notificationChannels;
  const rows = await db
    .select({
      channel: { id, name, kind, target, memberId, enabled, createdAt, updatedAt },
      member: CHANNEL_MEMBER_COLUMNS,
    })
    .from(notificationChannels)
    .leftJoin(users, eq(users.id, notificationChannels.memberId))
    .orderBy(asc(notificationChannels.id));
  return rows.map(({ channel, member }) => {
    const address = channelAddress(channel, member);
    return {
      ...channel,
      target: address.ok ? address.target : channel.target,
      memberName: member && channel.memberId !== null ? memberName(member) : null,
      skippedReason: address.ok ? null : address.reason,
    };
  });
}

/** Every rule in the order of `ALERT_RULE_KINDS`, with its channels. */
export async function listRules(): Promise<RuleWithChannels[]> {
  const [rules, links] = await Promise.all([db.select().from(alertRules), db.select().from(alertRuleChannels)]);
  return rules
    .map((rule) => ({ ...rule, channelIds: links.filter((l) => l.ruleId === rule.id).map((l) => l.channelId) }))
    .sort((a, b) => ALERT_RULE_KINDS.indexOf(a.kind as never) - ALERT_RULE_KINDS.indexOf(b.kind as never));
}

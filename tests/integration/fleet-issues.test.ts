/**
 * One issue per error across the fleet (docs/federation-protocol.md "Fleet issues"): grouping of sites' collected errors and this app's
 * own by fingerprint, per-site counts, regression after resolution, the linked Weekly TODO, and the
 * critical / regression alerts a sync raises.
 */
import { randomBytes } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { createChannel, updateRule } from "@/lib/alerts/channels-and-rules";
import { alertOnSyncs } from "@/lib/alerts/sync-hook";
import { db } from "@/lib/db";
import { pageFleetIssues } from "@/lib/fleet-issues/queries";
import {
  alertHistory,
  fleetIssues,
  fleetIssueSites,
  outboxMessages,
  todoItems,
  type FederatedSite,
} from "@/lib/db/schema";
import { recordError } from "@/lib/error-monitor/record-error";
import { ingestErrors, recordOwnOccurrence, type IssueOccurrence } from "@/lib/fleet-issues/ingest";
import { createIssueTodo, resolveIssue } from "@/lib/fleet-issues/service";
import { insertSite } from "../support/federation";

const tag = randomBytes(4).toString("hex");
const inbox = `issues-${tag}@example.test`;
const t0 = new Date("2026-03-02T09:00:00Z");
const minutes = (n: number) => new Date(t0.getTime() + n * 60_000);
let siteA: FederatedSite;
let siteB: FederatedSite;

/** A collected error of this file (its message carries the file's tag, so groups never mix with other files'). */
const collected = (message: string, at: Date, extra: Partial<IssueOccurrence> = {}): IssueOccurrence => ({
  errorMessage: `TypeError: ${message} (${tag})`,
  stackTrace: "TypeError: x\n    at loadOrders (/srv/app/lib/orders.ts:10:5)",
  severity: "high",
  errorType: null,
  isResolved: false,
  createdAt: at,
  ...extra,
});

const issueOf = async (fingerprintMessage: string) =>
  (
    await db
      .select()
      .from(fleetIssues)
      .where(eq(fleetIssues.message, `TypeError: ${fingerprintMessage} (${tag})`))
  )[0];

beforeAll(async () => {
  siteA = await insertSite(db, { siteUrl: `https://a-${tag}.example.test`, siteName: `Alpha ${tag}` });
  siteB = await insertSite(db, { siteUrl: `https://b-${tag}.example.test`, siteName: `Bravo ${tag}` });
  const channelId = await createChannel(db, { name: "Issues inbox", kind: "email", target: inbox, enabled: true });
  for (const kind of ["critical_error", "error_regression"] as const) {
    await updateRule(db, {
      kind,
      enabled: true,
      channelIds: [channelId],
      throttleMinutes: 30,
      certificateDays: 14,
      spikeCount: 10,
      spikeMinutes: 10,
    });
  }
});

describe("fleet issues", () => {
  it("groups the same error from two sites into one issue with a count per site", async () => {
    await db.transaction((tx) =>
      ingestErrors(
        tx,
        [
          {
            siteId: siteA.id,
            errors: [collected("Cannot read order 17", minutes(1)), collected("Cannot read order 18", minutes(2))],
          },
        ],
        minutes(3),
      ),
    );
    await db.transaction((tx) =>
      ingestErrors(tx, [{ siteId: siteB.id, errors: [collected("Cannot read order 99", minutes(4))] }], minutes(5)),
    );
    const issues = await db.select().from(fleetIssues).where(eq(fleetIssues.errorType, "TypeError"));
    const mine = issues.filter((i) => i.message.includes(tag) && i.message.includes("Cannot read order"));
    expect(mine).toHaveLength(1);
    const [issue] = mine;
    expect(issue).toMatchObject({ occurrences: 3, firstSeenAt: minutes(1), lastSeenAt: minutes(4), resolved: false });
    const counts = await db
      .select({ siteId: fleetIssueSites.siteId, n: fleetIssueSites.occurrences })
      .from(fleetIssueSites)
      .where(eq(fleetIssueSites.issueId, issue!.id));
    expect(counts.sort((a, b) => a.n - b.n)).toEqual([
      { siteId: siteB.id, n: 1 },
      { siteId: siteA.id, n: 2 },
    ]);
    // A later snapshot of the same site replaces its count rather than adding to it.
    await db.transaction((tx) =>
      ingestErrors(tx, [{ siteId: siteA.id, errors: [collected("Cannot read order 17", minutes(1))] }], minutes(6)),
    );
    const [again] = await db.select().from(fleetIssues).where(eq(fleetIssues.id, issue!.id));
    expect(again!.occurrences).toBe(2);
  });

  it("stores a whole sync batch at once: one issue per error, a count per site, the total their sum", async () => {
    const error = (at: number) => collected(`Stock level 3 is negative (batch)`, minutes(at));
    await db.transaction((tx) =>
      ingestErrors(
        tx,
        [
          { siteId: siteA.id, errors: [error(1), error(2)] },
          { siteId: siteB.id, errors: [error(3)] },
        ],
        minutes(4),
      ),
    );
    const [issue] = (await db.select().from(fleetIssues).where(eq(fleetIssues.errorType, "TypeError"))).filter(
      (i) => i.message.includes("Stock level") && i.message.includes(tag),
    );
    expect(issue).toMatchObject({ occurrences: 3, firstSeenAt: minutes(1), lastSeenAt: minutes(3) });
    // The next batch: site A's snapshot shrinks to one, site B's grows to two.
    await db.transaction((tx) =>
      ingestErrors(
        tx,
        [
          { siteId: siteA.id, errors: [error(1)] },
          { siteId: siteB.id, errors: [error(3), error(5)] },
        ],
        minutes(6),
      ),
    );
    const [after] = await db.select().from(fleetIssues).where(eq(fleetIssues.id, issue!.id));
    expect(after).toMatchObject({ occurrences: 3, lastSeenAt: minutes(5) });
  });

  it("counts this app's own occurrences of an error on the same issue", async () => {
    const error = new TypeError(`Cannot parse invoice 5 (${tag})`);
    const row = await recordError(error, { source: "handled", occurredAt: minutes(1) });
    await recordOwnOccurrence(db, row);
    await recordOwnOccurrence(db, { ...row, lastSeenAt: minutes(2) });
    const [issue] = await db.select().from(fleetIssues).where(eq(fleetIssues.fingerprint, row.fingerprint!));
    expect(issue).toMatchObject({ errorType: "TypeError", occurrences: 2, lastSeenAt: minutes(2) });
    const [own] = await db.select().from(fleetIssueSites).where(eq(fleetIssueSites.issueId, issue!.id));
    expect(own).toMatchObject({ siteId: null, occurrences: 2 });
  });

  it("completes the linked TODO on resolve and reopens both when the error comes back", async () => {
    await db.transaction((tx) =>
      ingestErrors(tx, [{ siteId: siteA.id, errors: [collected("Payment 12 declined", minutes(1))] }], minutes(2)),
    );
    const issue = (await issueOf("Payment 12 declined"))!;
    const todoId = await createIssueTodo(db, issue.id);
    await expect(createIssueTodo(db, issue.id)).rejects.toMatchObject({ code: "conflict" });
    let [todo] = await db.select().from(todoItems).where(eq(todoItems.id, todoId));
    expect(todo).toMatchObject({ status: "pending", category: "technical", priority: "high" });
    expect(todo!.title).toBe(`Fix: TypeError: Payment 12 declined (${tag})`);

    await resolveIssue(db, issue.id, "admin", minutes(10));
    [todo] = await db.select().from(todoItems).where(eq(todoItems.id, todoId));
    expect(todo).toMatchObject({ status: "completed", completedAt: minutes(10) });

    // The same old occurrence in the next snapshot is not a regression.
    await alertOnSyncs(
      [
        {
          siteId: siteA.id,
          siteName: siteA.siteName,
          status: "success",
          errorMessage: null,
          data: { errors: [collected("Payment 12 declined", minutes(1))] },
        },
      ],
      minutes(20),
    );
    expect((await issueOf("Payment 12 declined"))!.resolved).toBe(true);

    // A new unresolved occurrence after the resolution is.
    const errors = [collected("Payment 12 declined", minutes(1)), collected("Payment 13 declined", minutes(30))];
    await alertOnSyncs(
      [{ siteId: siteA.id, siteName: siteA.siteName, status: "success", errorMessage: null, data: { errors } }],
      minutes(31),
    );
    const regressed = (await issueOf("Payment 12 declined"))!;
    expect(regressed).toMatchObject({ resolved: false, resolvedAt: null, regressedAt: minutes(31) });
    [todo] = await db.select().from(todoItems).where(eq(todoItems.id, todoId));
    expect(todo).toMatchObject({ status: "pending", completedAt: null });
    const alerts = await db
      .select({ rule: alertHistory.rule, title: alertHistory.title })
      .from(alertHistory)
      .innerJoin(outboxMessages, eq(outboxMessages.id, alertHistory.outboxMessageId))
      .where(and(eq(alertHistory.subject, `issue:${issue.id}`), eq(outboxMessages.recipient, inbox)));
    expect(alerts).toEqual([{ rule: "error_regression", title: `Resolved error is back on ${siteA.siteName}` }]);
  });

  it("alerts once on a new critical error from a site, not again for another site in the window", async () => {
    const critical = collected("Database 3 unreachable", minutes(1), { severity: "critical" });
    await alertOnSyncs(
      [
        {
          siteId: siteA.id,
          siteName: siteA.siteName,
          status: "success",
          errorMessage: null,
          data: { errors: [critical] },
        },
      ],
      minutes(2),
    );
    await alertOnSyncs(
      [
        {
          siteId: siteA.id,
          siteName: siteA.siteName,
          status: "success",
          errorMessage: null,
          data: { errors: [critical] },
        },
      ],
      minutes(40),
    );
    await alertOnSyncs(
      [
        {
          siteId: siteB.id,
          siteName: siteB.siteName,
          status: "success",
          errorMessage: null,
          data: { errors: [critical] },
        },
      ],
      minutes(3),
    );
    const issue = (await issueOf("Database 3 unreachable"))!;
    const alerts = await db
      .select({ rule: alertHistory.rule, siteId: alertHistory.siteId })
      .from(alertHistory)
      .innerJoin(outboxMessages, eq(outboxMessages.id, alertHistory.outboxMessageId))
      .where(and(eq(alertHistory.subject, `issue:${issue.id}`), eq(outboxMessages.recipient, inbox)));
    expect(alerts).toEqual([{ rule: "critical_error", siteId: siteA.id }]);
  });

  it("lists issues newest first with their sites, searchable and filtered to the unresolved", async () => {
    const page = await pageFleetIssues({ cursor: null, dir: "next", size: 25, q: tag, status: "all" });
    expect(page.page.rows.map((r) => r.lastSeenAt)).toEqual(
      [...page.page.rows.map((r) => r.lastSeenAt)].sort().reverse(),
    );
    const payment = page.page.rows.find((r) => r.message.includes("Payment 12"))!;
    expect(payment.sites).toEqual([{ site: siteA.siteName, count: 2 }]);
    expect(payment.todoStatus).toBe("pending");
    await resolveIssue(db, payment.id, "admin");
    const unresolved = await pageFleetIssues({ cursor: null, dir: "next", size: 25, q: tag, status: "unresolved" });
    expect(unresolved.page.rows.map((r) => r.id)).not.toContain(payment.id);
    expect(unresolved.total.count).toBe(page.total.count - 1);
  });
});

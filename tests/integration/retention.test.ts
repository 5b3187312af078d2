/**
 * Retention (lib/maintenance/purge-old-rows.ts, docs/decisions/data-and-jobs.md "Retention"): rows older than 180 days (the default of
 * every `RETENTION_DAYS_*`) are deleted in batches; recent rows, and outbox messages still to be sent,
 * are kept; a message whose outbox row goes keeps its other fields. Alert history keeps 400 days.
 */
import { randomUUID } from "node:crypto";
import { inArray } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import {
  alertHistory,
  federatedCommandResponses,
  federatedCommands,
  federatedSites,
  federatedSyncReports,
  outboxMessages,
  smsMessages,
} from "@/lib/db/schema";
import { purgeExpiredRows } from "@/lib/maintenance/purge-expired-rows";
import { ALERT_HISTORY_RETENTION_DAYS, purgeOldRows } from "@/lib/maintenance/purge-old-rows";

const DAY_MS = 86_400_000;

describe("retention", () => {
  it("deletes rows past 180 days in batches, keeping recent rows and outbox messages not yet sent", async () => {
    const now = new Date();
    const old = new Date(now.getTime() - 181 * DAY_MS);
    const recent = new Date(now.getTime() - 179 * DAY_MS);
    const tag = randomUUID().slice(0, 8);

    const outbox = await db
      .insert(outboxMessages)
      .values(
        (
          [
            ["sent", old, null],
            ["unsent", old, null],
            ["failed", old, null],
            ["failed", old, now],
            ["pending", old, null],
            ["sent", recent, null],
          ] as const
        ).map(([status, createdAt, nextAttemptAt]) => ({
          channel: "email",
          recipient: `${tag}@example.test`,
          body: "b",
          status,
          createdAt,
          nextAttemptAt,
        })),
      )
      .returning({
        id: outboxMessages.id,
        status: outboxMessages.status,
        createdAt: outboxMessages.createdAt,
        nextAttemptAt: outboxMessages.nextAttemptAt,
      });
    const sms = await db
      .insert(smsMessages)
      .values(
        [old, old, old, old, old, recent].map((createdAt, i) => ({
          messageSid: `SM${randomUUID().replaceAll("-", "")}`,
          fromNumber: "+15550001111",
          toNumber: "+15550102030",
          messageBody: `${tag} ${i}`,
          createdAt,
          // The recent message points at an old sent outbox row, which goes.
          outboxMessageId: i === 5 ? outbox[0]!.id : null,
        })),
      )
      .returning({ id: smsMessages.id });
    const [site] = await db
      .insert(federatedSites)
      .values({ siteName: `Retention ${tag}`, siteUrl: `https://${tag}.example.test`, apiKey: `key-${tag}` })
      .returning();
    const reports = await db
      .insert(federatedSyncReports)
      .values([old, old, old, recent].map((syncDate) => ({ siteId: site!.id, syncDate, syncStatus: "success" })))
      .returning({ id: federatedSyncReports.id });
    const [command] = await db
      .insert(federatedCommands)
      .values({ commandText: `echo ${tag}` })
      .returning();
    const responses = await db
      .insert(federatedCommandResponses)
      .values([old, old, recent].map((createdAt) => ({ commandId: command!.id, siteId: site!.id, createdAt })))
      .returning({ id: federatedCommandResponses.id });

    // Batches of 2: five old messages take three statements.
    const summary = await purgeOldRows(now, 2);
    expect(summary.smsMessages).toBeGreaterThanOrEqual(5);
    expect(summary.syncReports).toBeGreaterThanOrEqual(3);
    expect(summary.commandResponses).toBeGreaterThanOrEqual(2);
    expect(summary.outboxMessages).toBeGreaterThanOrEqual(3);

    const left = async <T extends { id: number }>(rows: T[], read: (ids: number[]) => Promise<{ id: number }[]>) =>
      (await read(rows.map((r) => r.id))).map((r) => r.id).sort((a, b) => a - b);
    expect(
      await left(sms, (ids) => db.select({ id: smsMessages.id }).from(smsMessages).where(inArray(smsMessages.id, ids))),
    ).toEqual([sms[5]!.id]);
    expect(
      await left(reports, (ids) =>
        db
          .select({ id: federatedSyncReports.id })
          .from(federatedSyncReports)
          .where(inArray(federatedSyncReports.id, ids)),
      ),
    ).toEqual([reports[3]!.id]);
    expect(
      await left(responses, (ids) =>
        db
          .select({ id: federatedCommandResponses.id })
          .from(federatedCommandResponses)
          .where(inArray(federatedCommandResponses.id, ids)),
      ),
    ).toEqual([responses[2]!.id]);
    // Kept: the failed one with a next try, the pending one, the recent one.
    expect(
      await left(outbox, (ids) =>
        db.select({ id: outboxMessages.id }).from(outboxMessages).where(inArray(outboxMessages.id, ids)),
      ),
    ).toEqual([outbox[3]!.id, outbox[4]!.id, outbox[5]!.id].sort((a, b) => a - b));
    const [kept] = await db
      .select()
      .from(smsMessages)
      .where(inArray(smsMessages.id, [sms[5]!.id]));
    expect(kept).toMatchObject({ messageBody: `${tag} 5`, outboxMessageId: null });

    // A second run keeps the recent message (nothing of ours is left past the cutoff).
    await purgeOldRows(now, 2);
    expect(
      await db
        .select({ id: smsMessages.id })
        .from(smsMessages)
        .where(inArray(smsMessages.id, [sms[5]!.id])),
    ).toHaveLength(1);
  });

  it("deletes alert history past 400 days in batches, with the daily maintenance job, keeping the newer rows", async () => {
    const now = new Date();
    const tag = randomUUID().slice(0, 8);
    const daysAgo = (days: number) => new Date(now.getTime() - days * DAY_MS);
    const [sent] = await db
      .insert(outboxMessages)
      .values({ channel: "email", recipient: `${tag}@example.test`, body: "b", status: "sent", createdAt: daysAgo(10) })
      .returning();
    const ages = [
      ALERT_HISTORY_RETENTION_DAYS + 30,
      ALERT_HISTORY_RETENTION_DAYS + 1,
      ALERT_HISTORY_RETENTION_DAYS + 1,
      ALERT_HISTORY_RETENTION_DAYS + 1,
      ALERT_HISTORY_RETENTION_DAYS - 1,
      1,
    ];
    const rows = await db
      .insert(alertHistory)
      .values(
        ages.map((days, i) => ({
          rule: "site_down",
          subject: `${tag}-${i}`,
          title: `Down ${tag}`,
          at: daysAgo(days),
          recipient: `${tag}@example.test`,
          outboxMessageId: i === 5 ? sent!.id : null,
        })),
      )
      .returning({ id: alertHistory.id });
    const left = async () =>
      (
        await db
          .select({ id: alertHistory.id })
          .from(alertHistory)
          .where(
            inArray(
              alertHistory.id,
              rows.map((r) => r.id),
            ),
          )
      )
        .map((r) => r.id)
        .sort((a, b) => a - b);

    // Batches of 3: four old rows take two statements.
    expect((await purgeOldRows(now, 3)).alertHistory).toBeGreaterThanOrEqual(4);
    expect(await left()).toEqual([rows[4]!.id, rows[5]!.id]);
    const [recent] = await db
      .select()
      .from(alertHistory)
      .where(inArray(alertHistory.id, [rows[5]!.id]));
    expect(recent).toMatchObject({ subject: `${tag}-5`, outboxMessageId: sent!.id });

    // The daily maintenance job runs the same rule: the row a day inside the window stays until it is past.
    const [aged] = await db
      .insert(alertHistory)
      .values({
        rule: "site_up",
        subject: `${tag}-aged`,
        title: `Up ${tag}`,
        at: daysAgo(ALERT_HISTORY_RETENTION_DAYS + 2),
      })
      .returning({ id: alertHistory.id });
    rows.push(aged!);
    expect((await purgeExpiredRows()).retention.alertHistory).toBeGreaterThanOrEqual(1);
    expect(await left()).toEqual([rows[4]!.id, rows[5]!.id]);
  });
});

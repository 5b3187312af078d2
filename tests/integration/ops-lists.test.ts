/**
 * The Weekly TODO tabs, SMS Smart Routing's Routing Rules and Recent Messages, and the outbox read one
 * keyset page at a time (docs/decisions/data-and-jobs.md "Server-paged lists", "SMS lists"): order, cursors across
 * equal timestamps, filters, search and totals. Every walk is scoped by a search for this run's tag,
 * so rows other tests leave in the database do not matter.
 */
import { randomInt, randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import type { PageRequest } from "@/lib/db/keyset";
import { listOutboxPage } from "@/lib/outbox/queries";
import { countSmsRoutes, listDecisionTreeRoutes, listRoutePage } from "@/lib/sms-intake/routing/queries";
import { listMessagePage, listSmsNumbers } from "@/lib/sms-intake/routing/message-queries";
import { countTodos, listTodoPage } from "@/lib/todos/queries";
import { outboxMessages, phoneNumberConfig, smsMessages, smsRoutes, todoItems } from "@/lib/db/schema";
import { at, walk } from "@/tests/support/list-walk";

const phone = () => `+1555${String(randomInt(0, 10_000_000)).padStart(7, "0")}`;

describe("Recent Messages", () => {
  const tag = `msg${randomUUID().slice(0, 8)}`;

  /** 12 messages: 5 at one instant, 4 within one millisecond, 3 a second apart; every third blocked. */
  async function seed() {
    const times = [0, 0, 0, 0, 0, 1_000_100, 1_000_200, 1_000_300, 1_000_400, 3_000_000, 4_000_000, 5_000_000];
    const ids: { id: number; from: string; created: number; status: string }[] = [];
    for (const [i, micros] of times.entries()) {
      const from = phone();
      const status = i % 3 === 0 ? "blocked" : "routed";
      const [row] = await db
        .insert(smsMessages)
        .values({
          messageSid: `SM${randomUUID().replaceAll("-", "")}`,
          fromNumber: from,
          toNumber: "+15550102030",
          messageBody: `${tag} idea ${i}`,
          routingStatus: status,
          createdAt: at(micros) as unknown as Date,
        })
        .returning({ id: smsMessages.id });
      ids.push({ id: row!.id, from, created: micros, status });
    }
    return ids;
  }

  it("pages newest first across equal timestamps, filters by status, sorts by sender, and counts", async () => {
    const rows = await seed();
    const newest = [...rows].sort((a, b) => b.created - a.created || b.id - a.id).map((r) => r.id);
    const read = (extra: Partial<Parameters<typeof listMessagePage>[0]>) => (request: PageRequest) =>
      listMessagePage({ ...request, q: tag, status: "all", sort: "time", order: "desc", ...extra }).then((r) => r.page);

    const { forward, back } = await walk(read({}), (r) => r.id, 5);
    expect(forward.flat()).toEqual(newest);
    expect(forward.map((p) => p.length)).toEqual([5, 5, 2]);
    expect(back).toEqual(forward);

    const oldest = await walk(read({ order: "asc" }), (r) => r.id, 5);
    expect(oldest.forward.flat()).toEqual([...newest].reverse());

    const blocked = await walk(read({ status: "blocked" }), (r) => r.id, 3);
    expect(blocked.forward.flat()).toEqual(newest.filter((id) => rows.find((r) => r.id === id)!.status === "blocked"));

    const bySender = await walk(read({ sort: "from", order: "asc" }), (r) => r.id, 5);
    const senders = bySender.forward.flat().map((id) => rows.find((r) => r.id === id)!.from);
    expect(senders).toEqual([...senders].sort());
    expect(bySender.back).toEqual(bySender.forward);

    const first = await listMessagePage({
      cursor: null,
      dir: "next",
      size: 25,
      q: tag,
      status: "all",
      sort: "time",
      order: "desc",
    });
    expect(first.total).toEqual({ count: 12, capped: false });
    expect(first.page.rows[0]).toMatchObject({ message: `${tag} idea 11`, routeName: null, status: "routed" });
    const none = await listMessagePage({
      cursor: null,
      dir: "next",
      size: 25,
      q: `${tag} idea 1%`,
      status: "all",
      sort: "time",
      order: "desc",
    });
    expect(none.total.count).toBe(0);
  });

  it("gives each number its bounded figures: total, today, routed share of the latest, last activity", async () => {
    const number = phone();
    await db.insert(phoneNumberConfig).values({ phoneNumber: number });
    const now = new Date();
    const message = (status: string, createdAt: Date) => ({
      messageSid: `SM${randomUUID().replaceAll("-", "")}`,
      fromNumber: phone(),
      toNumber: number,
      messageBody: `${tag} to number`,
      routingStatus: status,
      createdAt,
    });
    const yesterday = new Date(now.getTime() - 30 * 3_600_000);
    await db
      .insert(smsMessages)
      .values([
        message("routed", now),
        message("routed", now),
        message("blocked", now),
        message("routed", yesterday),
        message("failed", yesterday),
      ]);
    const card = (await listSmsNumbers(now)).find((n) => n.phoneNumber === number)!;
    expect(card).toMatchObject({
      total: { count: 5, capped: false },
      today: { count: 3, capped: false },
      sampled: 5,
      routed: 3,
    });
    expect(card.lastActivity?.getTime()).toBe(now.getTime());
  });
});

describe("Routing Rules", () => {
  it("pages routes in decision order (priority, then id), searches names, patterns and targets, and counts", async () => {
    const tag = `rt${randomUUID().slice(0, 8)}`;
    const before = await countSmsRoutes();
    const priorities = [5, 1, 5, 3, 5, 2, 9];
    const ids: number[] = [];
    for (const [i, priority] of priorities.entries()) {
      const [row] = await db
        .insert(smsRoutes)
        .values({
          name: `${tag} route ${i}`,
          pattern: i === 6 ? `${tag}-word` : "hello",
          targetType: "webhook",
          targetValue: "https://example.com/hook",
          priority,
          isActive: i !== 3,
        })
        .returning({ id: smsRoutes.id });
      ids.push(row!.id);
    }
    const order = priorities
      .map((p, i) => ({ p, id: ids[i]! }))
      .sort((a, b) => a.p - b.p || a.id - b.id)
      .map((r) => r.id);
    const { forward, back } = await walk(
      (request) => listRoutePage({ ...request, q: tag }).then((r) => r.page),
      (r) => r.id,
      3,
    );
    expect(forward.flat()).toEqual(order);
    expect(back).toEqual(forward);
    expect(
      (await listRoutePage({ cursor: null, dir: "next", size: 25, q: `${tag}-word` })).page.rows.map((r) => r.id),
    ).toEqual([ids[6]]);
    expect((await listRoutePage({ cursor: null, dir: "next", size: 25, q: tag })).total).toEqual({
      count: 7,
      capped: false,
    });
    const after = await countSmsRoutes();
    expect(after.total - before.total).toBe(7);
    expect(after.active - before.active).toBe(6);
    expect(after.sharedActive - before.sharedActive).toBe(6);

    // The Decision Tree draws the head of the active routes in decision order; the rest it only counts.
    const tree = await listDecisionTreeRoutes(10_000);
    expect(tree.filter((r) => r.name.startsWith(tag)).map((r) => r.id)).toEqual(order.filter((id) => id !== ids[3]));
    expect(tree.every((r) => r.isActive)).toBe(true);
    const head = await listDecisionTreeRoutes(2);
    expect(head.map((r) => r.id)).toEqual(tree.slice(0, 2).map((r) => r.id));
  });
});

describe("Weekly TODO tabs", () => {
  it("pages All newest first, open tabs by due date (none last), Completed by completion, with search and counts", async () => {
    const tag = `td${randomUUID().slice(0, 8)}`;
    const today = "2030-06-15";
    const before = await countTodos(today);
    const items = [
      { status: "pending", dueDate: "2030-06-01", created: 0 },
      { status: "pending", dueDate: null, created: 0 },
      { status: "pending", dueDate: "2030-07-01", created: 0 },
      { status: "pending", dueDate: "2030-06-01", created: 1_000_100 },
      { status: "in-progress", dueDate: "2030-01-01", created: 1_000_200 },
      { status: "completed", dueDate: "2030-01-01", created: 1_000_300, completed: 9_000_000 },
      { status: "completed", dueDate: null, created: 2_000_000, completed: 8_000_000 },
      { status: "completed", dueDate: null, created: 3_000_000, completed: 9_000_000 },
    ];
    const ids: number[] = [];
    for (const [i, item] of items.entries()) {
      const [row] = await db
        .insert(todoItems)
        .values({
          title: `${tag} item ${i}`,
          status: item.status,
          dueDate: item.dueDate,
          createdAt: at(item.created) as unknown as Date,
          completedAt: item.completed === undefined ? null : (at(item.completed) as unknown as Date),
        })
        .returning({ id: todoItems.id });
      ids.push(row!.id);
    }
    const read = (tab: Parameters<typeof listTodoPage>[0]["tab"]) => (request: PageRequest) =>
      listTodoPage({ ...request, q: tag, tab }).then((r) => r.page);
    const idOf = (r: { id: number }) => r.id;

    const all = await walk(read("all"), idOf, 3);
    const newest = items
      .map((item, i) => ({ c: item.created, id: ids[i]! }))
      .sort((a, b) => b.c - a.c || b.id - a.id)
      .map((r) => r.id);
    expect(all.forward.flat()).toEqual(newest);
    expect(all.back).toEqual(all.forward);

    const pending = await walk(read("pending"), idOf, 2);
    expect(pending.forward.flat()).toEqual([ids[0], ids[3], ids[2], ids[1]]);
    expect(pending.back).toEqual(pending.forward);

    const completed = await walk(read("completed"), idOf, 2);
    expect(completed.forward.flat()).toEqual([ids[7], ids[5], ids[6]]);
    expect(completed.back).toEqual(completed.forward);

    const search = await listTodoPage({ cursor: null, dir: "next", size: 25, q: `${tag} item 4`, tab: "all" });
    expect(search.page.rows.map(idOf)).toEqual([ids[4]]);
    expect((await listTodoPage({ cursor: null, dir: "next", size: 25, q: tag, tab: "in-progress" })).total).toEqual({
      count: 1,
      capped: false,
    });

    const after = await countTodos(today);
    expect(after.total - before.total).toBe(8);
    expect(after.pending - before.pending).toBe(4);
    expect(after.inProgress - before.inProgress).toBe(1);
    expect(after.completed - before.completed).toBe(3);
    // Open and due before today: the two due 2030-06-01 and the one in progress due 2030-01-01.
    expect(after.overdue - before.overdue).toBe(3);
  });
});

describe("outbox", () => {
  it("pages newest first across equal timestamps, searches recipients and subjects, filters by status", async () => {
    const tag = `ob${randomUUID().slice(0, 8)}`;
    const statuses = ["sent", "unsent", "failed", "pending", "sent", "sent", "unsent"];
    const times = [0, 0, 0, 500, 500, 2_000_000, 3_000_000];
    const ids: number[] = [];
    for (const [i, status] of statuses.entries()) {
      const [row] = await db
        .insert(outboxMessages)
        .values({
          channel: "email",
          recipient: `${tag}-${i}@example.test`,
          subject: i === 4 ? `Special ${tag}` : "Hello",
          body: "Body",
          status,
          createdAt: at(times[i]!) as unknown as Date,
        })
        .returning({ id: outboxMessages.id });
      ids.push(row!.id);
    }
    const newest = times
      .map((t, i) => ({ t, id: ids[i]! }))
      .sort((a, b) => b.t - a.t || b.id - a.id)
      .map((r) => r.id);
    const all = await walk(
      (request) => listOutboxPage({ ...request, q: tag, status: "all" }).then((r) => r.page),
      (r) => r.id,
      3,
    );
    expect(all.forward.flat()).toEqual(newest);
    expect(all.back).toEqual(all.forward);
    const sent = await listOutboxPage({ cursor: null, dir: "next", size: 25, q: tag, status: "sent" });
    expect(sent.page.rows.map((r) => r.id)).toEqual(newest.filter((id) => statuses[ids.indexOf(id)] === "sent"));
    expect(sent.total).toEqual({ count: 3, capped: false });
    expect(
      (await listOutboxPage({ cursor: null, dir: "next", size: 25, q: `Special ${tag}`, status: "all" })).page.rows.map(
        (r) => r.id,
      ),
    ).toEqual([ids[4]]);
  });
});

/**
 * The console's core lists read one keyset page at a time (docs/decisions/data-and-jobs.md "Server-paged lists"):
 * Project Codes / Code Management, Error Monitoring and SMS Authorization Management. Every page walk
 * is scoped by a search for this run's tag, so rows other tests leave in the database do not matter.
 */
import { randomInt, randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { authorizedPhoneStats, pageAuthorizedPhones } from "@/lib/phones/queries";
import { errorLogStats, pageErrorLogs } from "@/lib/error-monitor/queries";
import { pageProjectCodes, projectCodeStats, type ProjectCodePageRequest } from "@/lib/project-codes/queries";
import type { PageRequest } from "@/lib/db/keyset";
import { authorizedPhones, errorLogs, projectCodes } from "@/lib/db/schema";
import { at, walk } from "@/tests/support/list-walk";

describe("project codes list", () => {
  const tag = `lst${randomUUID().slice(0, 8)}`;

  /** 23 codes: 8 created at the same instant, 6 within one millisecond, the rest a second apart; every third redeemed. */
  async function seed() {
    const micros = [...Array(8).fill(0), 1, 2, 3, 4, 5, 6, ...Array.from({ length: 9 }, (_, i) => (i + 1) * 1_000_000)];
    const rows = await db
      .insert(projectCodes)
      .values(
        micros.map((m, i) => ({
          code: `${tag}${String(i).padStart(2, "0")}`.toUpperCase().slice(0, 20),
          draft: `OVERVIEW\nIdea ${tag} number ${i}`,
          isUsed: i % 3 === 0,
          usedByName: i === 5 ? `Grace ${tag}` : null,
          contactEmail: i === 11 ? `client-${tag}@example.com` : null,
          contactPhone: i === 12 ? "+15550199888" : null,
          createdAt: at(m),
        })),
      )
      .returning({ id: projectCodes.id, isUsed: projectCodes.isUsed, createdAt: projectCodes.createdAt });
    return rows;
  }

  const read = (extra: Partial<ProjectCodePageRequest>) => (request: PageRequest) =>
    pageProjectCodes({ q: tag, status: "all", ...request, ...extra }).then((r) => r.page);

  it("pages newest first without skipping or repeating rows that share a timestamp, and back again", async () => {
    const before = await projectCodeStats();
    const seeded = await seed();
    // Newest first, ties by id descending: the order both walks must reproduce.
    const expected = [...seeded]
      .map((r, i) => ({ id: r.id, order: i }))
      .sort((a, b) => {
        const micros = (i: number) => (i < 8 ? 0 : i < 14 ? i - 7 : (i - 13) * 1_000_000);
        return micros(b.order) - micros(a.order) || b.id - a.id;
      })
      .map((r) => r.id);

    const { forward, back } = await walk(read({}), (c) => c.id, 5);
    expect(forward.map((p) => p.length)).toEqual([5, 5, 5, 5, 3]);
    expect(forward.flat()).toEqual(expected);
    expect(back).toEqual(forward);

    const { total } = await pageProjectCodes({ q: tag, status: "all", cursor: null, dir: "next", size: 25 });
    expect(total).toEqual({ count: 23, capped: false });

    const after = await projectCodeStats();
    expect(after.total - before.total).toBe(23);
    expect(after.redeemed - before.redeemed).toBe(8);
    expect(after.unused - before.unused).toBe(15);
  });

  it("filters Unused / Redeemed in SQL and counts each", async () => {
    const redeemed = await walk(read({ status: "redeemed" }), (c) => c.id, 3);
    const unused = await walk(read({ status: "unused" }), (c) => c.id, 4);
    expect(redeemed.forward.flat()).toHaveLength(8);
    expect(unused.forward.flat()).toHaveLength(15);
    expect(redeemed.back).toEqual(redeemed.forward);
    const all = (await walk(read({}), (c) => c.id, 100)).forward.flat();
    expect(new Set([...redeemed.forward.flat(), ...unused.forward.flat()])).toEqual(new Set(all));
    const first = await pageProjectCodes({ q: tag, status: "redeemed", cursor: null, dir: "next", size: 25 });
    expect(first.page.rows.every((c) => c.isUsed)).toBe(true);
    expect(first.total.count).toBe(8);
  });

  it("searches the code, the draft and the client's name, e-mail and phone, case-insensitively", async () => {
    const search = async (q: string) =>
      (await pageProjectCodes({ q, status: "all", cursor: null, dir: "next", size: 25 })).page.rows;
    expect((await search(`${tag}07`.toUpperCase())).map((c) => c.code)).toEqual([`${tag}07`.toUpperCase()]);
    expect((await search(`idea ${tag} NUMBER 17`)).map((c) => c.code)).toEqual([`${tag}17`.toUpperCase()]);
    expect((await search(`grace ${tag}`)).map((c) => c.usedByName)).toEqual([`Grace ${tag}`]);
    expect((await search(`client-${tag}@`)).map((c) => c.contactEmail)).toEqual([`client-${tag}@example.com`]);
    expect((await search("5550199888")).map((c) => c.contactPhone)).toContain("+15550199888");
    // A LIKE wildcard in the search is a literal character, not "anything".
    expect(await search(`${tag}%`)).toEqual([]);
    // A match never spans two fields (the code, then the first line of the draft).
    expect(await search(`${tag}00 overview`)).toEqual([]);
  });

  it("starts over on a tampered cursor", async () => {
    const page = await pageProjectCodes({ q: tag, status: "all", cursor: "garbage", dir: "next", size: 5 });
    const fresh = await pageProjectCodes({ q: tag, status: "all", cursor: null, dir: "next", size: 5 });
    expect(page.page.rows.map((c) => c.id)).toEqual(fresh.page.rows.map((c) => c.id));
  });
});

describe("error monitoring list", () => {
  const tag = `errlst${randomUUID().slice(0, 8)}`;

  it("pages the Unresolved and All views by last seen, searches the message, and counts the figures", async () => {
    const before = await errorLogStats();
    const rows = await db
      .insert(errorLogs)
      .values(
        Array.from({ length: 12 }, (_, i) => ({
          severity: i % 4 === 0 ? "critical" : "medium",
          errorMessage: `TypeError: ${tag} broke step ${i}`,
          resolved: i % 3 === 0,
          resolvedAt: i % 3 === 0 ? new Date() : null,
          lastSeenAt: at(i < 6 ? 0 : i),
        })),
      )
      .returning({ id: errorLogs.id, resolved: errorLogs.resolved });
    const after = await errorLogStats();
    expect(after.total - before.total).toBe(12);
    expect(after.unresolved - before.unresolved).toBe(8);
    // Critical counts unresolved critical groups only: i = 4, 8 (0 is resolved).
    expect(after.critical - before.critical).toBe(2);

    const read = (status: "all" | "unresolved") => (request: PageRequest) =>
      pageErrorLogs({ ...request, q: tag, status }).then((r) => r.page);
    const all = await walk(read("all"), (e) => e.id, 5);
    expect(all.forward.flat()).toHaveLength(12);
    expect(new Set(all.forward.flat())).toEqual(new Set(rows.map((r) => r.id)));
    expect(all.back).toEqual(all.forward);
    const unresolved = await walk(read("unresolved"), (e) => e.id, 3);
    expect(new Set(unresolved.forward.flat())).toEqual(new Set(rows.filter((r) => !r.resolved).map((r) => r.id)));
    expect(unresolved.back).toEqual(unresolved.forward);

    const one = await pageErrorLogs({ q: `${tag} broke step 11`, status: "all", cursor: null, dir: "next", size: 25 });
    expect(one.page.rows.map((e) => e.errorMessage)).toEqual([`TypeError: ${tag} broke step 11`]);
    expect(one.total).toEqual({ count: 1, capped: false });
    expect(one.page.rows[0]!.lastSeenAt).toBe("2001-02-03T04:05:06.000Z");
  });
});

describe("authorized phones list", () => {
  const tag = `phlst${randomUUID().slice(0, 8)}`;

  it("pages newest first, searches number, owner and description, and counts active and inactive", async () => {
    const before = await authorizedPhoneStats();
    const base = randomInt(0, 9_000_000);
    await db.insert(authorizedPhones).values(
      Array.from({ length: 7 }, (_, i) => ({
        phoneNumber: `+1555${String(base + i).padStart(7, "0")}`,
        ownerName: `Owner ${tag} ${i}`,
        description: i === 2 ? `Front desk ${tag}` : null,
        isActive: i !== 3,
        createdAt: at(i < 4 ? 0 : i),
      })),
    );
    const after = await authorizedPhoneStats();
    expect([after.total - before.total, after.active - before.active, after.inactive - before.inactive]).toEqual([
      7, 6, 1,
    ]);

    const read = (request: PageRequest) => pageAuthorizedPhones({ ...request, q: tag }).then((r) => r.page);
    const { forward, back } = await walk(read, (p) => p.id, 2);
    expect(forward.map((p) => p.length)).toEqual([2, 2, 2, 1]);
    expect(back).toEqual(forward);
    const owners = (await walk(read, (p) => Number(p.ownerName.split(" ").at(-1)), 25)).forward.flat();
    expect(owners.slice(0, 3)).toEqual([6, 5, 4]);

    const byNumber = await pageAuthorizedPhones({
      q: String(base + 5).padStart(7, "0"),
      cursor: null,
      dir: "next",
      size: 25,
    });
    expect(byNumber.page.rows.map((p) => p.ownerName)).toContain(`Owner ${tag} 5`);
    const byDescription = await pageAuthorizedPhones({ q: `front DESK ${tag}`, cursor: null, dir: "next", size: 25 });
    expect(byDescription.page.rows.map((p) => p.ownerName)).toEqual([`Owner ${tag} 2`]);
    expect(byDescription.total).toEqual({ count: 1, capped: false });
  });
});

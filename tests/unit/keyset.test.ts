/** Keyset cursors (lib/db/keyset.ts): what a page link carries, what a tampered link does, and how a read becomes a page. */
import { describe, expect, it } from "vitest";
import { containsPattern, decodeCursor, encodeCursor, toListTotal, toPage, type PageRequest } from "@/lib/db/keyset";

const row = (id: number, cursorKey = String(1_700_000_000_000_000 + id)) => ({ id, cursorKey });

describe("keyset cursors", () => {
  it("round-trips a position, microseconds included, as URL-safe text", () => {
    const cursor = encodeCursor("1700000000123456", 42);
    expect(cursor).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(decodeCursor(cursor)).toEqual({ key: "1700000000123456", id: 42 });
    expect(decodeCursor(encodeCursor("O'Brien & co", 7))).toEqual({ key: "O'Brien & co", id: 7 });
  });

  it("reads a malformed or hostile cursor as no cursor, so the list starts over", () => {
    const b64 = (text: string) => Buffer.from(text).toString("base64url");
    for (const bad of [
      null,
      undefined,
      "",
      "not base64 at all!",
      b64("not json"),
      b64("{}"),
      b64('["key"]'),
      b64('["key", 1.5]'),
      b64("[1, 2]"),
      b64(JSON.stringify(["x".repeat(201), 1])),
      b64(JSON.stringify(["a\u0000b", 1])),
      b64('["\\ud800", 1]'),
      b64(JSON.stringify(["key", 2 ** 40])),
      "A".repeat(401),
    ]) {
      expect(decodeCursor(bad), String(bad)).toBeNull();
    }
  });
});

describe("toPage", () => {
  const first: PageRequest = { cursor: null, dir: "next", size: 3 };

  it("reading forward: keeps `size` rows, links to the next page only when a row was left over", () => {
    const page = toPage([row(9), row(8), row(7), row(6)], first);
    expect(page.rows.map((r) => r.id)).toEqual([9, 8, 7]);
    expect(page.prevCursor).toBeNull();
    expect(decodeCursor(page.nextCursor)).toEqual({ key: row(7).cursorKey, id: 7 });

    const last = toPage([row(3), row(2)], { ...first, cursor: page.nextCursor });
    expect(last.rows.map((r) => r.id)).toEqual([3, 2]);
    expect(last.nextCursor).toBeNull();
    expect(decodeCursor(last.prevCursor)).toEqual({ key: row(3).cursorKey, id: 3 });
  });

  it("reading back: puts the rows in the list's order and links forward to where it came from", () => {
    // A `prev` read returns rows nearest the cursor first, i.e. in reverse list order, plus one if more precede.
    const cursor = encodeCursor(row(6).cursorKey, 6);
    const page = toPage([row(7), row(8), row(9), row(10)], { cursor, dir: "prev", size: 3 });
    expect(page.rows.map((r) => r.id)).toEqual([9, 8, 7]);
    expect(decodeCursor(page.prevCursor)).toEqual({ key: row(9).cursorKey, id: 9 });
    expect(decodeCursor(page.nextCursor)).toEqual({ key: row(7).cursorKey, id: 7 });

    const start = toPage([row(7), row(8)], { cursor, dir: "prev", size: 3 });
    expect(start.rows.map((r) => r.id)).toEqual([8, 7]);
    expect(start.prevCursor).toBeNull();
    expect(start.nextCursor).not.toBeNull();
  });

  it("an empty list has no neighbours", () => {
    expect(toPage([], first)).toEqual({ rows: [], nextCursor: null, prevCursor: null });
  });
});

describe("totals and search patterns", () => {
  it("caps a count past 10,000", () => {
    expect(toListTotal(0)).toEqual({ count: 0, capped: false });
    expect(toListTotal("10000")).toEqual({ count: 10_000, capped: false });
    expect(toListTotal(10_001)).toEqual({ count: 10_000, capped: true });
  });

  it("matches %, _ and backslash literally", () => {
    expect(containsPattern("50%_off\\now")).toBe("%50\\%\\_off\\\\now%");
  });
});

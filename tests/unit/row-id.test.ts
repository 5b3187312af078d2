/** Row ids from forms, actions and URLs (lib/input/row-id.ts): a PostgreSQL `serial` is a positive int4. */
import { describe, expect, it } from "vitest";
import { coercedRowId, MAX_ROW_ID, rowId } from "@/lib/input/row-id";

describe("row id", () => {
  it("accepts every id a serial column can hold", () => {
    for (const id of [1, 42, 2_147_483_647]) expect(rowId().parse(id)).toBe(id);
  });

  it("refuses what names no row with the caller's message, instead of failing the query", () => {
    const schema = rowId("Unknown project");
    for (const id of [0, -3, 1.5, 2_147_483_648, Number.NaN, "7", null]) {
      const parsed = schema.safeParse(id);
      expect(parsed.success, String(id)).toBe(false);
      expect(parsed.error?.issues[0]?.message).toBe("Unknown project");
    }
  });

  it("is int4's largest value", () => {
    expect(MAX_ROW_ID).toBe(2 ** 31 - 1);
  });

  it("reads an id from text (FormData, a path, a query string)", () => {
    expect(coercedRowId().parse("42")).toBe(42);
    expect(coercedRowId().safeParse("abc").success).toBe(false);
    expect(coercedRowId().safeParse("2147483648").success).toBe(false);
  });
});

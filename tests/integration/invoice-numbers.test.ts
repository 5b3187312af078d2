/**
 * Invoice numbers (docs/decisions/quotes-and-projects.md "Invoices: numbers, the deposit and payments"): fifty
 * invoices issued at once take fifty consecutive numbers of their year, none twice, none skipped; a
 * deposit invoice exists once per quote and a refused second one takes no number. Meant for
 * PostgreSQL (scripts/with-postgres.sh) for true concurrency; runs on PGlite too.
 */
import { randomUUID, randomInt } from "node:crypto";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { invoices } from "@/lib/db/schema";
import { issueInvoice, type InvoiceInput } from "@/lib/invoices/issue-invoice";
import { createTestClient } from "@/tests/support/invoices";

const tag = randomUUID().slice(0, 8);
/** A year no other test issues in, so its sequence starts at 1. */
const year = randomInt(3000, 9000);
let base: Omit<InvoiceInput, "kind">;

beforeAll(async () => {
  const client = await createTestClient(db, `Invoice ${tag}`);
  base = {
    ...client,
    currency: "EUR",
    lines: [
      {
        description: "Build",
        quantityMilli: 1500,
        unit: "hour",
        unitPriceMinor: 10_001,
        discountBp: 0,
        taxRateBp: null,
      },
    ],
    taxRateBp: 2000,
    taxMode: "exclusive",
    issueDate: `${year}-03-01`,
    dueDate: `${year}-03-15`,
  };
});

describe("invoice numbers", () => {
  it("gives fifty concurrent issues fifty consecutive numbers of the year", async () => {
    const issued = await Promise.all(Array.from({ length: 50 }, () => issueInvoice(db, { ...base, kind: "standard" })));
    const numbers = issued.map((invoice) => invoice!.number).sort();
    expect(numbers).toEqual(Array.from({ length: 50 }, (_, i) => `${year}-${String(i + 1).padStart(4, "0")}`));
    // 1.5 h × 100.01 = 150.015 → 150.02 (half to even), + 20 % tax 30.00 (30.004 rounded).
    expect(issued[0]!.totalMinor).toBe(15_002 + 3_000);
  });

  it("issues a quote's deposit invoice once, and a refused second one takes no number", async () => {
    const deposits = await Promise.all(
      [1, 2, 3].map(() => issueInvoice(db, { ...base, kind: "deposit", issueDate: `${year}-04-01` })),
    );
    expect(deposits.filter((deposit) => deposit !== null).length).toBe(1);
    const next = await issueInvoice(db, { ...base, kind: "standard" });
    expect(next!.number).toBe(`${year}-0052`);
    const rows = await db.select().from(invoices).where(eq(invoices.quoteId, base.quoteId!));
    expect(rows.filter((row) => row.kind === "deposit").map((row) => row.status)).toEqual(["issued"]);
  });
});

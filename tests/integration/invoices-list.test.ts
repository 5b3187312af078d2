/**
 * /invoices' reads (docs/decisions/quotes-and-projects.md "Invoices: numbers, the deposit and payments"):
 * filtered in SQL by status, overdue, kind and client, searched by number and client name, with what is
 * outstanding (less what credit notes took off) and what was paid this month per currency.
 */
import { randomUUID, randomInt } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { issueCreditNote } from "@/lib/invoices/credit-note";
import { pageInvoices } from "@/lib/invoices/queries";
import { recordPayment } from "@/lib/invoices/record-payment";
import { createTestClient, issueTestInvoice, type TestClient } from "@/tests/support/invoices";

const tag = randomUUID().slice(0, 8);
const year = randomInt(3000, 9000);
const now = new Date(`${year}-05-20T12:00:00Z`);
/** A currency no other test bills in, so the totals are this file's alone. */
const currency = "ISK";
const base = {
  q: "",
  status: "all" as const,
  kind: "all" as const,
  client: 0,
  size: 50,
  cursor: null,
  dir: "next" as const,
};
let ann: number;
let bob: number;

const issue = (client: TestClient, priceMinor: number, dueDate: string) =>
  issueTestInvoice(db, client, { priceMinor, currency, issueDate: `${year}-05-01`, dueDate });

beforeAll(async () => {
  const a = await createTestClient(db, `Ann ${tag}`);
  const b = await createTestClient(db, `Bob ${tag}`);
  ann = a.leadId;
  bob = b.leadId;
  await issue(a, 10_000, `${year}-05-10`); // overdue on the 20th
  const paid = await issue(a, 5_000, `${year}-06-10`);
  await recordPayment(db, { invoiceId: paid.id, amountMinor: 5_000, currency, method: "manual", reference: "bank" });
  const billed = await issue(b, 7_000, `${year}-06-10`);
  await issueCreditNote(db, {
    invoiceId: billed.id,
    lines: [
      { description: "Goodwill", quantityMilli: 1000, unit: "", unitPriceMinor: 1_000, discountBp: 0, taxRateBp: null },
    ],
    notes: "",
    issueDate: `${year}-05-02`,
    createdBy: "staff",
  });
});

describe("the invoices list", () => {
  it("filters overdue, by client and by search, in SQL", async () => {
    const overdue = await pageInvoices({ ...base, status: "overdue", client: ann }, now);
    expect(overdue.page.rows.map((r) => [r.clientName, r.totalMinor])).toEqual([[`Ann ${tag}`, 10_000]]);
    const bobs = await pageInvoices({ ...base, kind: "standard", client: bob }, now);
    expect(bobs.page.rows.map((r) => r.totalMinor)).toEqual([7_000]);
    const credits = await pageInvoices({ ...base, kind: "credit", client: bob }, now);
    expect(credits.page.rows.map((r) => [r.number, r.totalMinor])).toEqual([[`CN-${year}-0001`, -1_000]]);
    const searched = await pageInvoices({ ...base, kind: "standard", q: `Bob ${tag}` }, now);
    expect(searched.page.rows.map((r) => r.leadId)).toEqual([bob]);
    const paid = await pageInvoices({ ...base, status: "paid", client: ann }, now);
    expect(paid.page.rows.map((r) => r.amountPaidMinor)).toEqual([5_000]);
  });

  it("totals what is outstanding and what was paid this month", async () => {
    const { totals } = await pageInvoices(base, new Date());
    // 10,000 + 7,000 less the 1,000 credit note.
    expect(totals.outstanding.find((t) => t.currency === currency)?.amountMinor).toBe(16_000);
    expect(totals.paidThisMonth.find((t) => t.currency === currency)?.amountMinor).toBe(5_000);
  });
});

/**
 * Recording a payment by hand (docs/decisions/quotes-and-projects.md "Paying an invoice: Stripe or bank
 * transfer"): the invoice's link shows the saved bank details; staff record a bank transfer and the invoice reads partly paid, then paid; an amount that
 * is not money in the invoice's currency is a 422 on the field that changes nothing; a viewer is refused.
 */
import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { SessionUser } from "@/lib/auth/session";
import { db } from "@/lib/db";
import { invoices } from "@/lib/db/schema";
import { recordManualPaymentAction, saveBankDetailsAction } from "@/lib/invoices/actions";
import { readInvoicePage } from "@/lib/invoices/invoice-page";
import { createTestClient, issueTestInvoice } from "@/tests/support/invoices";
import { createTestUser, deleteTestUsers, sessionUserOf, type TestUser } from "@/tests/support/users";

const session = vi.hoisted(() => ({ user: null as SessionUser | null }));
vi.mock("next/headers", () => ({
  headers: async () => new Headers({ "x-forwarded-for": "198.51.100.45", "user-agent": "invoice-actions" }),
}));
vi.mock("next/cache", async (original) => ({
  ...(await original<typeof import("next/cache")>()),
  revalidatePath: () => undefined,
}));
vi.mock("@/lib/auth/session", async (original) => ({
  ...(await original<typeof import("@/lib/auth/session")>()),
  getCurrentUser: async () => session.user,
}));

const tag = randomUUID().slice(0, 8);
let staff: TestUser;
let viewer: TestUser;
let id: number;
let linkToken: string;

beforeAll(async () => {
  staff = await createTestUser(db, `iact-${tag}`, "staff");
  viewer = await createTestUser(db, `iview-${tag}`, "viewer");
  const issued = await issueTestInvoice(db, await createTestClient(db, `Bank ${tag}`), {
    priceMinor: 100_000,
    currency: "USD",
    issueDate: "2026-08-01",
    dueDate: "2026-08-31",
  });
  id = issued.id;
  linkToken = issued.linkToken;
});
afterAll(() => deleteTestUsers(db, [staff, viewer]));

const read = async () => (await db.select().from(invoices).where(eq(invoices.id, id)))[0]!;

describe("recording a payment by hand", () => {
  it("shows the saved bank-transfer details on the invoice's link without Stripe", async () => {
    session.user = await sessionUserOf(db, staff);
    const details = `Ann Agency ${tag}\nIBAN DE89 3704 0044 0532 0130 00`;
    expect(await saveBankDetailsAction({ details })).toMatchObject({ ok: true });
    const page = await readInvoicePage(linkToken);
    expect([page!.payOnline, page!.bankTransferDetails, page!.owedMinor]).toEqual([false, details, 100_000]);
  });

  it("marks the invoice partly paid, then paid", async () => {
    session.user = await sessionUserOf(db, staff);
    expect(await recordManualPaymentAction({ id, amount: "400.00", note: "Transfer 1" })).toMatchObject({ ok: true });
    expect([(await read()).status, (await read()).amountPaidMinor]).toEqual(["partially_paid", 40_000]);
    expect(await recordManualPaymentAction({ id, amount: "600", note: "" })).toMatchObject({ ok: true });
    expect([(await read()).status, (await read()).amountPaidMinor]).toEqual(["paid", 100_000]);
  });

  it("refuses an amount that is not money in the invoice's currency, and a viewer", async () => {
    session.user = await sessionUserOf(db, staff);
    for (const amount of ["12.345", "-5", "ten"])
      expect(await recordManualPaymentAction({ id, amount, note: "" })).toMatchObject({ ok: false, code: "invalid" });
    session.user = await sessionUserOf(db, viewer);
    expect(await recordManualPaymentAction({ id, amount: "1", note: "" })).toMatchObject({
      ok: false,
      code: "forbidden",
    });
    expect((await read()).amountPaidMinor).toBe(100_000);
  });
});

/**
 * The `quote-acceptances` job (lib/quotes/finish-acceptances.ts, docs/decisions/quotes-and-projects.md
 * "Projects start from an accepted quote"): an acceptance whose follow-up never ran (the instance stopped
 * right after the client's answer committed) is left alone for its grace period, then finished by the
 * sweep once, even when two workers sweep at the same moment: one project, one deposit invoice, one sealed
 * PDF, each e-mail once, one alert; a later sweep finds nothing left to do. Runs on PGlite and on
 * PostgreSQL (scripts/with-postgres.sh), where the two sweeps truly overlap.
 */
import { randomUUID } from "node:crypto";
import { eq, like, or } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { db } from "@/lib/db";
import { alertHistory, invoices, outboxMessages, projects, quoteAcceptances } from "@/lib/db/schema";
import { readQuoteEvents } from "@/lib/quotes/event-chain";
import { finishAcceptances } from "@/lib/quotes/finish-acceptances";
import { acceptedQuote } from "@/tests/support/quotes";
import { createTestUser, deleteTestUsers, type TestUser } from "@/tests/support/users";

// The sweep prints with the production renderer; Chromium is not part of an integration run.
vi.mock("@/lib/status-reports/render-pdf", async (original) => ({
  ...(await original<typeof import("@/lib/status-reports/render-pdf")>()),
  renderPdf: (await import("@/tests/support/pdf-stand-in")).renderStandIn,
}));

const tag = randomUUID().slice(0, 8);
let staff: TestUser;
beforeAll(async () => {
  staff = await createTestUser(db, `qs-${tag}`, "staff");
});
afterAll(() => deleteTestUsers(db, [staff]));

/** What quote `id`'s acceptance has started so far. */
async function started(id: number) {
  const [acceptance] = await db.select().from(quoteAcceptances).where(eq(quoteAcceptances.quoteId, id));
  const [projectRows, invoiceRows, alerts, mails] = await Promise.all([
    db.select().from(projects).where(eq(projects.quoteId, id)),
    db.select().from(invoices).where(eq(invoices.quoteId, id)),
    db
      .select()
      .from(alertHistory)
      .where(eq(alertHistory.subject, `quote:${id}`)),
    db
      .select({ subject: outboxMessages.subject, recipient: outboxMessages.recipient })
      .from(outboxMessages)
      .where(or(like(outboxMessages.subject, `Signed quote Q-${id}:%`), like(outboxMessages.subject, "Invoice %"))),
  ]);
  const invoiceNumbers = invoiceRows.map((i) => i.number);
  return {
    sealed: acceptance!.signedPdfSha256 !== null,
    projects: projectRows.length,
    invoices: invoiceRows.map((i) => [i.kind, i.totalMinor]),
    alerts: alerts.filter((a) => !a.suppressed).length,
    signedMails: mails.filter((m) => m.subject?.startsWith(`Signed quote Q-${id}:`)).length,
    invoiceMails: mails.filter((m) => invoiceNumbers.some((n) => m.subject?.startsWith(`Invoice ${n}:`))).length,
  };
}

describe("the quote-acceptances sweep", () => {
  it("finishes an acceptance whose follow-up never ran, once, with two workers sweeping at once", async () => {
    const { id } = await acceptedQuote(db, staff, tag);
    const nothing = { sealed: false, projects: 0, invoices: [], alerts: 0, signedMails: 0, invoiceMails: 0 };

    // Within its grace the acceptance is left to its own follow-up.
    await finishAcceptances(new Date());
    expect(await started(id)).toEqual(nothing);

    const later = new Date(Date.now() + 3 * 60_000);
    const [first, second] = await Promise.all([finishAcceptances(later), finishAcceptances(later)]);
    expect(first.failed + second.failed).toBe(0);
    const once = {
      sealed: true,
      projects: 1,
      // 3 × 1,000.00 EUR, tax included: the 30 % deposit is 900.00 EUR.
      invoices: [["deposit", 90_000]],
      alerts: 1,
      // The signed PDF to the client and to the agency; the deposit invoice to the client.
      signedMails: 2,
      invoiceMails: 1,
    };
    expect(await started(id)).toEqual(once);
    const { events, check } = await readQuoteEvents(db, id);
    expect(events.filter((e) => e.kind === "sealed")).toHaveLength(1);
    expect(check.intact).toBe(true);

    // The next tick finds nothing left for this quote.
    await finishAcceptances(new Date(Date.now() + 10 * 60_000));
    expect(await started(id)).toEqual(once);
  });
});

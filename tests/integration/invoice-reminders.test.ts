/**
 * Overdue reminders (docs/decisions/quotes-and-projects.md "Overdue reminders"): an open invoice gets an
 * e-mail and a text at 3 and 10 days past due, each once under two workers; a text asked for in the
 * client's quiet hours waits in the outbox for them to end; an opted-out number gets no text; a paid or
 * void invoice gets nothing.
 */
import { randomInt, randomUUID } from "node:crypto";
import { and, eq, inArray } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { invoiceReminders, invoices, leadEvents, leads, outboxMessages, smsOptOuts } from "@/lib/db/schema";
import { sendOverdueReminders } from "@/lib/invoices/overdue-reminders";
import { recordPayment } from "@/lib/invoices/record-payment";
import { issueCreditNote } from "@/lib/invoices/credit-note";
import { findClientLink } from "@/lib/client-portal/client-link";
import { remindersOf } from "@/lib/invoices/reminder-queries";
import { createTestClient, issueTestInvoice } from "@/tests/support/invoices";

/** An invoice of €500.00 due on `dueDate` to a client with an e-mail and a London mobile number. */
async function overdueInvoice(dueDate: string) {
  const tag = randomUUID().slice(0, 8);
  const client = await createTestClient(db, `Overdue ${tag}`);
  const email = `client.${tag}@example.com`;
  const phone = `+4477009${String(randomInt(0, 100_000)).padStart(5, "0")}`;
  await db.update(leads).set({ email, phone }).where(eq(leads.id, client.leadId));
  const issued = await issueTestInvoice(db, client, {
    priceMinor: 50_000,
    currency: "EUR",
    issueDate: "2030-01-01",
    dueDate,
  });
  return { ...issued, leadId: client.leadId, email, phone };
}

/** The reminders that reached the outbox for `invoice`'s client. */
async function sent(invoice: { email: string; phone: string }) {
  const rows = await db
    .select()
    .from(outboxMessages)
    .where(inArray(outboxMessages.recipient, [invoice.email, invoice.phone]))
    .orderBy(outboxMessages.id);
  return {
    emails: rows.filter((r) => r.channel === "email").map((r) => r.subject),
    texts: rows.filter((r) => r.channel === "sms"),
  };
}

/** Two workers running the job at the same moment. */
const twoWorkers = (now: string) =>
  Promise.all([sendOverdueReminders(db, new Date(now)), sendOverdueReminders(db, new Date(now))]);

describe("overdue invoice reminders", () => {
  it("reminds at 3 and 10 days overdue, each once under two workers, on the lead's timeline", async () => {
    const invoice = await overdueInvoice("2030-01-10");
    await twoWorkers("2030-01-12T12:00:00Z");
    expect((await sent(invoice)).emails).toEqual([]);

    await twoWorkers("2030-01-13T12:00:00Z");
    await twoWorkers("2030-01-14T12:00:00Z");
    const third = await sent(invoice);
    expect(third.emails).toEqual([`Reminder: invoice ${invoice.number} is 3 days overdue`]);
    expect(third.texts.map((t) => t.body)).toEqual([
      expect.stringContaining(`invoice ${invoice.number} (€500.00 owed)`),
    ]);

    await twoWorkers("2030-01-20T12:00:00Z");
    await twoWorkers("2030-01-25T12:00:00Z");
    const tenth = await sent(invoice);
    expect(tenth.emails).toEqual([
      `Reminder: invoice ${invoice.number} is 3 days overdue`,
      `Reminder: invoice ${invoice.number} is 10 days overdue`,
    ]);
    expect(tenth.texts).toHaveLength(2);
    const timeline = await db
      .select({ body: leadEvents.body })
      .from(leadEvents)
      .where(and(eq(leadEvents.leadId, invoice.leadId), eq(leadEvents.kind, "invoice")))
      .orderBy(leadEvents.id);
    expect(timeline.map((e) => e.body)).toEqual([
      `Invoice ${invoice.number}: 3-day overdue reminder sent by e-mail and text`,
      `Invoice ${invoice.number}: 10-day overdue reminder sent by e-mail and text`,
    ]);
    // What /invoices shows under the due date.
    const sentOn = { emailed: true, texted: true, sentAt: expect.any(Date) };
    expect(await remindersOf([invoice.id])).toEqual({
      [invoice.id]: [
        { stage: 3, ...sentOn },
        { stage: 10, ...sentOn },
      ],
    });
  });

  it("queues a text asked for in the client's quiet hours for 08:00 on their clock", async () => {
    const invoice = await overdueInvoice("2030-01-10");
    await sendOverdueReminders(db, new Date("2030-01-13T22:30:00Z"));
    const { emails, texts } = await sent(invoice);
    expect(emails).toHaveLength(1);
    expect(texts).toHaveLength(1);
    expect(texts[0]!.nextAttemptAt).toEqual(new Date("2030-01-14T08:00:00Z"));
    const [reminder] = await db.select().from(invoiceReminders).where(eq(invoiceReminders.invoiceId, invoice.id));
    expect(reminder).toMatchObject({ stage: 3, textedTo: invoice.phone, textAt: new Date("2030-01-14T08:00:00Z") });
  });

  it("texts nothing to a number that opted out, and e-mails still", async () => {
    const invoice = await overdueInvoice("2030-01-10");
    await db.insert(smsOptOuts).values({ phoneNumber: invoice.phone });
    await sendOverdueReminders(db, new Date("2030-01-13T12:00:00Z"));
    expect(await sent(invoice)).toEqual({ emails: [expect.stringContaining("3 days overdue")], texts: [] });
  });

  it("sends only the 10-day reminder to an invoice first found 12 days overdue", async () => {
    const invoice = await overdueInvoice("2030-01-10");
    await sendOverdueReminders(db, new Date("2030-01-22T12:00:00Z"));
    expect((await sent(invoice)).emails).toEqual([`Reminder: invoice ${invoice.number} is 10 days overdue`]);
  });

  it("reminds nothing once the invoice is paid or void", async () => {
    const paid = await overdueInvoice("2030-01-10");
    await recordPayment(db, {
      invoiceId: paid.id,
      amountMinor: 50_000,
      currency: "EUR",
      method: "manual",
      reference: "Bank transfer",
    });
    const voided = await overdueInvoice("2030-01-10");
    await db.update(invoices).set({ status: "void" }).where(eq(invoices.id, voided.id));
    await twoWorkers("2030-01-13T12:00:00Z");
    await twoWorkers("2030-01-21T12:00:00Z");
    expect(await sent(paid)).toEqual({ emails: [], texts: [] });
    expect(await sent(voided)).toEqual({ emails: [], texts: [] });
  });

  it("asks what credits left, points to the client's page, and never reminds a credit note", async () => {
    const invoice = await overdueInvoice("2030-01-10");
    const credit = await issueCreditNote(db, {
      invoiceId: invoice.id,
      lines: [
        {
          description: "Goodwill",
          quantityMilli: 1000,
          unit: "",
          unitPriceMinor: 20_000,
          discountBp: 0,
          taxRateBp: null,
        },
      ],
      notes: "",
      issueDate: "2030-01-01",
      createdBy: "staff",
    });
    await twoWorkers("2030-01-13T12:00:00Z");
    await twoWorkers("2030-01-21T12:00:00Z");
    const reminders = await db
      .select({ invoiceId: invoiceReminders.invoiceId })
      .from(invoiceReminders)
      .where(inArray(invoiceReminders.invoiceId, [invoice.id, credit.id]));
    expect(reminders.map((r) => r.invoiceId)).toEqual([invoice.id, invoice.id]);
    const [mail] = await db
      .select({ body: outboxMessages.body })
      .from(outboxMessages)
      .where(and(eq(outboxMessages.recipient, invoice.email), eq(outboxMessages.channel, "email")))
      .orderBy(outboxMessages.id)
      .limit(1);
    expect(mail!.body).toContain("€300.00 is still owed");
    const token = /\/c\/([A-Za-z0-9_-]{43})/.exec(mail!.body)![1]!;
    expect((await findClientLink(db, token))?.leadId).toBe(invoice.leadId);
  });
});

/**
 * Invoices as documents (docs/decisions/quotes-and-projects.md "The invoice's PDF: printed once per state
 * and kept", "Staff-issued invoices: draft, issue, void", "Credit notes: their own series, negative
 * lines", "The final invoice on delivery"): the PDF a link and the console serve is the kept copy and
 * goes with the invoice's one e-mail; staff draft, issue and void (the number stays); fifty credit notes
 * at once take fifty consecutive numbers of their own series; two deliveries at once make one final
 * invoice; hostile lines are field errors that store nothing. Meant for PostgreSQL
 * (scripts/with-postgres.sh) for true concurrency; runs on PGlite too.
 */
import { randomInt, randomUUID } from "node:crypto";
import { and, eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { GET as consolePdf } from "@/app/(admin)/invoices/[id]/pdf/route";
import { GET as linkPdf } from "@/app/i/[token]/pdf/route";
import type { SessionUser } from "@/lib/auth/session";
import { db } from "@/lib/db";
import { invoicePdfs, invoices, leads, outboxMessages, projects } from "@/lib/db/schema";
import {
  createInvoiceAction,
  creditInvoiceAction,
  issueInvoiceAction,
  recordManualPaymentAction,
  voidInvoiceAction,
} from "@/lib/invoices/actions";
import { issueCreditNote } from "@/lib/invoices/credit-note";
import type { InvoiceFields } from "@/lib/invoices/schemas";
import { invoicePdf } from "@/lib/invoices/invoice-pdf";
import { mailInvoice } from "@/lib/invoices/invoice-mail";
import { readInvoicePage } from "@/lib/invoices/invoice-page";
import { mailPendingInvoices } from "@/lib/invoices/mail-pending-invoices";
import { deliverProject } from "@/lib/projects/deliver-project";
import {
  acceptedTestQuote,
  createTestClient,
  issueTestInvoice,
  renderTestPdf,
  type TestClient,
} from "@/tests/support/invoices";
import { createTestUser, deleteTestUsers, sessionUserOf, type TestUser } from "@/tests/support/users";

const session = vi.hoisted(() => ({ user: null as SessionUser | null }));
vi.mock("next/headers", () => ({
  headers: async () => new Headers({ "x-forwarded-for": "198.51.100.46", "user-agent": "invoice-documents" }),
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
/** A year no other test issues in, so its sequences start at 1. */
const year = randomInt(3000, 9000);
let staff: TestUser;
let viewer: TestUser;
let client: TestClient;

const line = (over: Record<string, string> = {}) => ({
  description: "Design",
  quantity: "1",
  unit: "",
  unitPrice: "100.00",
  discountPercent: "",
  taxPercent: "",
  ...over,
});
const newInvoiceFields = (over: Partial<InvoiceFields> = {}): InvoiceFields => ({
  projectId: client.projectId,
  currency: "USD",
  items: [line()],
  taxPercent: "10",
  taxMode: "exclusive",
  dueDate: "2099-01-31",
  notes: "Thank you",
  ...over,
});
const read = async (id: number) => (await db.select().from(invoices).where(eq(invoices.id, id)))[0]!;
const invoicesOf = (projectId: number) => db.select().from(invoices).where(eq(invoices.projectId, projectId));

beforeAll(async () => {
  staff = await createTestUser(db, `idoc-${tag}`, "staff");
  viewer = await createTestUser(db, `idocv-${tag}`, "viewer");
  client = await createTestClient(db, `Docs ${tag}`);
});
afterAll(() => deleteTestUsers(db, [staff, viewer]));

describe("the invoice's PDF", () => {
  it("serves the kept copy on the invoice's link and to staff: the stored bytes, a PDF with its number", async () => {
    const issued = await issueTestInvoice(db, client, {
      priceMinor: 12_345,
      currency: "USD",
      issueDate: `${year}-01-10`,
      dueDate: `${year}-01-24`,
    });
    await invoicePdf(db, issued.id, renderTestPdf);
    const [kept] = await db.select().from(invoicePdfs).where(eq(invoicePdfs.invoiceId, issued.id));

    const response = await linkPdf(new Request(`http://localhost/i/${issued.linkToken}/pdf`), {
      params: Promise.resolve({ token: issued.linkToken }),
    });
    expect([response.status, response.headers.get("content-type")]).toEqual([200, "application/pdf"]);
    const served = Buffer.from(await response.arrayBuffer());
    expect(served.equals(Buffer.from(kept!.pdf))).toBe(true);
    expect(served.subarray(0, 5).toString()).toBe("%PDF-");
    expect(served.toString()).toContain(`Invoice ${issued.number}`);
    expect(served.toString()).toContain("$123.45");

    session.user = await sessionUserOf(db, viewer);
    const toStaff = await consolePdf(new Request(`http://localhost/invoices/${issued.id}/pdf`), {
      params: Promise.resolve({ id: String(issued.id) }),
    });
    expect(Buffer.from(await toStaff.arrayBuffer()).equals(served)).toBe(true);

    const unknown = await linkPdf(new Request("http://localhost/i/x/pdf"), {
      params: Promise.resolve({ token: "A".repeat(43) }),
    });
    expect(unknown.status).toBe(404);
  });

  it("prints a new copy when a payment changes what it shows, and only then", async () => {
    session.user = await sessionUserOf(db, staff);
    const issued = await issueTestInvoice(db, client, {
      priceMinor: 50_000,
      currency: "USD",
      issueDate: `${year}-01-11`,
      dueDate: `${year}-01-25`,
    });
    const prints: string[] = [];
    const counting = async (html: string) => (prints.push(html), renderTestPdf(html));
    const first = await invoicePdf(db, issued.id, counting);
    const again = await invoicePdf(db, issued.id, counting);
    expect(prints.length).toBe(1);
    expect(again!.pdf.equals(first!.pdf)).toBe(true);
    expect(await recordManualPaymentAction({ id: issued.id, amount: "200.00", note: "" })).toMatchObject({ ok: true });
    const paid = await invoicePdf(db, issued.id, counting);
    expect(prints.length).toBe(2);
    expect(paid!.pdf.toString()).toMatch(/Paid.*\$200\.00.*Amount due.*\$300\.00/);
  });

  it("e-mails an issued invoice once, with the PDF its link serves attached", async () => {
    const email = `docs.${tag}@example.test`;
    const mailed = await createTestClient(db, `Mail ${tag}`);
    await db.update(leads).set({ email }).where(eq(leads.id, mailed.leadId));
    const issued = await issueTestInvoice(db, mailed, {
      priceMinor: 7_000,
      currency: "EUR",
      issueDate: `${year}-02-01`,
      dueDate: `${year}-02-15`,
    });
    const sent = await Promise.all([
      mailInvoice(db, issued.id, { linkToken: issued.linkToken, render: renderTestPdf }),
      mailInvoice(db, issued.id, { linkToken: issued.linkToken, render: renderTestPdf }),
    ]);
    expect(sent.filter(Boolean).length).toBe(1);
    const mails = await db.select().from(outboxMessages).where(eq(outboxMessages.recipient, email));
    expect(mails.map((mail) => mail.subject)).toEqual([`Invoice ${issued.number}: Mail ${tag}`]);
    expect(mails[0]!.body).toContain(`/i/${issued.linkToken}`);
    const [kept] = await db.select().from(invoicePdfs).where(eq(invoicePdfs.invoiceId, issued.id));
    expect(mails[0]!.attachments).toEqual([
      {
        filename: `invoice-${issued.number}.pdf`,
        content: Buffer.from(kept!.pdf).toString("base64"),
        contentType: "application/pdf",
      },
    ]);
  });
  it("mails an invoice a crash left unsent from the sweep, with a new link, once", async () => {
    const email = `sweep.${tag}@example.test`;
    const left = await createTestClient(db, `Sweep ${tag}`);
    await db.update(leads).set({ email }).where(eq(leads.id, left.leadId));
    const issued = await issueTestInvoice(db, left, {
      priceMinor: 4_200,
      currency: "EUR",
      issueDate: `${year}-02-02`,
      dueDate: `${year}-02-16`,
    });
    const later = new Date(Date.now() + 5 * 60_000);
    const [first, second] = [
      await mailPendingInvoices(later, renderTestPdf),
      await mailPendingInvoices(later, renderTestPdf),
    ];
    expect([first.mailed >= 1, first.failed, second.mailed]).toEqual([true, 0, 0]);
    const mails = await db.select().from(outboxMessages).where(eq(outboxMessages.recipient, email));
    expect(mails.length).toBe(1);
    const token = /\/i\/([A-Za-z0-9_-]{43})/.exec(mails[0]!.body)![1]!;
    expect(token).not.toBe(issued.linkToken);
    expect((await readInvoicePage(token))?.invoice.id).toBe(issued.id);
    expect(await readInvoicePage(issued.linkToken)).toBeNull();
  });
});

describe("staff-issued invoices", () => {
  it("drafts without a number, issues with the next one, and a void invoice keeps it", async () => {
    session.user = await sessionUserOf(db, staff);
    const drafted = await createInvoiceAction(newInvoiceFields());
    expect(drafted).toMatchObject({ ok: true });
    const id = (drafted as { data: { id: number } }).data.id;
    expect(await read(id)).toMatchObject({
      status: "draft",
      number: null,
      totalMinor: 11_000,
      taxMinor: 1_000,
      createdBy: staff.username,
    });

    const issued = await issueInvoiceAction({ id });
    expect(issued).toMatchObject({ ok: true });
    const number = (issued as { data: { number: string } }).data.number;
    expect(number).toMatch(/^\d{4}-\d{4,}$/);
    expect(await issueInvoiceAction({ id })).toMatchObject({ ok: false, code: "conflict" });

    expect(await voidInvoiceAction({ id })).toMatchObject({ ok: true, data: { number } });
    expect(await read(id)).toMatchObject({ status: "void", number });
    expect(await voidInvoiceAction({ id })).toMatchObject({ ok: false, code: "conflict" });

    const next = (await createInvoiceAction(newInvoiceFields())) as { data: { id: number } };
    const nextIssued = (await issueInvoiceAction({ id: next.data.id })) as { data: { number: string } };
    // Numbers are never reused: the next one comes after the void invoice's.
    expect(nextIssued.data.number > number).toBe(true);
  });

  it("lets a viewer read but not draft, issue, void or credit", async () => {
    session.user = await sessionUserOf(db, viewer);
    const before = (await invoicesOf(client.projectId)).length;
    expect(await createInvoiceAction(newInvoiceFields())).toMatchObject({ ok: false, code: "forbidden" });
    expect(await issueInvoiceAction({ id: 1 })).toMatchObject({ ok: false, code: "forbidden" });
    expect(await voidInvoiceAction({ id: 1 })).toMatchObject({ ok: false, code: "forbidden" });
    expect(await creditInvoiceAction({ id: 1, items: [line()], notes: "" })).toMatchObject({
      ok: false,
      code: "forbidden",
    });
    expect((await invoicesOf(client.projectId)).length).toBe(before);
  });

  it("refuses hostile lines with a field error and stores nothing", async () => {
    session.user = await sessionUserOf(db, staff);
    const before = (await invoicesOf(client.projectId)).length;
    const cases: [Partial<InvoiceFields>, string][] = [
      [{ items: Array.from({ length: 10_000 }, () => line()) }, "items"],
      [{ items: [line({ unitPrice: "-5" })] }, "items.0.unitPrice"],
      [{ items: [line({ unitPrice: "1.005" })] }, "items.0.unitPrice"],
      [{ items: [line({ unitPrice: "99999999999" })] }, "items.0.unitPrice"],
      [{ items: [line({ quantity: "1e9" })] }, "items.0.quantity"],
      [{ items: [line({ quantity: "1000001" })] }, "items.0.quantity"],
      [{ items: [line({ description: "Design\u0000" })] }, "items.0.description"],
      [{ items: [] }, "items"],
      [{ taxPercent: "150" }, "taxPercent"],
      [{ currency: "XYZ" }, "currency"],
      [{ projectId: 2_000_000_000 }, "projectId"],
    ];
    for (const [fields, field] of cases) {
      const result = await createInvoiceAction(newInvoiceFields(fields));
      expect(result, field).toMatchObject({ ok: false, code: "invalid" });
      expect(Object.keys((result as { fieldErrors?: object }).fieldErrors ?? {}), field).toContain(field);
    }
    expect((await invoicesOf(client.projectId)).length).toBe(before);

    const emoji = await createInvoiceAction(newInvoiceFields({ items: [line({ description: "Logo 🎨👩🏽‍💻" })] }));
    expect(emoji).toMatchObject({ ok: true });
    expect((await read((emoji as { data: { id: number } }).data.id)).lines[0]!.description).toBe("Logo 🎨👩🏽‍💻");
  });
});

describe("credit notes", () => {
  it("numbers fifty concurrent credit notes CN-YYYY-0001…0050, and takes them off what is owed", async () => {
    const credited = await issueTestInvoice(db, client, {
      priceMinor: 100_000,
      currency: "USD",
      issueDate: `${year}-03-01`,
      dueDate: `${year}-03-31`,
    });
    const notes = await Promise.all(
      Array.from({ length: 50 }, () =>
        issueCreditNote(db, {
          invoiceId: credited.id,
          lines: [
            {
              description: "Goodwill",
              quantityMilli: 1000,
              unit: "",
              unitPriceMinor: 1_000,
              discountBp: 0,
              taxRateBp: null,
            },
          ],
          notes: "",
          issueDate: `${year}-03-02`,
          createdBy: staff.username,
        }),
      ),
    );
    expect(notes.map((note) => note.number).sort()).toEqual(
      Array.from({ length: 50 }, (_, i) => `CN-${year}-${String(i + 1).padStart(4, "0")}`),
    );
    expect(notes.every((note) => note.totalMinor === -1_000)).toBe(true);
    expect(await read(credited.id)).toMatchObject({ creditedMinor: 50_000, status: "issued" });
    // Invoices keep their own sequence: the credit notes took none of its numbers.
    const next = await issueTestInvoice(db, client, {
      priceMinor: 1,
      currency: "USD",
      issueDate: `${year}-03-03`,
      dueDate: `${year}-03-31`,
    });
    const count = Number(credited.number.split("-")[1]);
    expect(next.number).toBe(`${year}-${String(count + 1).padStart(4, "0")}`);
  });

  it("refuses a credit past what is left, settles the invoice when it covers the rest, and prints on its PDF", async () => {
    session.user = await sessionUserOf(db, staff);
    const credited = await issueTestInvoice(db, client, {
      priceMinor: 30_000,
      currency: "USD",
      issueDate: `${year}-04-01`,
      dueDate: `${year}-04-30`,
    });
    expect(await recordManualPaymentAction({ id: credited.id, amount: "100", note: "" })).toMatchObject({ ok: true });
    expect(
      await creditInvoiceAction({ id: credited.id, items: [line({ unitPrice: "300.01" })], notes: "" }),
    ).toMatchObject({ ok: false, code: "conflict" });
    expect(
      await creditInvoiceAction({ id: credited.id, items: [line({ unitPrice: "200.00" })], notes: "Scope cut" }),
    ).toMatchObject({ ok: true, data: { number: expect.stringMatching(/^CN-\d{4}-\d{4,}$/) } });
    expect(await read(credited.id)).toMatchObject({ creditedMinor: 20_000, amountPaidMinor: 10_000, status: "paid" });
    const [note] = await db
      .select()
      .from(invoices)
      .where(and(eq(invoices.creditedInvoiceId, credited.id), eq(invoices.kind, "credit")));
    expect([note!.totalMinor, note!.lines[0]!.unitPriceMinor]).toEqual([-20_000, -20_000]);
    const printed = (await invoicePdf(db, credited.id, renderTestPdf))!.pdf.toString();
    expect(printed).toMatch(new RegExp(`Credit note ${note!.number}.*-\\$200\\.00.*Amount due.*\\$0\\.00`));
    const notePdf = (await invoicePdf(db, note!.id, renderTestPdf))!;
    expect(notePdf.filename).toBe(`credit-note-${note!.number}.pdf`);
    expect(notePdf.pdf.toString()).toContain(`Credits invoice ${credited.number}`);
  });
});

describe("the final invoice on delivery", () => {
  it("issues one final invoice, the accepted lines less the deposit invoiced, when two deliveries run at once", async () => {
    const accepted = await acceptedTestQuote(db, `Final ${tag}`, {
      title: "Shop",
      summary: "",
      currency: "EUR",
      items: ["Design", "Build", "Launch"].map((description) => line({ description, unitPrice: "1000" })),
      discountPercent: "10",
      taxPercent: "20",
      taxMode: "exclusive",
      validUntil: "2099-01-01",
      paymentTerms: "Net 14",
      depositPercent: "30",
      termsText: "Terms",
    });
    const today = `${year}-05-01`;
    const results = await Promise.allSettled([
      deliverProject(db, accepted.projectId, staff.username, today, renderTestPdf),
      deliverProject(db, accepted.projectId, staff.username, today, renderTestPdf),
    ]);
    expect(results.map((result) => result.status).sort()).toEqual(["fulfilled", "rejected"]);
    const billed = await db
      .select()
      .from(invoices)
      .where(and(eq(invoices.projectId, accepted.projectId), inArray(invoices.kind, ["deposit", "final"])));
    const deposit = billed.find((invoice) => invoice.kind === "deposit")!;
    const finals = billed.filter((invoice) => invoice.kind === "final");
    expect(finals.length).toBe(1);
    // 3 × 1000.00 − 10 % = 2700.00, + 20 % tax = 3240.00; the 30 % deposit invoiced was 972.00.
    expect(deposit.totalMinor).toBe(97_200);
    expect(finals[0]).toMatchObject({ status: "issued", totalMinor: 226_800, dueDate: `${year}-05-15` });
    expect(finals[0]!.lines.map((item) => [item.description, item.unitPriceMinor])).toEqual([
      ["Design", 100_000],
      ["Build", 100_000],
      ["Launch", 100_000],
      [`Deposit invoiced (invoice ${deposit.number})`, -97_200],
    ]);
    const [project] = await db.select().from(projects).where(eq(projects.id, accepted.projectId));
    expect(project!.deliveredBy).toBe(staff.username);
    const mails = await db
      .select()
      .from(outboxMessages)
      .where(eq(outboxMessages.subject, `Invoice ${finals[0]!.number}: Shop`));
    expect(mails.length).toBe(1);
  });
});

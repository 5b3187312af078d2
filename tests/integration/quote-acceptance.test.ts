/**
 * What an accepted quote starts (docs/decisions/quotes-and-projects.md "Projects start from an accepted quote"): with two
 * instances processing one acceptance at once, one project with the quote's lines as milestones (TODO
 * items), the lead won, one deposit invoice e-mailed once to the client, one sealed PDF whose PKCS#7
 * signature covers its bytes, e-mailed once to the client and the agency; the client's e-mails carry a
 * working link to their page (docs/decisions/quotes-and-projects.md "The client's page"). Runs on PGlite and on PostgreSQL (scripts/with-postgres.sh).
 */
import { randomUUID } from "node:crypto";
import { eq, inArray, like } from "drizzle-orm";
import forge from "node-forge";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import {
  alertHistory,
  invoicePdfs,
  invoices,
  leads,
  outboxMessages,
  projectMilestones,
  projects,
  quoteAcceptances,
  todoItems,
} from "@/lib/db/schema";
import { findClientLink } from "@/lib/client-portal/client-link";
import { afterAcceptance } from "@/lib/quotes/after-acceptance";
import { sha256Hex } from "@/lib/quotes/canonical";
import { readQuoteEvents } from "@/lib/quotes/event-chain";
import { renderStandIn } from "@/tests/support/pdf-stand-in";
import { acceptedQuote } from "@/tests/support/quotes";
import { createTestUser, deleteTestUsers, type TestUser } from "@/tests/support/users";

/** Whether the detached PKCS#7 signature in `pdf` is over exactly its signed byte ranges. */
function signatureCoversBytes(pdf: Buffer): boolean {
  const text = pdf.toString("latin1");
  const match = /\/ByteRange\s*\[\s*(\d+)\s+(\d+)\s+(\d+)\s+(\d+)\s*\]/.exec(text);
  if (!match) return false;
  const [a, b, c, d] = match.slice(1).map(Number) as [number, number, number, number];
  const signed = Buffer.concat([pdf.subarray(a, a + b), pdf.subarray(c, c + d)]);
  const hex = pdf
    .subarray(a + b + 1, c - 1)
    .toString("latin1")
    .replace(/0+$/, "");
  const p7 = forge.pkcs7.messageFromAsn1(
    forge.asn1.fromDer(forge.util.hexToBytes(hex.length % 2 ? `${hex}0` : hex)),
  ) as unknown as {
    rawCapture: { authenticatedAttributes: { value: { value: { value: string }[] }[] }[] };
  };
  const attributes = p7.rawCapture.authenticatedAttributes;
  const digestOid = forge.asn1.oidToDer(forge.pki.oids.messageDigest!).getBytes();
  const digest = attributes
    .map((attribute) => attribute.value)
    .find((value) => (value[0] as unknown as { value: string }).value === digestOid);
  const stored = (digest?.[1] as unknown as { value: { value: string }[] })?.value[0]?.value;
  return stored !== undefined && forge.util.bytesToHex(stored) === sha256Hex(signed);
}

const tag = randomUUID().slice(0, 8);
let staff: TestUser;
beforeAll(async () => {
  staff = await createTestUser(db, `qa-${tag}`, "staff");
});
afterAll(() => deleteTestUsers(db, [staff]));

describe("after acceptance", () => {
  it("starts one project, issues one deposit invoice and seals one PDF when two instances process it at once", async () => {
    const { id, leadId, email } = await acceptedQuote(db, staff, tag);
    const render = renderStandIn;

    const [first, second] = await Promise.all([afterAcceptance(db, id, render), afterAcceptance(db, id, render)]);
    expect([first.startedProjectId, second.startedProjectId].filter((p) => p !== null).length).toBe(1);
    expect(first.signedPdfSha256).toBe(second.signedPdfSha256);

    const started = await db.select().from(projects).where(eq(projects.quoteId, id));
    expect(started.length).toBe(1);
    expect(started[0]!.ownerId).toBe(staff.id);
    const milestones = await db
      .select({ title: todoItems.title })
      .from(projectMilestones)
      .innerJoin(todoItems, eq(todoItems.id, projectMilestones.todoItemId))
      .where(eq(projectMilestones.projectId, started[0]!.id))
      .orderBy(projectMilestones.position);
    expect(milestones.map((m) => m.title)).toEqual(["Shop: Design", "Shop: Build", "Shop: Launch"]);
    const [won] = await db.select({ status: leads.status }).from(leads).where(eq(leads.id, leadId));
    expect(won!.status).toBe("accepted");

    const [acceptance] = await db.select().from(quoteAcceptances).where(eq(quoteAcceptances.quoteId, id));
    expect(sha256Hex(acceptance!.signedPdf!)).toBe(acceptance!.signedPdfSha256);
    expect(acceptance!.signedPdf!.toString("latin1")).toContain("/adbe.pkcs7.detached");
    expect(signatureCoversBytes(acceptance!.signedPdf!)).toBe(true);
    const tampered = Buffer.from(acceptance!.signedPdf!);
    tampered[20] = tampered[20]! ^ 1;
    expect(signatureCoversBytes(tampered)).toBe(false);

    const mails = await db
      .select()
      .from(outboxMessages)
      .where(inArray(outboxMessages.subject, [`Signed quote Q-${id}: Shop`]));
    expect(mails.map((m) => m.recipient).sort()).toEqual([email, expect.any(String)].sort());
    expect(mails.every((m) => m.attachments?.length === 1)).toBe(true);
    // The client's copy carries a working link to their page (the agency's copy does not).
    const clientLink = /\/c\/([A-Za-z0-9_-]{43})/;
    const clientCopy = mails.find((m) => m.recipient === email)!;
    const quoteLinkToken = clientLink.exec(clientCopy.body)![1]!;
    expect((await findClientLink(db, quoteLinkToken))?.leadId).toBe(leadId);
    expect(mails.find((m) => m.recipient !== email)!.body).not.toMatch(clientLink);
    const alerts = await db
      .select()
      .from(alertHistory)
      .where(eq(alertHistory.subject, `quote:${id}`));
    expect(alerts.length).toBeGreaterThan(0);
    expect(alerts.every((a) => a.rule === "quote_accepted" && !a.suppressed)).toBe(true);

    // 3 × 1000.00 EUR, tax included: the 30 % deposit is 900.00 EUR, invoiced and e-mailed once.
    const deposits = await db.select().from(invoices).where(eq(invoices.quoteId, id));
    expect(deposits.map((d) => [d.kind, d.status, d.totalMinor, d.currency])).toEqual([
      ["deposit", "issued", 90_000, "EUR"],
    ]);
    expect([first.depositInvoiceNumber, second.depositInvoiceNumber].filter(Boolean)).toEqual([deposits[0]!.number]);
    const invoiceMails = await db
      .select()
      .from(outboxMessages)
      .where(like(outboxMessages.subject, `Invoice ${deposits[0]!.number}:%`));
    expect(invoiceMails.map((m) => m.recipient)).toEqual([email]);
    expect(invoiceMails[0]!.body).toMatch(/\/i\/[A-Za-z0-9_-]{43}/);
    // The invoice's PDF goes with it: the copy its link serves.
    const [kept] = await db.select().from(invoicePdfs).where(eq(invoicePdfs.invoiceId, deposits[0]!.id));
    expect(invoiceMails[0]!.attachments).toEqual([
      {
        filename: `invoice-${deposits[0]!.number}.pdf`,
        content: kept!.pdf.toString("base64"),
        contentType: "application/pdf",
      },
    ]);
    const invoiceLinkToken = clientLink.exec(invoiceMails[0]!.body)![1]!;
    expect((await findClientLink(db, invoiceLinkToken))?.leadId).toBe(leadId);
    const { events, check } = await readQuoteEvents(db, id);
    expect(events.filter((e) => e.kind === "sealed").length).toBe(1);
    expect(check.intact).toBe(true);
  });
});

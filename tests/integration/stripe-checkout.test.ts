/**
 * A Checkout Session per invoice (docs/decisions/quotes-and-projects.md "Paying an invoice: Stripe or bank
 * transfer"), made through the official SDK against a local server that speaks Stripe's API
 * (`STRIPE_API_BASE_URL`): it asks the amount still owed in the invoice's currency and names the invoice,
 * so the webhook can find it.
 */
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { db } from "@/lib/db";

import { recordPayment } from "@/lib/invoices/record-payment";
import { createTestClient, issueTestInvoice } from "@/tests/support/invoices";

const tag = randomUUID().slice(0, 8);
const received: { path: string; body: URLSearchParams }[] = [];
let server: Server;
let createCheckoutSession: typeof import("@/lib/invoices/checkout").createCheckoutSession;
let invoiceId: number;
let linkToken: string;
let pay: (request: Request, context: { params: Promise<{ token: string }> }) => Promise<Response>;

beforeAll(async () => {
  server = createServer((request, response) => {
    let body = "";
    request.on("data", (chunk: Buffer) => (body += chunk.toString()));
    request.on("end", () => {
      received.push({ path: request.url ?? "", body: new URLSearchParams(body) });
      response.setHeader("content-type", "application/json");
      response.end(
        JSON.stringify({ id: "cs_local_1", object: "checkout.session", url: "https://pay.local/cs_local_1" }),
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  vi.resetModules();
  vi.stubEnv("STRIPE_SECRET_KEY", "sk_test_local");
  vi.stubEnv("STRIPE_API_BASE_URL", `http://127.0.0.1:${(server.address() as AddressInfo).port}`);
  ({ createCheckoutSession } = await import("@/lib/invoices/checkout"));
  pay = (await import("@/app/i/[token]/pay/route")).POST;

  const issued = await issueTestInvoice(db, await createTestClient(db, `Checkout ${tag}`), {
    priceMinor: 50_000,
    currency: "JPY",
    issueDate: "2026-06-01",
    dueDate: "2026-06-30",
  });
  invoiceId = issued.id;
  linkToken = issued.linkToken;
  await recordPayment(db, { invoiceId, amountMinor: 20_000, currency: "JPY", method: "manual", reference: "cash" });
});

afterAll(async () => {
  vi.unstubAllEnvs();
  await new Promise((resolve) => server.close(resolve));
});

describe("Checkout Session per invoice", () => {
  it("asks what is still owed, in the invoice's currency, naming the invoice", async () => {
    const url = await createCheckoutSession(db, invoiceId, "/i/token");
    expect(url).toBe("https://pay.local/cs_local_1");
    expect(received.map((r) => r.path)).toEqual(["/v1/checkout/sessions"]);
    const body = received[0]!.body;
    expect(body.get("line_items[0][price_data][unit_amount]")).toBe("30000");
    expect(body.get("line_items[0][price_data][currency]")).toBe("jpy");
    expect(body.get("metadata[invoice_id]")).toBe(String(invoiceId));
    expect(body.get("payment_intent_data[metadata][invoice_id]")).toBe(String(invoiceId));
  });

  it("sends the invoice link's Pay button to the Checkout page, and an unknown link to 404", async () => {
    const call = (token: string) =>
      pay(new Request(`http://localhost/i/${token}/pay`, { method: "POST" }), { params: Promise.resolve({ token }) });
    const paid = await call(linkToken);
    expect([paid.status, paid.headers.get("location")]).toEqual([303, "https://pay.local/cs_local_1"]);
    expect((await call("A".repeat(43))).status).toBe(404);
  });
});

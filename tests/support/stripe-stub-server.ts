/**
 * A Stripe stand-in for the end-to-end run (docs/decisions/quotes-and-projects.md "Paying through a local
 * checkout"), served at STRIPE_API_BASE_URL for STRIPE_SECRET_KEY until stopped; scripts/e2e.sh starts it.
 * It answers `POST /v1/checkout/sessions` as Stripe does (the SDK's form-encoded parameters in, a
 * `checkout.session` object with its `id` and `url` out; the same Idempotency-Key gets the same session)
 * and serves each session's `url` as a tiny checkout page. Its Pay button completes the session: the
 * stand-in posts `checkout.session.completed` and `payment_intent.succeeded`, shaped and signed with
 * STRIPE_WEBHOOK_SECRET as Stripe would (tests/support/stripe-events.ts), to the app's webhook
 * (`PUBLIC_BASE_URL/api/stripe/webhook`) and then sends the browser to the session's `success_url`.
 */
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import { checkoutSession, paymentIntent, signStripeEvent, stripeEvent, stripeId } from "./stripe-events";

const { STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET, STRIPE_API_BASE_URL, PUBLIC_BASE_URL } = process.env;
if (!STRIPE_SECRET_KEY || !STRIPE_WEBHOOK_SECRET || !STRIPE_API_BASE_URL || !PUBLIC_BASE_URL) {
  throw new Error(
    "Set STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET, STRIPE_API_BASE_URL (http://127.0.0.1:<port>) and PUBLIC_BASE_URL, as scripts/e2e.sh does",
  );
}
const base = STRIPE_API_BASE_URL.replace(/\/$/, "");
const webhook = `${PUBLIC_BASE_URL.replace(/\/$/, "")}/api/stripe/webhook`;

interface Session {
  id: string;
  amount: number;
  currency: string;
  metadata: Record<string, string>;
  intentMetadata: Record<string, string>;
  successUrl: string;
  cancelUrl: string;
  name: string;
  completed: object | null;
}

const sessions = new Map<string, Session>();
const byIdempotencyKey = new Map<string, string>();

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString("utf8");
}

/** The keys under `prefix[…]` of a form Stripe's SDK encoded (`metadata[invoice_id]=7`). */
function nested(form: URLSearchParams, prefix: string): Record<string, string> {
  const found: Record<string, string> = {};
  for (const [key, value] of form) if (key.startsWith(`${prefix}[`)) found[key.slice(prefix.length + 1, -1)] = value;
  return found;
}

function json(response: ServerResponse, status: number, body: unknown) {
  response.writeHead(status, { "content-type": "application/json", "request-id": stripeId("req") });
  response.end(JSON.stringify(body));
}

/** Stripe's error object. */
const stripeError = (type: string, message: string) => ({ error: { type, message } });

/** The `checkout.session` object Stripe answers for an open session. */
function openSession(session: Session) {
  return {
    ...checkoutSession(
      { invoiceId: session.metadata.invoice_id ?? "", amount: session.amount, currency: session.currency },
      { payment_intent: null, payment_status: "unpaid", status: "open" },
    ),
    id: session.id,
    metadata: session.metadata,
    success_url: session.successUrl,
    cancel_url: session.cancelUrl,
    url: `${base}/checkout/${session.id}`,
  };
}

function createSession(form: URLSearchParams): Session | string {
  if (form.get("mode") !== "payment") return "mode must be payment";
  const quantity = Number(form.get("line_items[0][quantity]") ?? "1");
  const unitAmount = Number(form.get("line_items[0][price_data][unit_amount]"));
  const currency = form.get("line_items[0][price_data][currency]") ?? "";
  const successUrl = form.get("success_url") ?? "";
  if (!Number.isSafeInteger(unitAmount) || unitAmount <= 0 || !/^[a-z]{3}$/.test(currency) || !successUrl)
    return "line_items[0][price_data] and success_url are required";
  return {
    id: stripeId("cs_test"),
    amount: unitAmount * quantity,
    currency,
    metadata: nested(form, "metadata"),
    intentMetadata: nested(form, "payment_intent_data[metadata]"),
    successUrl,
    cancelUrl: form.get("cancel_url") ?? successUrl,
    name: form.get("line_items[0][price_data][product_data][name]") ?? "Payment",
    completed: null,
  };
}

/** Posts `event` signed as Stripe would; the app's answer status. */
async function deliver(event: object): Promise<number> {
  const { payload, signature } = signStripeEvent(event, STRIPE_WEBHOOK_SECRET!);
  const answer = await fetch(webhook, {
    method: "POST",
    headers: { "content-type": "application/json", "stripe-signature": signature },
    body: payload,
  });
  return answer.status;
}

/** Completes `session`: its events to the app's webhook; the app's answers. */
async function complete(session: Session): Promise<number[]> {
  const intent = stripeId("pi");
  const facts = { invoiceId: session.metadata.invoice_id ?? "", amount: session.amount, currency: session.currency };
  const completed = {
    ...checkoutSession({ ...facts, paymentIntent: intent }),
    id: session.id,
    metadata: session.metadata,
    success_url: session.successUrl,
    cancel_url: session.cancelUrl,
  };
  const succeeded = paymentIntent({ ...facts, paymentIntent: intent }, { metadata: session.intentMetadata });
  const statuses = await Promise.all([
    deliver(stripeEvent("checkout.session.completed", completed)),
    deliver(stripeEvent("payment_intent.succeeded", succeeded)),
  ]);
  // A failed delivery leaves the session open, so Pay can be pressed again (Stripe retries the same way).
  if (statuses.every((status) => status === 200)) session.completed = completed;
  return statuses;
}

const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!);

function checkoutPage(session: Session): string {
  const amount = new Intl.NumberFormat("en", { style: "currency", currency: session.currency.toUpperCase() }).format(
    session.amount / 100,
  );
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Checkout (local Stripe stand-in)</title></head>
<body style="font-family:sans-serif;max-width:28rem;margin:2rem auto;padding:0 1rem">
<h1>${escapeHtml(session.name)}</h1><p data-testid="checkout-amount">${escapeHtml(amount)}</p>
<form method="post" action="/checkout/${session.id}/pay"><button type="submit" style="width:100%;padding:.75rem">Pay</button></form>
<p><a href="${escapeHtml(session.cancelUrl)}">Cancel</a></p></body></html>`;
}

async function handle(request: IncomingMessage, response: ServerResponse) {
  const url = new URL(request.url ?? "/", base);
  if (request.method === "POST" && url.pathname === "/v1/checkout/sessions") {
    if (request.headers.authorization !== `Bearer ${STRIPE_SECRET_KEY}`)
      return json(response, 401, stripeError("invalid_request_error", "Invalid API Key provided"));
    const key = request.headers["idempotency-key"];
    const known = typeof key === "string" ? sessions.get(byIdempotencyKey.get(key) ?? "") : undefined;
    if (known) return json(response, 200, openSession(known));
    const session = createSession(new URLSearchParams(await readBody(request)));
    if (typeof session === "string") return json(response, 400, stripeError("invalid_request_error", session));
    sessions.set(session.id, session);
    if (typeof key === "string") byIdempotencyKey.set(key, session.id);
    return json(response, 200, openSession(session));
  }
  const page = /^\/checkout\/(cs_test_[A-Za-z0-9]+)(\/pay)?$/.exec(url.pathname);
  const session = page ? sessions.get(page[1]!) : undefined;
  if (session && request.method === "GET" && !page![2]) {
    response.writeHead(200, { "content-type": "text/html; charset=utf-8" });
    return response.end(checkoutPage(session));
  }
  if (session && request.method === "POST" && page![2]) {
    const statuses = session.completed ? [200] : await complete(session);
    if (statuses.some((status) => status !== 200)) {
      response.writeHead(502, { "content-type": "text/plain" });
      return response.end(`The app's webhook answered ${statuses.join(", ")}`);
    }
    response.writeHead(303, { location: session.successUrl });
    return response.end();
  }
  return json(
    response,
    404,
    stripeError("invalid_request_error", `Unrecognized request URL (${request.method}: ${url.pathname})`),
  );
}

const server = createServer((request, response) => {
  handle(request, response).catch((error: unknown) => {
    console.error("[stripe stand-in]", error);
    if (!response.headersSent) json(response, 500, stripeError("api_error", "The stand-in failed"));
  });
});
server.listen(Number(new URL(base).port), "127.0.0.1");
for (const signal of ["SIGINT", "SIGTERM"] as const) process.once(signal, () => server.close(() => process.exit(0)));

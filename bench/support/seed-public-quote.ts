/**
 * Run by bench/public-pages.ts after `db-prepare` as `tsx --import ./bench/support/server-only-hook.mjs
 * bench/support/seed-public-quote.ts`: a lead with a sent quote of ten priced lines, made through the
 * product's own functions (`createQuoteForLead`, `saveQuote`, `sendQuote`, which prints its PDF with the
 * Chromium at CHROMIUM_PATH), so the bench measures the client's page `/q/<token>` as a client gets it.
 * Prints that path on its last line of standard output. A link token is shown only when the quote is
 * sent, so each run sends a new quote.
 */
import { openDatabase } from "@/lib/db";
import { leads } from "@/lib/db/schema";
import { env } from "@/lib/env";
import { createQuoteForLead, saveQuote } from "@/lib/quotes/create-quote";
import { quoteFieldsSchema, toQuoteDraft } from "@/lib/quotes/schemas";
import { sendQuote } from "@/lib/quotes/send-quote";

const ACTOR = "bench";
const LINES = [
  ["Discovery workshop", "1", "day", "1200.00"],
  ["Information architecture", "12", "hour", "95.00"],
  ["Visual design, home page", "1", "page", "1800.00"],
  ["Visual design, inner pages", "6", "page", "450.00"],
  ["Front-end build", "3", "week", "3600.00"],
  ["Content management setup", "16", "hour", "95.00"],
  ["Online shop with 40 products", "1", "shop", "2400.00"],
  ["Accessibility review (WCAG 2.2 AA)", "8", "hour", "110.00"],
  ["Search and share metadata", "6", "hour", "95.00"],
  ["Launch and one month of care", "1", "month", "600.00"],
] as const;

const handle = openDatabase({ url: env.DATABASE_URL, dataDir: env.PGLITE_DIR, statementTimeoutMs: 0 });
try {
  const [lead] = await handle.db
    .insert(leads)
    .values({ name: "Avery Bench", email: `avery.${Date.now()}@example.test` })
    .returning({ id: leads.id });
  const { id } = await createQuoteForLead(handle.db, lead!.id, ACTOR);
  const fields = quoteFieldsSchema.parse({
    title: "Shop website for Avery's bakery",
    summary: "A new website with an online shop: design, build, content management and launch.",
    currency: "USD",
    items: LINES.map(([description, quantity, unit, unitPrice]) => ({
      description,
      quantity,
      unit,
      unitPrice,
      discountPercent: "",
      taxPercent: "",
    })),
    discountPercent: "5",
    taxPercent: "8.25",
    taxMode: "exclusive",
    validUntil: new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10),
    paymentTerms: "30% deposit on acceptance, the rest on launch; invoices due in 14 days.",
    depositPercent: "30",
    termsText: "The agency's standard terms apply.\nChanges beyond this scope are quoted separately.",
  });
  await saveQuote(handle.db, id, toQuoteDraft(fields), ACTOR);
  const sent = await sendQuote(handle.db, id, "email", ACTOR);
  console.log(sent.link.slice(sent.link.indexOf("/q/")));
} finally {
  await handle.close();
}

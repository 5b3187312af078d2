/**
 * Paying the deposit online through a local checkout (docs/decisions/quotes-and-projects.md "Paying
 * through a local checkout"), at 390 and 1280 px: a quote with a 30 % deposit is sent and signed, the
 * deposit invoice's link opens from its e-mail in the outbox, Pay goes to the Stripe stand-in's checkout
 * page (tests/support/stripe-stub-server.ts), whose Pay posts the signed events to the webhook and comes
 * back; the invoice then shows paid on its link, on the client's page (linked from the same e-mail) and
 * on /invoices.
 */
import { expect, test } from "@playwright/test";
import { and, eq, like } from "drizzle-orm";
import { outboxMessages } from "@/lib/db/schema";
import { openTestDatabase } from "../support/db";
import { ADMIN_STATE } from "../support/e2e-env";
import { draftQuote, drawSignature, newQuoteLead } from "../support/quote-client";

const handle = openTestDatabase();
test.afterAll(() => handle.close());

for (const width of [390, 1280]) {
  test(`a signed quote's deposit is paid through the local checkout at ${width} px`, async ({ browser }) => {
    test.setTimeout(180_000);
    const lead = await newQuoteLead(handle.db);
    const admin = await browser.newContext({ storageState: ADMIN_STATE, viewport: { width, height: 900 } });
    const page = await admin.newPage();
    await draftQuote(page, lead.id, ["1000", "600", "400"], { "Deposit %": "30" });
    await page.getByRole("button", { name: "Send by e-mail" }).click();
    await expect(page.getByTestId("quote-status")).toHaveText("Sent");

    const [quoteMail] = await handle.db.select().from(outboxMessages).where(eq(outboxMessages.recipient, lead.email));
    const client = await browser.newContext({ viewport: { width, height: 900 } });
    const offer = await client.newPage();
    await offer.goto(/\/q\/[A-Za-z0-9_-]{43}/.exec(quoteMail!.body)![0]);
    await offer.getByLabel("I agree to sign electronically").check();
    await offer.getByLabel("Your full name").fill("Quinn Client");
    await drawSignature(offer);
    await offer.getByRole("button", { name: "Accept and sign" }).click();
    await expect(offer.getByRole("status")).toContainText("the quote is accepted");

    // The deposit invoice is issued and e-mailed once the acceptance is sealed, after the answer.
    const invoiceMail = async () =>
      (
        await handle.db
          .select()
          .from(outboxMessages)
          .where(and(eq(outboxMessages.recipient, lead.email), like(outboxMessages.subject, "Invoice %")))
      )[0];
    await expect.poll(async () => (await invoiceMail())?.subject ?? null, { timeout: 60_000 }).toContain("deposit");
    const mail = (await invoiceMail())!;
    const number = /Invoice (\d{4}-\d{4,})/.exec(mail.subject!)![1]!;
    const link = /\/i\/[A-Za-z0-9_-]{43}/.exec(mail.body)![0];

    const invoice = await client.newPage();
    await invoice.goto(link);
    await expect(invoice.getByRole("heading", { name: `Invoice ${number}` })).toBeVisible();
    await expect(invoice.getByText("by bank transfer")).toHaveCount(0);
    await invoice.getByRole("button", { name: "Pay $600.00" }).click();
    await expect(invoice.getByTestId("checkout-amount")).toHaveText("$600.00");
    await invoice.getByRole("button", { name: "Pay", exact: true }).click();
    await expect(invoice).toHaveURL(new RegExp(`${link}\\?paid=1$`));
    await expect(invoice.locator("header").getByText("Paid", { exact: true })).toBeVisible();
    await expect(invoice.locator("li").filter({ hasText: "Paid" })).toContainText("$600.00");
    await expect(invoice.getByRole("button", { name: /^Pay / })).toHaveCount(0);

    // The invoice's e-mail also carries the client's page: the deposit paid there, the project started.
    const clientPage = await client.newPage();
    await clientPage.goto(/\/c\/[A-Za-z0-9_-]{43}/.exec(mail.body)![0]);
    const deposit = clientPage.getByTestId("client-invoice").filter({ hasText: number });
    await expect(deposit.getByText("Paid", { exact: true })).toBeVisible();
    await expect(deposit.getByRole("button", { name: /^Pay / })).toHaveCount(0);
    await expect(clientPage.getByTestId("client-project")).toContainText("0 of 3 milestones done");
    expect(await clientPage.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);

    await page.goto(`/invoices?q=${number}`);
    const row = page.locator("tr[data-invoice-id]").filter({ hasText: number });
    await expect(row).toHaveCount(1);
    await expect(row.getByText("Paid", { exact: true })).toBeVisible();
    await expect(row).toContainText("$600.00");
    await admin.close();
    await client.close();
  });
}

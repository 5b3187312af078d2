/**
 * A quote from a lead to a signed, verified PDF (docs/decisions/quotes-and-projects.md "Quotes: versions, links and
 * evidence"), at 390 and 1280 px: the admin drafts a quote from a lead's page (prefilled from its
 * proposal), prices it and sends it by e-mail; the client opens the link from the outbox message, reads,
 * consents, types and draws a signature and accepts; the sealed PDF they download matches on /q/verify
 * (hashed in the browser); the quote's page shows the evidence intact and the project that started.
 */
import { expect, test } from "@playwright/test";
import { eq } from "drizzle-orm";
import { outboxMessages, quoteAcceptances } from "@/lib/db/schema";
import { openTestDatabase } from "../support/db";
import { ADMIN_STATE } from "../support/e2e-env";
import { draftQuote, drawSignature, newQuoteLead } from "../support/quote-client";

const handle = openTestDatabase();
test.afterAll(() => handle.close());

for (const width of [390, 1280]) {
  test(`a quote goes from a lead to a signed, verified PDF at ${width} px`, async ({ browser }) => {
    test.setTimeout(180_000);
    const lead = await newQuoteLead(handle.db);
    const admin = await browser.newContext({ storageState: ADMIN_STATE, viewport: { width, height: 900 } });
    const page = await admin.newPage();
    const quoteId = await draftQuote(page, lead.id, ["1200", "2500.50", "300"], { "Tax %": "10" });
    await expect(page.getByText("$4,400.55").first()).toBeVisible();
    await page.getByRole("button", { name: "Send by e-mail" }).click();
    await expect(page.getByTestId("quote-status")).toHaveText("Sent");

    const [mail] = await handle.db.select().from(outboxMessages).where(eq(outboxMessages.recipient, lead.email));
    const path = /\/q\/[A-Za-z0-9_-]{43}/.exec(mail!.body)![0];

    const client = await browser.newContext({ viewport: { width, height: 900 }, acceptDownloads: true });
    const offer = await client.newPage();
    await offer.goto(path);
    await expect(offer.getByRole("heading", { name: "Bakery website" })).toBeVisible();
    await expect(offer.getByTestId("quote-total")).toHaveText("$4,400.55");
    const headings = await offer.getByRole("heading", { level: 2 }).allTextContents();
    expect(headings).toEqual([
      "1. The quote",
      "2. Terms and conditions",
      "3. Consent to sign electronically",
      "4. Signature",
    ]);
    await expect(offer.getByRole("button", { name: "Accept and sign" })).toBeDisabled();
    await offer.getByLabel("I agree to sign electronically").check();
    await offer.getByLabel("Your full name").fill("Quinn Client");
    await drawSignature(offer);
    await offer.getByRole("button", { name: "Accept and sign" }).click();
    await expect(offer.getByRole("status")).toContainText("the quote is accepted");

    await expect
      .poll(
        async () =>
          (await handle.db.select().from(quoteAcceptances).where(eq(quoteAcceptances.quoteId, quoteId)))[0]
            ?.signedPdfSha256 ?? null,
        { timeout: 60_000 },
      )
      .not.toBeNull();
    const [acceptance] = await handle.db.select().from(quoteAcceptances).where(eq(quoteAcceptances.quoteId, quoteId));
    expect(acceptance!.signaturePng).not.toBeNull();

    await offer.reload();
    const download = offer.waitForEvent("download");
    await offer.getByRole("link", { name: "Download the signed PDF" }).click();
    const file = await (await download).path();

    const verify = await client.newPage();
    await verify.goto("/q/verify");
    await verify.getByTestId("verify-file").setInputFiles(file);
    await expect(verify.getByTestId("verify-answer")).toContainText("This is a signed quote, signed on");
    await verify.getByLabel("Or paste its SHA-256").fill("f".repeat(64));
    await verify.getByRole("button", { name: "Check", exact: true }).click();
    await expect(verify.getByTestId("verify-answer")).toContainText("does not match");

    await page.reload();
    await expect(page.getByTestId("quote-status")).toHaveText("Accepted");
    await expect(page.getByTestId("evidence-intact")).toBeVisible();
    await expect(page.getByTestId("quote-project")).toContainText("Project #");
    await admin.close();
    await client.close();
  });
}

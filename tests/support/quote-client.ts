/**
 * What the quote specs share (docs/decisions/quotes-and-projects.md "Quotes: versions, links and
 * evidence"): a lead with a drafted proposal to quote, its quote drafted by an admin, and a signature drawn
 * on the signing page's pad.
 */
import { randomUUID } from "node:crypto";
import { expect, type Page } from "@playwright/test";
import type { Database } from "@/lib/db";
import { leads, projectCodes } from "@/lib/db/schema";

/** A lead with an e-mail address and a drafted proposal of three bullet lines; its id and address. */
export async function newQuoteLead(db: Database): Promise<{ id: number; email: string }> {
  const email = `quote.${randomUUID().slice(0, 8)}@example.test`;
  const [lead] = await db.insert(leads).values({ name: "Quinn Client", email }).returning();
  await db.insert(projectCodes).values({
    code: `Q${randomUUID().slice(0, 7).toUpperCase()}`,
    draft: "Bakery website\n- Design\n- Build\n- Launch",
    leadId: lead!.id,
  });
  return { id: lead!.id, email };
}

/** Draws a stroke across the signature pad. */
export async function drawSignature(page: Page) {
  const pad = page.getByTestId("signature-pad");
  const box = (await pad.boundingBox())!;
  await page.mouse.move(box.x + 20, box.y + box.height / 2);
  await page.mouse.down();
  for (let x = 20; x < box.width - 20; x += 15)
    await page.mouse.move(box.x + x, box.y + box.height / 2 + (x % 30) - 15);
  await page.mouse.up();
}

/**
 * Drafts a quote from lead `leadId`'s page as an admin on `page`: `prices` on its three proposal lines and
 * each of `fields` (the editor's label → value) set, saved as a draft. Answers the quote's id.
 */
export async function draftQuote(
  page: Page,
  leadId: number,
  prices: string[],
  fields: Record<string, string> = {},
): Promise<number> {
  await page.goto(`/leads/${leadId}`);
  await page.getByRole("button", { name: "New quote" }).click();
  await expect(page).toHaveURL(/\/quotes\/\d+$/);
  const quoteId = Number(page.url().split("/").pop());
  await page.getByRole("button", { name: "Edit" }).click();
  const dialog = page.getByRole("dialog");
  await expect(dialog.getByLabel("Description")).toHaveCount(3);
  for (const [index, price] of prices.entries()) await dialog.getByLabel("Unit price").nth(index).fill(price);
  for (const [label, value] of Object.entries(fields)) await dialog.getByLabel(label, { exact: true }).fill(value);
  await dialog.getByRole("button", { name: "Save draft" }).click();
  await expect(dialog).toBeHidden();
  return quoteId;
}

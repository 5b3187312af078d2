/**
 * What the quote specs share (docs/decisions/quotes-and-projects.md "Quotes: versions, links and
 * evidence"): a lead with a drafted proposal to quote, and a signature drawn on the signing page's pad.
 */
import { randomUUID } from "node:crypto";
import type { Page } from "@playwright/test";
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

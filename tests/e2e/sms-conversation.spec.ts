/**
 * A two-way SMS conversation on a 390 px phone (docs/sms.md "What happens to a text", "Saved replies",
 * docs/decisions/data-and-jobs.md "Live updates"): the admin inserts a saved reply with `/` and sends it; the lead's
 * answer appears on the open lead page within 2 s with no reload, no automatic reply and no new code;
 * "stop please" shows on the timeline as an opt-out and turns the reply box off, live too; the inbox
 * marks the lead opted out instead of "Needs reply".
 */
import { randomInt, randomUUID } from "node:crypto";
import { expect, test, type APIRequestContext } from "@playwright/test";
import { eq } from "drizzle-orm";
import { projectCodes, smsSavedReplies } from "@/lib/db/schema";
import { expectNoSeriousA11yViolations } from "../support/axe";
import { openTestDatabase } from "../support/db";
import { ADMIN_STATE } from "../support/e2e-env";
import { signedWebhook, smsParams } from "../support/twilio";
import { connectTwilioStub } from "../support/twilio-stub";

test.use({ storageState: ADMIN_STATE, viewport: { width: 390, height: 844 } });

const TOKEN = process.env.TWILIO_AUTH_TOKEN ?? "e2e-twilio-auth-token";
const ACCOUNT = process.env.TWILIO_ACCOUNT_SID ?? `AC${"0".repeat(32)}`;
const SHARED = "+15550102030";
const stub = connectTwilioStub(
  process.env.TWILIO_API_BASE_URL ?? `http://127.0.0.1:${Number(process.env.E2E_PORT ?? 3100) + 4}`,
);
const handle = openTestDatabase();
test.afterAll(() => handle.close());

/** Posts an inbound text the way Twilio does; resolves with the TwiML answer once it arrived. */
async function text(request: APIRequestContext, baseURL: string, from: string, body: string): Promise<string> {
  const url = `${baseURL}/api/sms/webhook`;
  const signed = signedWebhook(TOKEN, url, { ...smsParams(body, from), AccountSid: ACCOUNT, To: SHARED });
  const response = await request.post(url, { headers: signed.headers, data: signed.body });
  expect(response.status()).toBe(200);
  return response.text();
}

test("an admin replies with a saved reply; the lead's answer and its STOP show live, without a code", async ({
  page,
  request,
  baseURL,
}) => {
  const phone = `+1555${String(randomInt(0, 10_000_000)).padStart(7, "0")}`;
  const name = `Call ${randomUUID().slice(0, 6)}`;
  await handle.db.insert(smsSavedReplies).values({ name, body: "Thanks! Can we call tomorrow about {code}?" });
  const first = await text(
    request,
    baseURL!,
    phone,
    `E2E conversation ${randomUUID().slice(0, 8)}: a booking app for my bakery`,
  );
  const code = /project code is ([A-Z0-9]{8})/.exec(first)![1]!;

  await page.goto(`/leads?q=${encodeURIComponent(phone)}`);
  await page.locator("tr[data-lead-id]").first().getByRole("link").first().click();
  await expect(page).toHaveURL(/\/leads\/\d+$/);
  const box = page.getByTestId("sms-reply-box");
  const reply = box.getByLabel("SMS reply");

  // "/" and part of the name opens the saved replies; Enter inserts it with the lead's code filled in.
  await reply.pressSequentially(`/${name.slice(0, 6)}`);
  await expect(page.getByRole("listbox", { name: "Saved replies" })).toBeVisible();
  await reply.press("Enter");
  const sentText = `Thanks! Can we call tomorrow about ${code}?`;
  await expect(reply).toHaveValue(sentText);
  await expect(box.getByTestId("sms-segment-count")).toContainText(`${sentText.length} characters · 1 segment (GSM-7)`);
  await box.getByRole("button", { name: "Send SMS" }).click();
  await expect(page.getByText("SMS queued")).toBeVisible();
  await expect
    .poll(async () => (await stub.messages()).filter((m) => m.to === phone).map((m) => m.body))
    .toEqual([sentText]);

  // The lead answers: on the open page within 2 s, no reload, no automatic reply, no new code.
  const answer = "Yes tomorrow at 10 works for me, thanks!";
  const twiml = await text(request, baseURL!, phone, answer);
  const answered = Date.now();
  expect(twiml).not.toContain("<Message>");
  await expect(page.getByTestId("timeline-sms-inbound").filter({ hasText: answer })).toBeVisible({ timeout: 2_000 });
  expect(Date.now() - answered).toBeLessThan(2_000);
  expect(await handle.db.select().from(projectCodes).where(eq(projectCodes.contactPhone, phone))).toHaveLength(1);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await expectNoSeriousA11yViolations(page);

  // A revocation in the person's own words: on the timeline and the reply box off, live.
  const stop = await text(request, baseURL!, phone, "ok stop please");
  expect(stop).toContain("you are unsubscribed");
  await expect(page.getByTestId("timeline-consent-opt-out")).toContainText("ok stop please", { timeout: 2_000 });
  await expect(page.getByTestId("timeline-consent-opt-out")).toContainText("Opted out (STOP)");
  await expect(box).toContainText("Opted out: SMS replies are off");
  await expect(box.getByRole("textbox")).toHaveCount(0);
  await expect(page.getByTestId("consent-ledger-row").first()).toContainText("ok stop please");

  await page.goto(`/leads?q=${encodeURIComponent(phone)}`);
  const row = page.locator("tr[data-lead-id]").first();
  await expect(row.locator("[data-opted-out]")).toHaveText("Opted out");
  await expect(row.locator("[data-needs-reply]")).toHaveCount(0);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});

/**
 * Leads as an agency owner uses them (docs/sms.md "Outbound replies"): a texted idea (a webhook
 * request signed like Twilio's) appears as a lead; the admin answers by SMS, counting segments while
 * typing; the Twilio stand-in scripts/e2e.sh runs (tests/support/twilio-stub.ts) receives the message
 * with the right To, From and Body, and its signed status callback marks the reply delivered on the
 * timeline; a STOP from that number replaces the reply box with the reason and lands in the consent
 * ledger and its CSV; a contact request and a redemption with the same e-mail land on one lead, which the
 * admin answers by e-mail, then gives another lead's phone (a conflict that offers the merge) and assigns
 * the lead to themself on a 390 px screen, which the inbox's "Assigned to me" then finds. Every number and
 * address is unique per run.
 */
import { randomBytes, randomInt, randomUUID } from "node:crypto";
import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import { eq, like } from "drizzle-orm";
import twilio from "twilio";
import { rateLimits, users } from "@/lib/db/schema";
import { memberName } from "@/lib/team/member-name";
import { expectNoSeriousA11yViolations } from "../support/axe";
import { openTestDatabase } from "../support/db";
import { ADMIN, ADMIN_STATE } from "../support/e2e-env";
import { connectTwilioStub, type StubSms } from "../support/twilio-stub";

test.use({ storageState: ADMIN_STATE });

const TOKEN = process.env.TWILIO_AUTH_TOKEN ?? "e2e-twilio-auth-token";
const ACCOUNT = process.env.TWILIO_ACCOUNT_SID ?? `AC${"0".repeat(32)}`;
const SHARED = "+15550102030";
const stub = connectTwilioStub(
  process.env.TWILIO_API_BASE_URL ?? `http://127.0.0.1:${Number(process.env.E2E_PORT ?? 3100) + 4}`,
);
const handle = openTestDatabase();

const randomPhone = () => `+1555${String(randomInt(0, 10_000_000)).padStart(7, "0")}`;

test.beforeEach(async () => {
  // Every test comes from the same IP: earlier runs must not leave the contact or redeem limits spent.
  await handle.db.delete(rateLimits).where(like(rateLimits.key, "contact:%"));
  await handle.db.delete(rateLimits).where(like(rateLimits.key, "redeem:%"));
});

test.afterAll(() => handle.close());

/** Posts an inbound message the way Twilio does: form-encoded and signed over the server's public URL. */
async function text(request: APIRequestContext, baseURL: string, from: string, body: string): Promise<string> {
  const url = `${baseURL}/api/sms/webhook`;
  const params = {
    MessageSid: `SM${randomBytes(16).toString("hex")}`,
    AccountSid: ACCOUNT,
    From: from,
    To: SHARED,
    Body: body,
    NumMedia: "0",
  };
  const response = await request.post(url, {
    headers: {
      "content-type": "application/x-www-form-urlencoded",
      "x-twilio-signature": twilio.getExpectedTwilioSignature(TOKEN, url, params),
    },
    data: new URLSearchParams(params).toString(),
  });
  expect(response.status()).toBe(200);
  return response.text();
}

/** Opens the lead the inbox finds for `query` (it must find exactly one). */
async function openLead(page: Page, query: string) {
  await page.goto(`/leads?q=${encodeURIComponent(query)}`);
  const rows = page.locator("tr[data-lead-id]");
  await expect(rows).toHaveCount(1);
  await rows.first().getByRole("link").first().click();
  await expect(page).toHaveURL(/\/leads\/\d+$/);
}

/** The stand-in's messages to `to`, once there is at least one. */
async function sentTo(to: string): Promise<StubSms[]> {
  let found: StubSms[] = [];
  await expect.poll(async () => (found = (await stub.messages()).filter((m) => m.to === to)).length).toBeGreaterThan(0);
  return found;
}

test("a texted idea becomes a lead; an SMS reply reaches Twilio, its callback marks it delivered, and STOP turns replies off", async ({
  page,
  request,
  baseURL,
}) => {
  const phone = randomPhone();
  const idea = `E2E leads ${randomUUID().slice(0, 8)}: a booking portal for a dog grooming salon`;
  expect(await text(request, baseURL!, phone, idea)).toMatch(/project code is [A-Z0-9]{8}/);

  await openLead(page, phone);
  await expect(page.getByTestId("timeline-sms-inbound")).toContainText(idea);
  const box = page.getByTestId("sms-reply-box");
  const reply = box.getByLabel("SMS reply");
  const counter = box.getByTestId("sms-segment-count");
  await reply.fill("a".repeat(160));
  await expect(counter).toContainText("160 characters · 1 segment (GSM-7)");
  await reply.fill("a".repeat(161));
  await expect(counter).toContainText("161 characters · 2 segments (GSM-7)");
  await reply.fill("Price: 100€ 😀");
  await expect(counter).toContainText("1 segment (UCS-2)");
  await expect(counter).toContainText("UCS-2 because of: 😀");
  const message = "Thanks for your idea! Can we call you tomorrow at 10?";
  await reply.fill(message);
  await expect(counter).toContainText(`${message.length} characters · 1 segment (GSM-7)`);
  await expectNoSeriousA11yViolations(page);
  await box.getByRole("button", { name: "Send SMS" }).click();
  await expect(page.getByText("SMS queued")).toBeVisible();
  await expect(reply).toHaveValue("");

  const [sent] = await sentTo(phone);
  expect(sent).toMatchObject({ to: phone, from: SHARED, body: message, errorCode: null });
  expect(sent!.statusCallback).toMatch(new RegExp(`^${baseURL}/api/sms/status\\?outbox=\\d+$`));
  const outbound = page.getByTestId("timeline-sms-outbound").filter({ hasText: message });
  await expect(outbound).toBeVisible();

  expect(await stub.sendStatus(sent!.sid, "sent")).toBe(204);
  expect(await stub.sendStatus(sent!.sid, "delivered")).toBe(204);
  // A late failure after delivery changes nothing.
  expect(await stub.sendStatus(sent!.sid, "failed", 30003)).toBe(204);
  await page.reload();
  await expect(outbound.locator("[data-delivery]")).toHaveAttribute("data-delivery", "delivered");
  await expect(outbound).toContainText("Delivered");

  await text(request, baseURL!, phone, "STOP");
  // What the person still writes is on the timeline, marked, and answered by nobody.
  await text(request, baseURL!, phone, "Hello? are you there");
  await page.reload();
  await expect(box).toContainText("Opted out: SMS replies are off");
  await expect(box).toContainText("asked to stop texts");
  await expect(box.getByTestId("opt-out-words")).toHaveText("They wrote: “STOP”");
  const afterStop = page.getByTestId("timeline-sms-inbound").filter({ hasText: "Hello? are you there" });
  await expect(afterStop.getByTestId("timeline-sms-opted-out")).toHaveText("Received while opted out");
  await expect(box.getByRole("textbox")).toHaveCount(0);
  await expect(box.getByRole("button")).toHaveCount(0);

  const ledger = page.getByTestId("consent-ledger");
  await expect(ledger.getByTestId("consent-ledger-row").filter({ hasText: "Opted out" })).toContainText("STOP");
  await expect(page.getByTestId("timeline-consent-opt-out")).toContainText("Opted out (STOP)");
  const csv = await page.request.get((await ledger.getByRole("link", { name: "Export CSV" }).getAttribute("href"))!);
  expect(csv.headers()["content-type"]).toBe("text/csv; charset=utf-8");
  const lines = (await csv.text()).trimEnd().split("\r\n");
  expect(lines[0]).toBe("time_utc,phone_number,action,keyword,message_sid,message");
  // A valid E.164 number cannot carry a formula: it keeps its plus (docs/sms.md "Consent ledger").
  expect(lines.slice(1)).toEqual([
    expect.stringMatching(new RegExp(`^\\S+,\\${phone},opt-out,STOP,SM[0-9a-f]{32},STOP$`)),
  ]);
  await expectNoSeriousA11yViolations(page);
});

test("a contact request and a redemption with the same e-mail land on one lead, answered by e-mail", async ({
  page,
  browser,
  request,
  baseURL,
}) => {
  const phone = randomPhone();
  const email = `e2e-lead-${randomUUID()}@example.com`;
  const twiml = await text(
    request,
    baseURL!,
    phone,
    `E2E leads ${randomUUID().slice(0, 8)}: an intranet for a small law firm`,
  );
  const code = /project code is ([A-Z0-9]{8})/.exec(twiml)![1]!;

  const visitor = await browser.newContext({ storageState: { cookies: [], origins: [] } });
  try {
    const site = await visitor.newPage();
    await site.goto("/#contact");
    await expect(site.getByRole("button", { name: "Send Message" })).toBeEnabled();
    await site.getByLabel("First Name").fill("Grace");
    await site.getByLabel("Last Name").fill("Hopper");
    await site.getByLabel("Email", { exact: true }).fill(email);
    await site.getByLabel("Project Type").selectOption("Portal Integration");
    await site.getByLabel("Message", { exact: true }).fill("We would like a client portal for our cases.");
    await site.getByRole("button", { name: "Send Message" }).click();
    await expect(site.getByText("Message sent successfully!")).toBeVisible();

    await site.goto(`/?code=${code}`);
    const redeem = site.getByRole("dialog");
    await expect(redeem.getByLabel("Code")).toHaveValue(code);
    await redeem.getByLabel("Name").fill("Grace Hopper");
    await redeem.getByLabel("Email", { exact: true }).fill(email.toUpperCase());
    await redeem.getByRole("button", { name: "Redeem Code" }).click();
    await expect(redeem.getByText("Code Redeemed Successfully!")).toBeVisible();
  } finally {
    await visitor.close();
  }

  await openLead(page, email);
  await expect(page.getByTestId("timeline-contact")).toContainText("We would like a client portal for our cases.");
  await expect(page.getByTestId("timeline-redemption")).toContainText(code);
  await expect(page.getByTestId("timeline-sms-inbound")).toContainText("an intranet for a small law firm");

  const box = page.getByTestId("email-reply-box");
  await expect(box).toContainText(`To ${email}`);
  await box.getByLabel("Subject").fill("Your client portal");
  await box.getByLabel("Email reply").fill("Thank you, Grace.\n\nWe will send a proposal this week.");
  await box.getByRole("button", { name: "Send Email" }).click();
  await expect(page.getByText("Email queued")).toBeVisible();
  const sent = page.getByTestId("timeline-email-reply");
  await expect(sent).toContainText("Your client portal");
  await expect(sent).toContainText("We will send a proposal this week.");
  // scripts/e2e.sh configures no e-mail provider: the reply waits in the outbox and says so.
  await expect(sent.locator("[data-outbox-status]")).toHaveAttribute("data-outbox-status", /pending|unsent/);

  // On a phone, the admin gives the lead Grace's second number, which texted on its own: a conflict that
  // names that lead and offers the merge; merging saves the edit on the older lead (this one).
  const secondPhone = randomPhone();
  await text(
    request,
    baseURL!,
    secondPhone,
    `E2E leads ${randomUUID().slice(0, 8)}: Grace again, from her office phone`,
  );
  await page.setViewportSize({ width: 390, height: 844 });
  await page.getByRole("button", { name: "Edit contact…" }).click();
  const edit = page.getByRole("dialog", { name: "Edit contact details" });
  await edit.getByLabel("Name").fill("Grace B. Hopper");
  await edit.getByLabel("Phone").fill(secondPhone);
  await edit.getByRole("button", { name: "Save", exact: true }).click();
  const conflict = edit.getByTestId("lead-contact-conflict");
  await expect(conflict).toContainText(/already belongs to lead #\d+/);
  const otherId = /lead #(\d+)/.exec((await conflict.textContent())!)![1];
  await expect(conflict.getByRole("link", { name: `Open lead #${otherId}` })).toHaveAttribute(
    "href",
    `/leads/${otherId}`,
  );
  await expect(edit.getByLabel("Phone")).toHaveAccessibleDescription(/already belongs to lead #\d+/);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await expectNoSeriousA11yViolations(page);
  await conflict.getByRole("button", { name: /^Merge with #\d+ and save$/ }).click();
  await expect(page.getByText("Contact details saved")).toBeVisible();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Grace B. Hopper");
  await expect(
    page.getByTestId("timeline-event-merge").filter({ hasText: `Merged lead #${otherId} (${secondPhone})` }),
  ).toBeVisible();
  const shown = (e164: string) => `+1 (${e164.slice(2, 5)}) ${e164.slice(5, 8)}-${e164.slice(8)}`;
  await expect(page.getByTestId("timeline-event-contact-details")).toContainText(
    `Name: Grace Hopper → Grace B. Hopper. Phone: ${shown(phone)} → ${shown(secondPhone)}.`,
  );
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

  // The admin takes the lead; the timeline names them, and the inbox's "Assigned to me" finds it.
  const [admin] = await handle.db.select().from(users).where(eq(users.username, ADMIN.username));
  const name = memberName(admin!);
  await expect(page.getByTestId("timeline-event-contact-details")).toContainText(`by ${name}`);
  await page.getByLabel("Assigned to").click();
  await page.getByRole("option", { name, exact: true }).click();
  await expect(page.getByText("Assigned", { exact: true })).toBeVisible();
  await expect(page.getByTestId("timeline-event-assignment")).toContainText(`Assigned to ${name}`);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await page.goto(`/leads?q=${encodeURIComponent(email)}&assigned=unassigned`);
  await expect(page.getByText("No leads match")).toBeVisible();
  await page.getByLabel("Filter by assignee").click();
  await page.getByRole("option", { name: "Assigned to me" }).click();
  await expect(page).toHaveURL(/assigned=me/);
  await expect(page.locator("tr[data-lead-id]")).toHaveCount(1);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});

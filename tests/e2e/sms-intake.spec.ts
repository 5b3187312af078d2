/**
 * SMS intake and project codes as people use them (docs/spec/site-and-admin.md §2 "Admin screens" 2, 3, 9, Redeem
 * dialog; docs/sms.md): an admin generates a code and shares its link, a visitor redeems it, the admin
 * sees Redeemed; a texted idea (a webhook request signed like Twilio's) gets a code whose draft the
 * admin reads and edits; the Actions menu reopens at once after a dialog opened from it; the /test-sms
 * scenarios show their results. Every name is unique per run.
 */
import { randomBytes, randomInt } from "node:crypto";
import { expect, test, type APIRequestContext } from "@playwright/test";
import { like } from "drizzle-orm";
import twilio from "twilio";
import { authorizedPhones, rateLimits } from "@/lib/db/schema";
import { expectNoSeriousA11yViolations } from "../support/axe";
import { openTestDatabase } from "../support/db";
import { ADMIN_STATE } from "../support/e2e-env";

test.use({ storageState: ADMIN_STATE, permissions: ["clipboard-read", "clipboard-write"] });

const TOKEN = process.env.TWILIO_AUTH_TOKEN ?? "e2e-twilio-auth-token";
const PREFIX = `E2E SMS ${Date.now().toString(36)}`;
const handle = openTestDatabase();

const randomPhone = () => `+1555${String(randomInt(0, 10_000_000)).padStart(7, "0")}`;

test.beforeEach(async () => {
  // Every test comes from the same IP: earlier runs must not leave the redeem limit spent.
  await handle.db.delete(rateLimits).where(like(rateLimits.key, "redeem:%"));
});

test.afterAll(async () => {
  await handle.db.delete(authorizedPhones).where(like(authorizedPhones.ownerName, `${PREFIX}%`));
  await handle.close();
});

/** Posts an inbound message the way Twilio does: form-encoded and signed over the server's public URL. */
async function textWebhook(request: APIRequestContext, baseURL: string, params: Record<string, string>, signed = true) {
  const url = `${baseURL}/api/sms/webhook`;
  const headers: Record<string, string> = { "content-type": "application/x-www-form-urlencoded" };
  if (signed) headers["x-twilio-signature"] = twilio.getExpectedTwilioSignature(TOKEN, url, params);
  return request.post(url, { headers, data: new URLSearchParams(params).toString() });
}

test("an admin generates a code, copies its share link, a visitor redeems it and the admin sees Redeemed", async ({
  page,
  browser,
}) => {
  const idea = `${PREFIX}: a scheduling portal for a yoga studio`;
  await page.goto("/project-codes");
  await expect(page.getByRole("heading", { level: 1, name: "Project Codes" })).toBeVisible();
  await page.getByRole("button", { name: "Generate New Code" }).click();
  const generate = page.getByRole("dialog", { name: "Generate New Code" });
  await generate.getByLabel("Project Idea").fill("Too short");
  await generate.getByRole("button", { name: "Generate Code" }).click();
  await expect(generate.getByText("Project idea must be at least 10 characters")).toBeVisible();
  await generate.getByLabel("Project Idea").fill(idea);
  await generate.getByRole("button", { name: "Generate Code" }).click();
  await expect(generate).toBeHidden();

  const row = page.getByRole("row").filter({ hasText: idea });
  await expect(row).toBeVisible();
  const code = (await row.getAttribute("data-code"))!;
  expect(code).toMatch(/^[A-HJ-NP-Z2-9]{8}$/);
  await expect(row.getByRole("cell").nth(3)).toHaveText("New");
  await expect(row.getByText("Redeemed")).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);

  await page.goto("/code-management");
  await page.getByPlaceholder("Search codes, ideas, or client names...").fill(code);
  const item = page.locator(`li[data-code="${code}"]`);
  await expect(item.getByText("Available")).toBeVisible();
  // The newest code is listed before the search applies: wait for the search's page, not the first list.
  await expect(page).toHaveURL(new RegExp(`[?&]q=${code}`));
  await expect(page.locator("li[data-code]")).toHaveCount(1);
  await expect(page).toHaveTitle(/^Project Code Management/);
  await expectNoSeriousA11yViolations(page);
  await item.getByRole("button", { name: `Actions for ${code}` }).click();
  await page.getByRole("menuitem", { name: "Copy Share Link" }).click();
  await expect(page.getByText("Share link copied")).toBeVisible();
  const link = await page.evaluate(() => navigator.clipboard.readText());
  expect(link).toMatch(new RegExp(`^https?://[^/]+/\\?code=${code}$`));

  const visitor = await browser.newContext({ storageState: { cookies: [], origins: [] } });
  try {
    const visitorPage = await visitor.newPage();
    await visitorPage.goto(link);
    const redeem = visitorPage.getByRole("dialog");
    await expect(redeem.getByLabel("Code")).toHaveValue(code);
    await redeem.getByLabel("Name").fill("Ada Visitor");
    await redeem.getByLabel("Email", { exact: true }).fill(`ada-${code.toLowerCase()}@example.com`);
    await redeem.getByRole("button", { name: "Redeem Code" }).click();
    await expect(redeem.getByText("Code Redeemed Successfully!")).toBeVisible();
    await expect(redeem.getByRole("region", { name: "Your Project Idea" })).toHaveText(idea);
  } finally {
    await visitor.close();
  }

  await page.goto("/project-codes");
  const redeemed = page.locator(`tr[data-code="${code}"]`);
  await expect(redeemed.getByText("Redeemed")).toBeVisible();
  await expect(redeemed).toHaveAttribute("data-redeemed", "true");
  await expectNoSeriousA11yViolations(page);
  await expect(redeemed).toContainText("Ada Visitor");

  await redeemed.getByRole("cell").nth(1).click();
  const edit = page.getByRole("dialog", { name: `Edit Project Code: ${code}` });
  await edit.getByRole("combobox", { name: "Status" }).click();
  await page.getByRole("option", { name: "Proposal Sent" }).click();
  await edit.getByLabel("Contact Email").fill("not-an-email");
  await edit.getByRole("button", { name: "Save Changes" }).click();
  await expect(edit.getByText("Please enter a valid email address")).toBeVisible();
  await edit.getByLabel("Contact Email").fill("ada@example.com");
  await edit.getByLabel("Notes").fill("Call on Monday");
  await edit.getByRole("button", { name: "Save Changes" }).click();
  await expect(edit).toBeHidden();
  await expect(redeemed.getByRole("cell").nth(3)).toHaveText("Proposal Sent");

  await redeemed.getByRole("button", { name: `Copy code ${code}` }).click();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(code);

  await redeemed.getByRole("button", { name: `Delete code ${code}` }).click();
  const confirm = page.getByRole("alertdialog");
  await expect(confirm).toContainText(
    "Are you sure you want to delete this project code? This action cannot be undone.",
  );
  await confirm.getByRole("button", { name: "Delete" }).click();
  await expect(page.locator(`tr[data-code="${code}"]`)).toHaveCount(0);
});

test("a texted idea gets one reply with a code whose draft the admin reads and edits", async ({
  page,
  request,
  baseURL,
}) => {
  const idea = `${PREFIX}: an online store for handmade candles with an inventory dashboard`;
  const params = {
    MessageSid: `SM${randomBytes(16).toString("hex")}`,
    AccountSid: `AC${"0".repeat(32)}`,
    From: randomPhone(),
    To: "+15550102030",
    Body: idea,
    NumMedia: "0",
  };
  expect((await textWebhook(request, baseURL!, params, false)).status()).toBe(403);

  const response = await textWebhook(request, baseURL!, params);
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toMatch(/^text\/xml/);
  const twiml = await response.text();
  expect(twiml.match(/<Message>/g)).toHaveLength(1);
  const code = /project code is ([A-Z0-9]{8})/.exec(twiml)![1]!;
  // Twilio's retry of the same MessageSid gets the same answer.
  expect(await (await textWebhook(request, baseURL!, params)).text()).toBe(twiml);

  await page.goto("/code-management");
  await page.getByPlaceholder("Search codes, ideas, or client names...").fill(code);
  const item = page.locator(`li[data-code="${code}"]`);
  await expect(page.locator("li[data-code]")).toHaveCount(1);
  await expect(item).toContainText(idea);
  await item.getByRole("button", { name: `Actions for ${code}` }).click();
  await page.getByRole("menuitem", { name: "View Full Draft" }).click();
  const view = page.getByRole("dialog", { name: `Project Draft: ${code}` });
  for (const section of ["OVERVIEW", "KEY FEATURES", "SUGGESTED STACK", "TIMELINE", "NEXT STEPS"])
    await expect(view).toContainText(section);
  await page.keyboard.press("Escape");
  await expect(view).toBeHidden();

  await item.getByRole("button", { name: `Actions for ${code}` }).click();
  await page.getByRole("menuitem", { name: "Edit Draft" }).click();
  const edit = page.getByRole("dialog", { name: `Edit Draft: ${code}` });
  const textarea = edit.getByLabel("Draft");
  await expect(textarea).toHaveAttribute("rows", "15");
  await textarea.fill(`OVERVIEW\n${PREFIX}: edited candle shop proposal`);
  await edit.getByRole("button", { name: "Save Draft" }).click();
  await expect(edit).toBeHidden();
  await expect(item).toContainText(`${PREFIX}: edited candle shop proposal`);

  await page.getByRole("combobox", { name: "Filter codes" }).click();
  await page.getByRole("option", { name: "Redeemed" }).click();
  await expect(page.getByText("No project codes found")).toBeVisible();
});

test("the Actions menu opens on the first press while the previous menu is still fading out", async ({
  page,
  request,
  baseURL,
}) => {
  const params = {
    MessageSid: `SM${randomBytes(16).toString("hex")}`,
    AccountSid: `AC${"0".repeat(32)}`,
    From: randomPhone(),
    To: "+15550102030",
    Body: `${PREFIX}: a booking site for a climbing gym with member passes`,
    NumMedia: "0",
  };
  const code = /project code is ([A-Z0-9]{8})/.exec(await (await textWebhook(request, baseURL!, params)).text())![1]!;
  await page.goto("/code-management");
  // A slow machine stretches the menu's closing animation past the draft dialog's lifetime.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Animation.enable");
  await cdp.send("Animation.setPlaybackRate", { playbackRate: 0.1 });
  await page.getByPlaceholder("Search codes, ideas, or client names...").fill(code);
  const actions = page.locator(`li[data-code="${code}"]`).getByRole("button", { name: `Actions for ${code}` });
  // The button still closes its own open menu.
  await actions.click();
  await expect(page.getByRole("menu")).toBeVisible();
  await actions.click();
  await expect(page.getByRole("menu")).toBeHidden();

  await actions.click();
  await page.getByRole("menuitem", { name: "View Full Draft" }).click();
  const view = page.getByRole("dialog", { name: `Project Draft: ${code}` });
  await expect(view).toContainText("OVERVIEW");
  await page.keyboard.press("Escape");
  await expect(view).toBeHidden();
  await actions.click();
  await page.getByRole("menuitem", { name: "Edit Draft" }).click();
  await expect(page.getByRole("dialog", { name: `Edit Draft: ${code}` })).toBeVisible();
});

test("the /test-sms scenarios show what the pipeline answered", async ({ page }) => {
  const phone = randomPhone();
  await handle.db.insert(authorizedPhones).values({ phoneNumber: phone, ownerName: `${PREFIX} tester` });
  await page.goto("/test-sms");
  await expect(page.getByRole("heading", { level: 1, name: "SMS Integration Testing" })).toBeVisible();
  await page.getByLabel("Phone Number").fill(phone);
  const message = page.getByLabel("Message", { exact: true });
  const result = page.getByTestId("test-sms-result");
  const send = page.getByRole("button", { name: "Send Test SMS" });

  for (const scenario of ["Valid code", "Mobile app", "API project"]) {
    await page.getByRole("button", { name: scenario, exact: true }).click();
    const text = await message.inputValue();
    const code = text.slice(0, 8);
    expect(text).toMatch(/^[A-HJ-NP-Z2-9]{8};.{5,}/);
    await send.click();
    await expect(result).toContainText("Success");
    await expect(result).toContainText(`Code ${code} created with a draft proposal.`);
    await expect(result.getByText(code, { exact: true })).toBeVisible();
    await expect(result).toContainText("OVERVIEW");
  }

  await page.getByRole("button", { name: "Code too long", exact: true }).click();
  await send.click();
  await expect(result).toContainText("Error: Code too long (14 characters): use exactly 8 letters or digits.");

  await page.getByRole("button", { name: "Description too short", exact: true }).click();
  await send.click();
  await expect(result).toContainText("Error: Description too short: use at least 5 characters after the semicolon.");
  await expectNoSeriousA11yViolations(page);

  await expect(page.getByText("Testing tips")).toBeVisible();
  await expect(page.getByText("Sample command-line calls")).toBeVisible();
  await expect(page.getByText(/getExpectedTwilioSignature/).first()).toBeVisible();
});

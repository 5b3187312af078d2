/**
 * SMS Smart Routing as an admin uses it (docs/spec/operator-console.md §2 "/sms-routing", §5 "SMS route form", §8
 * "SMS routes"; docs/sms.md "Routing"): a route is created, edited, deactivated and deleted; a signed Twilio webhook
 * message matching a route shows in Recent Messages with the route and counts as its match; the messages
 * table sorts; the test box answers; the Decision Tree shows the route; numbers are added and edited.
 * Every name, keyword and number is unique per run, and no test assumes empty tables: other spec files
 * share the database.
 */
import { randomBytes, randomInt } from "node:crypto";
import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import { inArray, like } from "drizzle-orm";
import twilio from "twilio";
import { phoneNumberConfig, smsRoutes } from "@/lib/db/schema";
import { bumpRoutingVersion } from "@/lib/sms-intake/routing/routing-table-cache";
import { expectNoSeriousA11yViolations } from "../support/axe";
import { openTestDatabase } from "../support/db";
import { ADMIN_STATE } from "../support/e2e-env";

const TOKEN = process.env.TWILIO_AUTH_TOKEN ?? "e2e-twilio-auth-token";
/** The shared number (TWILIO_PHONE_NUMBER's default, seeded into phone_number_config), as sent and as shown. */
const SHARED = "+15550102030";
const SHARED_SHOWN = "+1 (555) 010-2030";
const RUN = `${Date.now().toString(36)}${randomBytes(3).toString("hex")}`;
const PREFIX = `E2E Route ${RUN}`;
const NUMBER_PREFIX = `E2E number ${RUN}`;
const handle = openTestDatabase();
const addedNumbers: string[] = [];

test.afterAll(async () => {
  // Whatever a failed test left behind; the routing version moves with the change, as the actions do it.
  await handle.db.transaction(async (tx) => {
    await tx.delete(smsRoutes).where(like(smsRoutes.name, `${PREFIX}%`));
    if (addedNumbers.length > 0)
      await tx.delete(phoneNumberConfig).where(inArray(phoneNumberConfig.phoneNumber, addedNumbers));
    await bumpRoutingVersion(tx);
  });
  await handle.close();
});

/** A fresh North American number in E.164 from the 555 range. */
const phoneNumber = () => `+1555${String(randomInt(0, 10_000_000)).padStart(7, "0")}`;

/**
 * Posts an inbound message to the shared number the way Twilio does: form-encoded and signed over the
 * server's public URL with the twilio library's own signature function. (tests/support/twilio.ts has the
 * same helpers, but its extensionless deep import does not load under Playwright's ESM loader.)
 */
async function textWebhook(request: APIRequestContext, baseURL: string, body: string, from: string) {
  const url = `${baseURL}/api/sms/webhook`;
  const params = {
    MessageSid: `SM${randomBytes(16).toString("hex")}`,
    AccountSid: `AC${"0".repeat(32)}`,
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
}

async function openTab(page: Page, name: string) {
  await page.getByRole("tab", { name }).click();
  await expect(page.getByRole("tab", { name })).toHaveAttribute("aria-selected", "true");
}

async function choose(page: Page, scope: ReturnType<Page["getByRole"]>, combobox: string, option: string) {
  await scope.getByRole("combobox", { name: combobox }).click();
  await page.getByRole("option", { name: option, exact: true }).click();
}

/** Adds a route through the dialog and waits for the spec's toast. */
async function addRoute(
  page: Page,
  route: { name: string; pattern: string; targetType?: string; target: string; priority?: number },
) {
  await page.getByRole("button", { name: "Add Route" }).click();
  const dialog = page.getByRole("dialog", { name: "Add Route" });
  await dialog.getByLabel("Route Name").fill(route.name);
  await dialog.getByLabel("Pattern", { exact: true }).fill(route.pattern);
  if (route.targetType) await choose(page, dialog, "Target Type", route.targetType);
  await dialog.getByLabel("Target Value").fill(route.target);
  if (route.priority !== undefined) await dialog.getByLabel("Priority").fill(String(route.priority));
  await dialog.getByRole("button", { name: "Add Route" }).click();
  await expect(page.getByText("SMS route created successfully").first()).toBeVisible();
  await expect(dialog).toBeHidden();
}

test.describe("signed in", () => {
  test.use({ storageState: ADMIN_STATE });

  test("a route is created, edited, deactivated and deleted", async ({ page }) => {
    const name = `${PREFIX} lifecycle`;
    const pattern = `hello-${RUN}`;
    await page.goto("/sms-routing");
    await expect(page.getByRole("heading", { level: 1, name: "SMS Smart Routing" })).toBeVisible();
    for (const label of ["Active Routes", "Messages Today", "Success Rate", "Phone Numbers"]) {
      await expect(page.getByRole("group", { name: label, exact: true })).toBeVisible();
    }
    await expect(page.getByRole("group", { name: "Active Routes", exact: true })).toContainText(/of \d+ total/);
    await expect(page.getByRole("tab")).toHaveText([
      "Routing Rules",
      "Recent Messages",
      "Phone Numbers",
      "Decision Tree",
    ]);

    await page.getByRole("button", { name: "Add Route" }).click();
    const add = page.getByRole("dialog", { name: "Add Route" });
    await expect(add.getByLabel("Priority")).toHaveValue("100");
    await expect(add.getByRole("combobox", { name: "Phone Number" })).toHaveText("All Numbers");
    await expect(add.getByRole("switch", { name: "Active" })).toBeChecked();
    await expect(add.getByLabel("Target Value")).toHaveAttribute("placeholder", "https://example.com/webhook");
    await choose(page, add, "Target Type", "Phone Number");
    await expect(add.getByLabel("Target Value")).toHaveAttribute("placeholder", "+15551234567");
    await choose(page, add, "Target Type", "Email");
    await expect(add.getByLabel("Target Value")).toHaveAttribute("placeholder", "team@example.com");

    await add.getByRole("button", { name: "Add Route" }).click();
    await expect(add.getByText("Route name is required")).toBeVisible();
    await expect(add.getByText("Pattern is required")).toBeVisible();
    await expect(add.getByText("Target value is required")).toBeVisible();

    // A lookahead passes the browser's schema but not the server's linear-time regex engine: the
    // failure toast and the field error both show.
    await add.getByLabel("Route Name").fill(name);
    await add.getByLabel("Description").fill("Greets people");
    await choose(page, add, "Pattern Type", "regex");
    await add.getByLabel("Pattern", { exact: true }).fill("hello(?=x)");
    await add.getByLabel("Target Value").fill("team@example.com");
    await add.getByLabel("Priority").fill("1001");
    await add.getByRole("button", { name: "Add Route" }).click();
    await expect(add.getByText("Priority must be between 1 and 1000")).toBeVisible();
    await add.getByLabel("Priority").fill("250");
    await add.getByRole("button", { name: "Add Route" }).click();
    await expect(page.getByText("Failed to create SMS route")).toBeVisible();
    await expect(add.getByText(/Invalid regular expression/)).toBeVisible();

    await choose(page, add, "Pattern Type", "contains");
    await add.getByLabel("Pattern", { exact: true }).fill(pattern);
    await add.getByRole("button", { name: "Add Route" }).click();
    await expect(page.getByText("SMS route created successfully")).toBeVisible();
    await expect(add).toBeHidden();

    const row = page.getByRole("row").filter({ hasText: name });
    await expect(row.getByRole("cell")).toHaveText([
      `${name}Greets people`,
      "All Numbers",
      `contains: ${pattern}`,
      "team@example.com",
      "250",
      "Active",
      "0",
      "",
    ]);
    await expectNoSeriousA11yViolations(page);

    await row.getByRole("button", { name: `Edit route ${name}` }).click();
    const edit = page.getByRole("dialog", { name: "Edit Route" });
    await expect(edit.getByLabel("Route Name")).toHaveValue(name);
    await expect(edit.getByLabel("Priority")).toHaveValue("250");
    await choose(page, edit, "Pattern Type", "starts with");
    await choose(page, edit, "Target Type", "Phone Number");
    await edit.getByLabel("Target Value").fill("+1 555 123 4567");
    await choose(page, edit, "Phone Number", SHARED_SHOWN);
    await edit.getByLabel("Priority").fill("300");
    await edit.getByRole("button", { name: "Save Changes" }).click();
    await expect(page.getByText("SMS route updated successfully")).toBeVisible();
    await expect(edit).toBeHidden();
    await expect(row.getByRole("cell")).toHaveText([
      `${name}Greets people`,
      SHARED_SHOWN,
      `starts with: ${pattern}`,
      "+1 (555) 123-4567",
      "300",
      "Active",
      "0",
      "",
    ]);

    await row.getByRole("button", { name: `Edit route ${name}` }).click();
    const deactivate = page.getByRole("dialog", { name: "Edit Route" });
    await deactivate.getByRole("switch", { name: "Active" }).click();
    await expect(deactivate.getByRole("switch", { name: "Active" })).not.toBeChecked();
    await deactivate.getByRole("button", { name: "Save Changes" }).click();
    await expect(deactivate).toBeHidden();
    await expect(row.getByText("Inactive", { exact: true })).toBeVisible();

    await openTab(page, "Decision Tree");
    await expect(page.getByRole("tabpanel").getByText(name)).toHaveCount(0);
    await openTab(page, "Routing Rules");

    await row.getByRole("button", { name: `Delete route ${name}` }).click();
    const confirm = page.getByRole("alertdialog", { name: `Delete route ${name}?` });
    await confirm.getByRole("button", { name: "Cancel" }).click();
    await expect(row).toHaveCount(1);
    await row.getByRole("button", { name: `Delete route ${name}` }).click();
    await confirm.getByRole("button", { name: "Delete" }).click();
    await expect(page.getByText("SMS route deleted successfully")).toBeVisible();
    await expect(row).toHaveCount(0);
  });

  test("a texted message that matches a route is routed by it, and the test box and the Decision Tree agree", async ({
    page,
    request,
    baseURL,
  }) => {
    const name = `${PREFIX} keyword`;
    const keyword = `kw${RUN}`;
    const from = phoneNumber();
    const text = `Idea ${keyword}: a booking portal for a small bakery`;
    await page.goto("/sms-routing");
    await addRoute(page, { name, pattern: keyword, target: "internal://project-code", priority: 7 });
    const row = page.getByRole("row").filter({ hasText: name });
    await expect(row.getByRole("cell").nth(3)).toHaveText("Internal: project-code");
    await expect(row.getByTestId("route-matches")).toHaveText("0");

    const testMessage = page.getByLabel("Test message");
    const result = page.getByTestId("test-routing-result");
    await expect(page.getByRole("combobox", { name: "Sent to" })).toHaveText(SHARED_SHOWN);
    await testMessage.fill(`please ${keyword.toUpperCase()} now`);
    await page.getByRole("button", { name: "Test", exact: true }).click();
    await expect(result).toContainText("Route matched!");
    await expect(result).toContainText(name);
    await testMessage.fill(`nothing to see ${RUN.split("").reverse().join("")}`);
    await page.getByRole("button", { name: "Test", exact: true }).click();
    await expect(result).toContainText("No route matched");
    await expect(result).toContainText("Message would use default handling");
    // Testing never counts a match.
    await expect(row.getByTestId("route-matches")).toHaveText("0");

    await textWebhook(request, baseURL!, text, from);
    await page.reload();
    await expect(row.getByTestId("route-matches")).toHaveText("1");

    await openTab(page, "Recent Messages");
    const message = page.locator(`tr[data-from="${from}"]`);
    await expect(message.getByRole("cell")).toHaveText([/.+/, SHARED_SHOWN, text, name, "Routed", /UTC$/]);
    await expectNoSeriousA11yViolations(page);

    await openTab(page, "Decision Tree");
    const panel = page.getByRole("tabpanel", { name: "Decision Tree" });
    await expect(panel.getByText(`Incoming SMS to ${SHARED_SHOWN}`)).toBeVisible();
    await expect(panel.getByText("Security & compliance check (blocked numbers, opt-outs, rate limits)")).toBeVisible();
    const step = panel
      .getByRole("list", { name: "Active routes in order" })
      .getByRole("listitem")
      .filter({ hasText: name });
    await expect(step).toContainText("Priority 7");
    await expect(step).toContainText(`contains: ${keyword}`);
    await expect(step).toContainText("Internal handler: project-code");
    await expect(step).toContainText("no match, continue to next route");
    await expect(panel.getByText("No route matched")).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });

  test("Recent Messages sorts by a new column ascending first, then toggles", async ({ page, request, baseURL }) => {
    const senders = [phoneNumber(), phoneNumber(), phoneNumber()];
    for (const [index, from] of senders.entries())
      await textWebhook(request, baseURL!, `${PREFIX} sort check ${index}: a quote tool`, from);

    await page.goto("/sms-routing");
    await openTab(page, "Recent Messages");
    const table = page.getByRole("table", { name: "Recent Messages" });
    for (const from of senders) await expect(table.locator(`tr[data-from="${from}"]`)).toHaveCount(1);
    const header = (label: string) => table.getByRole("columnheader", { name: label, exact: true });
    const fromColumn = () =>
      table.locator("tbody tr").evaluateAll((rows) => rows.map((row) => row.getAttribute("data-from") ?? ""));
    const ascending = (values: string[]) => values.every((value, i) => i === 0 || values[i - 1]! <= value);

    await expect(header("Time")).toHaveAttribute("aria-sort", "descending");
    await expect(header("From")).toHaveAttribute("aria-sort", "none");

    await header("From").getByRole("button").click();
    await expect(header("From")).toHaveAttribute("aria-sort", "ascending");
    await expect(header("Time")).toHaveAttribute("aria-sort", "none");
    expect(ascending(await fromColumn())).toBe(true);

    await header("From").getByRole("button").click();
    await expect(header("From")).toHaveAttribute("aria-sort", "descending");
    expect(ascending((await fromColumn()).reverse())).toBe(true);

    await header("Time").getByRole("button").click();
    await expect(header("Time")).toHaveAttribute("aria-sort", "ascending");
    await expect(header("From")).toHaveAttribute("aria-sort", "none");
    const times = await table
      .locator("tbody tr")
      .evaluateAll((rows) => rows.map((row) => Number(row.getAttribute("data-message-id"))));
    // Messages are numbered in arrival order, so oldest first means ids ascending for our three.
    const ours = await Promise.all(
      senders.map((from) => table.locator(`tr[data-from="${from}"]`).getAttribute("data-message-id")),
    );
    const positions = ours.map((id) => times.indexOf(Number(id)));
    expect(positions).toEqual([...positions].sort((a, b) => a - b));
  });

  test("a number is added, refused twice, edited, and its no-match behaviour shows on its card and in the tree", async ({
    page,
  }) => {
    const number = phoneNumber();
    const shown = `+1 (${number.slice(2, 5)}) ${number.slice(5, 8)}-${number.slice(8)}`;
    addedNumbers.push(number);
    await page.goto("/sms-routing");
    await openTab(page, "Phone Numbers");
    const shared = page.getByRole("group", { name: SHARED_SHOWN });
    await expect(shared).toContainText("Active Routes");
    await expect(shared).toContainText("Success Rate");

    await page.getByRole("button", { name: "Add Number" }).click();
    const add = page.getByRole("dialog", { name: "Add Number" });
    await add.getByLabel("Phone Number").fill(number);
    await add.getByLabel("Description").fill(`${NUMBER_PREFIX} sales line`);
    await add.getByRole("button", { name: "Add Number" }).click();
    await expect(page.getByText("Phone number added")).toBeVisible();
    await expect(add).toBeHidden();

    const card = page.getByRole("group", { name: shown });
    await expect(card).toContainText(`${NUMBER_PREFIX} sales line`);
    await expect(card.getByText("Active", { exact: true })).toBeVisible();
    await expect(card).toContainText("No routes configured for this number");
    await expect(card).toContainText("No recent activity");
    await expect(card).toContainText("No activity today");
    await expect(card).toContainText("No match: project-code intake");
    await expectNoSeriousA11yViolations(page);

    await page.getByRole("button", { name: "Add Number" }).click();
    const duplicate = page.getByRole("dialog", { name: "Add Number" });
    await duplicate.getByLabel("Phone Number").fill(number);
    await duplicate.getByRole("button", { name: "Add Number" }).click();
    await expect(page.getByText(`${shown} is already configured.`)).toBeVisible();
    await duplicate.getByRole("button", { name: "Cancel" }).click();

    await card.getByRole("button", { name: `Edit ${shown}` }).click();
    const edit = page.getByRole("dialog", { name: "Edit Number" });
    await expect(edit.getByLabel("Phone Number")).toBeDisabled();
    await choose(page, edit, "When no route matches", "Reject: stored as blocked, no reply");
    await edit.getByRole("switch", { name: "Active" }).click();
    await edit.getByRole("button", { name: "Save Changes" }).click();
    await expect(page.getByText("Phone number updated")).toBeVisible();
    await expect(edit).toBeHidden();
    await expect(card.getByText("Inactive", { exact: true })).toBeVisible();
    await expect(card).toContainText("No match: reject");

    await openTab(page, "Decision Tree");
    await expect(page.getByRole("tabpanel", { name: "Decision Tree" }).getByText(`${shown}: Rejected`)).toBeVisible();
  });
});

test.describe("signed out", () => {
  test.use({ storageState: { cookies: [], origins: [] } });

  test("POST /api/sms/test-routing answers 401 without a session", async ({ request }) => {
    const response = await request.post("/api/sms/test-routing", { data: { message: "hello" } });
    expect(response.status()).toBe(401);
    expect(await response.json()).toEqual({ error: "Unauthorized" });
  });
});

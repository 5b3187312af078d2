/**
 * Chat-app alert channels (docs/decisions/federation-and-health.md "Chat-app alert channels"): an admin adds a Slack channel
 * and a Telegram channel, "Send test" reaches the local stand-in of each provider
 * (tests/support/chat-apps-stub.ts, started by scripts/e2e.sh) in the provider's documented shape, the
 * saved credentials are never shown again, and an edit that leaves the bot token blank keeps it; on a
 * desktop and on a 390 px phone.
 */
import { randomUUID } from "node:crypto";
import { expect, test, type Page } from "@playwright/test";
import { expectNoSeriousA11yViolations } from "../support/axe";
import { connectChatAppsStub } from "../support/chat-apps-stub";
import { ADMIN_STATE } from "../support/e2e-env";

test.use({ storageState: ADMIN_STATE });

const stubUrl = `http://127.0.0.1:${process.env.E2E_CHAT_PORT ?? Number(process.env.E2E_PORT ?? 3100) + 7}`;
const stub = connectChatAppsStub(stubUrl);

/** Adds a channel of `kind` through the dialog, filling `fields` (label → value). */
async function addChannel(page: Page, name: string, kind: string, fields: Record<string, string>) {
  await page.getByRole("button", { name: "Add channel" }).click();
  const dialog = page.getByRole("dialog", { name: "Add channel" });
  await dialog.getByLabel("Name").fill(name);
  await dialog.getByLabel("Kind").click();
  await page.getByRole("option", { name: kind, exact: true }).click();
  for (const [label, value] of Object.entries(fields)) await dialog.getByLabel(label).fill(value);
  await dialog.getByRole("button", { name: "Add Channel" }).click();
  await expect(page.getByText("Channel added").last()).toBeVisible();
}

for (const viewport of [
  { width: 1280, height: 900 },
  { width: 390, height: 844 },
]) {
  test(`Slack and Telegram channels send their tests to the providers, at ${viewport.width} px`, async ({ page }) => {
    await page.setViewportSize(viewport);
    const id = randomUUID().slice(0, 8);
    const slackSecret = `slack${randomUUID().replace(/-/g, "")}`;
    const botToken = `7${id.replace(/\D/g, "1")}:AA${randomUUID().replace(/-/g, "")}`;
    await page.goto("/alerts?tab=channels");

    // Slack: a webhook URL off hooks.slack.com is fine here only because the tests allow private addresses.
    await addChannel(page, `Ops Slack ${id}`, "Slack", {
      "Webhook URL": `${stubUrl}/services/T0001/B0002/${slackSecret}`,
    });
    const slack = page.getByTestId("alert-channel").filter({ hasText: `Ops Slack ${id}` });
    await expect(slack).toContainText("/services/T0001/B0002/••••");
    await expect(page.getByText(slackSecret)).toHaveCount(0);
    await slack.getByRole("button", { name: "Send test" }).click();
    await expect(page.getByText("Test alert sent").last()).toBeVisible();
    await expect
      .poll(async () =>
        (await stub.requests())
          .filter((r) => r.path.endsWith(slackSecret))
          .map((r) => ({ status: r.status, problems: r.problems })),
      )
      .toEqual([{ status: 200, problems: [] }]);
    const [slackRequest] = (await stub.requests()).filter((r) => r.path.endsWith(slackSecret));
    expect(JSON.stringify(slackRequest!.body)).toContain(`Test alert for channel \\"Ops Slack ${id}\\"`);

    // Telegram: a bad chat id is refused on its field; then the test message arrives.
    await page.getByRole("button", { name: "Add channel" }).click();
    const dialog = page.getByRole("dialog", { name: "Add channel" });
    await dialog.getByLabel("Name").fill(`Ops Telegram ${id}`);
    await dialog.getByLabel("Kind").click();
    await page.getByRole("option", { name: "Telegram", exact: true }).click();
    await dialog.getByLabel("Bot token").fill(botToken);
    await dialog.getByLabel("Chat id").fill("not a chat");
    await dialog.getByRole("button", { name: "Add Channel" }).click();
    await expect(dialog.getByText("Please enter a chat id")).toBeVisible();
    if (viewport.width === 390) await expectNoSeriousA11yViolations(page);
    await dialog.getByLabel("Chat id").fill("-1001234567890");
    await dialog.getByRole("button", { name: "Add Channel" }).click();
    await expect(page.getByText("Channel added").last()).toBeVisible();

    const telegram = page.getByTestId("alert-channel").filter({ hasText: `Ops Telegram ${id}` });
    await telegram.getByRole("button", { name: "Send test" }).click();
    await expect(page.getByText("Test alert sent").last()).toBeVisible();
    const sent = async () => (await stub.requests()).filter((r) => r.path === `/bot${botToken}/sendMessage`);
    await expect
      .poll(async () =>
        (await sent()).map((r) => ({ chat: (r.body as { chat_id: string }).chat_id, problems: r.problems })),
      )
      .toEqual([{ chat: "-1001234567890", problems: [] }]);
    expect((await sent())[0]!.shown).toContain(`Test alert for channel "Ops Telegram ${id}"`);

    // Editing: the token is not shown back; left blank, it is kept while the chat id changes.
    await telegram.getByRole("button", { name: `Edit Ops Telegram ${id}` }).click();
    const edit = page.getByRole("dialog", { name: "Edit channel" });
    await expect(edit.getByLabel("Bot token")).toHaveValue("");
    await expect(edit.getByText("Leave blank to keep the saved token.")).toBeVisible();
    await edit.getByLabel("Chat id").fill("@ops_alerts");
    await edit.getByRole("button", { name: "Save Changes" }).click();
    await expect(page.getByText("Channel saved").last()).toBeVisible();
    await expect(telegram).toContainText("@ops_alerts");
    await telegram.getByRole("button", { name: "Send test" }).click();
    await expect
      .poll(async () => (await sent()).map((r) => (r.body as { chat_id: string }).chat_id))
      .toEqual(["-1001234567890", "@ops_alerts"]);

    const widths = await page.evaluate(() => ({
      scroll: document.documentElement.scrollWidth,
      inner: window.innerWidth,
    }));
    expect(widths.scroll).toBeLessThanOrEqual(widths.inner);

    // The history names the channels by what they show, never their credentials.
    await page.goto("/alerts?tab=history&rule=test");
    await expect(
      page
        .getByRole("row")
        .filter({ hasText: `Ops Telegram ${id}` })
        .first(),
    ).toContainText("telegram: @ops_alerts");
    await expect(page.getByText(slackSecret)).toHaveCount(0);
    await expect(page.getByText(botToken)).toHaveCount(0);
  });
}

/**
 * The Weekly TODO System as an admin uses it (docs/spec/site-and-admin.md §2 "Admin screens" 11, §5, §8): a TODO is
 * created, edited, completed and deleted, the tab counts follow, and Send Weekly Email puts the digest
 * in the outbox. Titles are unique per run; counts are compared before and after.
 */
import { randomUUID } from "node:crypto";
import { and, eq, gte, like } from "drizzle-orm";
import { expect, test, type Page } from "@playwright/test";
import { outboxMessages } from "@/lib/db/schema";
import { openTestDatabase } from "../support/db";
import { expectNoSeriousA11yViolations } from "../support/axe";
import { ADMIN_STATE } from "../support/e2e-env";

test.use({ storageState: ADMIN_STATE });

/** The number in a tab's "Label (n)". */
async function tabCount(page: Page, label: string): Promise<number> {
  const text = await page.getByRole("tab", { name: new RegExp(`^${label} \\(\\d+\\)$`) }).textContent();
  return Number(/\((\d+)\)/.exec(text ?? "")![1]);
}

async function counts(page: Page) {
  return {
    all: await tabCount(page, "All"),
    pending: await tabCount(page, "Pending"),
    completed: await tabCount(page, "Completed"),
  };
}

test("a TODO is created, edited, completed and deleted, with the tab counts", async ({ page }) => {
  const title = `E2E TODO ${randomUUID().slice(0, 8)}`;
  await page.goto("/weekly-todo");
  await expect(page.getByRole("heading", { level: 1, name: "Weekly TODO System" })).toBeVisible();
  for (const label of ["Total", "Pending", "In Progress", "Completed", "Overdue"]) {
    await expect(page.getByText(label, { exact: true }).first()).toBeVisible();
  }
  const before = await counts(page);

  await page.getByRole("button", { name: "Add TODO" }).click();
  const add = page.getByRole("dialog", { name: "Add TODO" });
  await add.getByRole("button", { name: "Add TODO" }).click();
  await expect(add.getByText("Title is required")).toBeVisible();
  await expect(add.getByRole("combobox", { name: "Priority" })).toHaveText("Medium");
  await expect(add.getByRole("combobox", { name: "Category" })).toHaveText("General");
  await expect(add.getByRole("combobox", { name: "Status" })).toHaveText("Pending");
  await add.getByLabel("Title").fill(title);
  await add.getByLabel("Description").fill("Created by the end-to-end test");
  await add.getByRole("combobox", { name: "Category" }).click();
  await page.getByRole("option", { name: "Technical" }).click();
  await add.getByLabel("Due Date").fill("2000-01-03");
  await add.getByRole("button", { name: "Add TODO" }).click();
  await expect(add).toBeHidden();

  const card = page.getByTestId("todo-card").filter({ hasText: title });
  await expect(card).toHaveCount(1);
  await expect(card).toContainText("Technical");
  await expect(card.getByText("Overdue", { exact: true })).toBeVisible();
  await expect
    .poll(() => counts(page))
    .toEqual({ all: before.all + 1, pending: before.pending + 1, completed: before.completed });
  await expectNoSeriousA11yViolations(page);

  await card.getByRole("button", { name: `Edit ${title}` }).click();
  const edit = page.getByRole("dialog", { name: "Edit TODO" });
  await expect(edit.getByLabel("Title")).toHaveValue(title);
  await expectNoSeriousA11yViolations(page);
  await edit.getByRole("combobox", { name: "Priority" }).click();
  await page.getByRole("option", { name: "High" }).click();
  await edit.getByLabel("Title").fill(`${title} (edited)`);
  await edit.getByRole("button", { name: "Save Changes" }).click();
  await expect(edit).toBeHidden();
  const edited = page.getByTestId("todo-card").filter({ hasText: `${title} (edited)` });
  await expect(edited).toContainText("High priority");

  await edited.getByRole("button", { name: "Complete" }).click();
  await expect(edited).toContainText(/Completed [A-Z][a-z]{2} \d+, \d{4}/);
  await expect(edited.getByText("Overdue", { exact: true })).toHaveCount(0);
  await expect
    .poll(() => counts(page))
    .toEqual({ all: before.all + 1, pending: before.pending, completed: before.completed + 1 });
  await page.getByRole("tab", { name: /^Completed/ }).click();
  await expect(
    page
      .getByRole("tabpanel")
      .getByTestId("todo-card")
      .filter({ hasText: `${title} (edited)` }),
  ).toHaveCount(1);

  await page
    .getByRole("tabpanel")
    .getByRole("button", { name: `Delete ${title} (edited)` })
    .click();
  const confirm = page.getByRole("alertdialog", { name: "Delete TODO" });
  await expect(confirm).toContainText("This action cannot be undone.");
  await confirm.getByRole("button", { name: "Delete" }).click();
  await expect(page.getByTestId("todo-card").filter({ hasText: title })).toHaveCount(0);
  await expect.poll(() => counts(page)).toEqual(before);
});

test("Send Weekly Email puts the digest in the outbox", async ({ page }) => {
  const title = `E2E digest item ${randomUUID().slice(0, 8)}`;
  const { db, close } = openTestDatabase();
  try {
    await page.goto("/weekly-todo");
    await page.getByRole("button", { name: "Add TODO" }).click();
    const add = page.getByRole("dialog", { name: "Add TODO" });
    await add.getByLabel("Title").fill(title);
    await add.getByRole("button", { name: "Add TODO" }).click();
    await expect(add).toBeHidden();

    const startedAt = new Date(Date.now() - 1000);
    await page.getByRole("button", { name: "Send Weekly Email" }).click();
    await expect(page.getByText("Success", { exact: true })).toBeVisible();
    const digests = await db
      .select()
      .from(outboxMessages)
      .where(
        and(
          like(outboxMessages.subject, "Weekly TODO digest %"),
          gte(outboxMessages.createdAt, startedAt),
          eq(outboxMessages.channel, "email"),
        ),
      );
    const digest = digests.find((m) => m.body.includes(title));
    expect(digest, "a digest listing the new item").toBeDefined();
    expect(digest!.html).toContain(title);

    await page.goto("/email-test");
    await expect(page.getByRole("table")).toContainText(digest!.subject!);
  } finally {
    await close();
  }
});

test("the weekly summary's schedule is edited on the page", async ({ page }) => {
  await page.goto("/weekly-todo");
  const day = page.getByRole("combobox", { name: "Day" });
  await expect(day).toHaveText(/day$/);
  const original = {
    day: (await day.textContent())!.trim(),
    time: await page.getByLabel("Time", { exact: true }).inputValue(),
    zone: await page.getByLabel("Time Zone").inputValue(),
  };

  await day.click();
  await page.getByRole("option", { name: "Friday" }).click();
  await page.getByLabel("Time", { exact: true }).fill("17:30");
  await page.getByLabel("Time Zone").fill("Mars/Olympus_Mons");
  await page.getByRole("button", { name: "Save Schedule" }).click();
  await expect(page.getByText("Unknown time zone")).toBeVisible();
  await page.getByLabel("Time Zone").fill("Europe/Berlin");
  await page.getByRole("button", { name: "Save Schedule" }).click();
  await expect(page.getByText(/Next summary: [A-Z][a-z]{2} \d+, \d{4}, 5:30 PM \(Europe\/Berlin\)/)).toBeVisible();

  await page.reload();
  await expect(page.getByRole("combobox", { name: "Day" })).toHaveText("Friday");
  await expect(page.getByLabel("Time", { exact: true })).toHaveValue("17:30");
  await expect(page.getByText(/Next: \w{3} \d+, \d{4}, 5:30 PM \(Europe\/Berlin\)/)).toBeVisible();

  // Put the schedule back for other runs.
  await page.getByRole("combobox", { name: "Day" }).click();
  await page.getByRole("option", { name: original.day }).click();
  await page.getByLabel("Time", { exact: true }).fill(original.time);
  await page.getByLabel("Time Zone").fill(original.zone);
  await page.getByRole("button", { name: "Save Schedule" }).click();
  await expect(page.getByText(`(${original.zone})`).first()).toBeVisible();
  await page.reload();
  await expect(page.getByRole("combobox", { name: "Day" })).toHaveText(original.day);
  await expect(page.getByLabel("Time Zone")).toHaveValue(original.zone);
});

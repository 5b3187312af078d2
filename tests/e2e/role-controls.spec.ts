/**
 * What each role is offered (docs/decisions/auth-and-roles.md "Change controls follow the role"): a viewer and a staff member,
 * side by side, walk every screen of lib/admin-screens.ts, each of its tabs and the pages it links to (a lead, a status page's
 * components, the inbox settings). Every visible, enabled control that reads as a change (Add, Edit, Delete, Save,
 * Send, Sync, Resolve…), every switch and every checkbox must sit in an `IfMay` marker whose permission the table
 * grants that role, and no marker on the page may name a permission the role lacks. On the pages below the
 * screens, the dialogs their other buttons open are judged as well, editable fields included. Rows of each
 * kind are seeded first (a lead with a code), so the row buttons are there to be judged.
 */
import { randomBytes, randomInt } from "node:crypto";
import { expect, test, type Browser, type Page } from "@playwright/test";
import { inArray } from "drizzle-orm";
import { ADMIN_SCREENS, screenOpenTo } from "@/lib/admin-screens";
import { PERMISSION_KEYS, roleMay, type PermissionKey } from "@/lib/auth/permissions";
import {
  type UserRole,
  authorizedPhones,
  errorLogs,
  federatedSites,
  incidents,
  leads,
  maintenanceWindows,
  notificationChannels,
  phoneNumberConfig,
  projectCodes,
  smsRoutes,
  smsSavedReplies,
  statusPages,
  todoItems,
} from "@/lib/db/schema";
import { openTestDatabase } from "../support/db";
import { insertSite } from "../support/federation";
import { createTestUser, deleteTestUsers, type TestUser } from "../support/users";

const handle = openTestDatabase();
const { db } = handle;
const RUN = randomBytes(3).toString("hex");
const NAME = `Roles ${RUN}`;
const created: TestUser[] = [];
const seeded: { [table: string]: number[] } = {};

/** What a control's name starts with when pressing it changes something (any case). */
const CHANGE_WORDS =
  /^(add|new|create|generate|edit|save|update|delete|remove|disable|send|post|schedule|cancel|resolve|mark|complete|check now|sync|pause|resume|broadcast|publish|hide|show on|merge|split|invite|resend|revoke|rename|make|sign out|export|capture|confirm|reset|deactivate|reactivate)\b/i;

test.beforeAll(async () => {
  const hour = 3_600_000;
  const inserted = async (name: string, rows: Promise<{ id: number }[]>) => {
    seeded[name] = (await rows).map((r) => r.id);
  };
  const phone = `+1555${String(randomInt(10_000_000)).padStart(7, "0")}`;
  await inserted(
    "leads",
    db
      .insert(leads)
      .values({ name: NAME, phone, email: `roles-${RUN}@example.test`, sources: ["sms"] })
      .returning(),
  );
  // On the lead, so its timeline shows the code's draft buttons.
  await inserted(
    "projectCodes",
    db
      .insert(projectCodes)
      .values({
        code: `R${RUN.toUpperCase()}X`.slice(0, 8).padEnd(8, "Q"),
        draft: `${NAME} idea`,
        leadId: seeded.leads![0],
      })
      .returning(),
  );
  await inserted(
    "todoItems",
    db
      .insert(todoItems)
      .values({ title: `${NAME} TODO` })
      .returning(),
  );
  await inserted(
    "authorizedPhones",
    db.insert(authorizedPhones).values({ phoneNumber: phone, ownerName: NAME }).returning(),
  );
  await inserted("phoneNumberConfig", db.insert(phoneNumberConfig).values({ phoneNumber: phone }).returning());
  await inserted(
    "smsRoutes",
    db
      .insert(smsRoutes)
      .values({ name: `${NAME} route`, pattern: `roles-${RUN}`, targetType: "email", targetValue: "team@example.test" })
      .returning(),
  );
  await inserted(
    "smsSavedReplies",
    db
      .insert(smsSavedReplies)
      .values({ name: `roles-${RUN}`, body: "Thanks, we will call you." })
      .returning(),
  );
  await inserted(
    "statusPages",
    db
      .insert(statusPages)
      .values({ name: NAME, slug: `roles-${RUN}`, publishedAt: new Date() })
      .returning(),
  );
  await inserted(
    "incidents",
    db
      .insert(incidents)
      .values({ title: `${NAME} outage`, startedAt: new Date() })
      .returning(),
  );
  await inserted(
    "maintenanceWindows",
    db
      .insert(maintenanceWindows)
      .values({
        title: `${NAME} upgrade`,
        startsAt: new Date(Date.now() + 48 * hour),
        endsAt: new Date(Date.now() + 49 * hour),
      })
      .returning(),
  );
  await inserted(
    "notificationChannels",
    db
      .insert(notificationChannels)
      .values({ name: `${NAME} mail`, kind: "email", target: "alerts@example.test" })
      .returning(),
  );
  await inserted(
    "errorLogs",
    db
      .insert(errorLogs)
      .values({ severity: "error", errorMessage: `${NAME} failure` })
      .returning(),
  );
  // Paused: the hub neither syncs nor checks it while the walk runs.
  seeded.federatedSites = [
    (await insertSite(db, { siteUrl: `https://roles-${RUN}.example.com`, siteName: `${NAME} site`, isActive: false }))
      .id,
  ];
});

test.afterAll(async () => {
  const tables = {
    leads,
    projectCodes,
    todoItems,
    authorizedPhones,
    phoneNumberConfig,
    smsRoutes,
    smsSavedReplies,
    statusPages,
    incidents,
    maintenanceWindows,
    notificationChannels,
    errorLogs,
    federatedSites,
  };
  for (const [name, table] of Object.entries(tables)) {
    const ids = seeded[name] ?? [];
    if (ids.length > 0) await db.delete(table).where(inArray(table.id, ids));
  }
  await deleteTestUsers(db, created);
  await handle.close();
});

/** A new browser context signed in as a new user of `role`. */
async function signedIn(browser: Browser, role: UserRole): Promise<Page> {
  const user = await createTestUser(db, `e2e-roles-${role}`, role);
  created.push(user);
  const page = await (await browser.newContext()).newPage();
  await page.goto("/auth");
  await page.getByLabel("Username").fill(user.username);
  await page.getByLabel("Password").fill(user.password);
  await page.getByRole("button", { name: "Sign In", exact: true }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  return page;
}

interface Control {
  name: string;
  kind: string;
  /** The permission of the `IfMay` marker around it, if any. */
  may: string | null;
}

/**
 * The visible, enabled controls of the page's main area (or of its open dialog, `inDialog`: its editable fields
 * too, as kind "field"), and every `IfMay` marker's permission in it.
 */
async function controlsOf(page: Page, inDialog = false): Promise<{ controls: Control[]; markers: string[] }> {
  const root = inDialog ? page.locator('[role="dialog"], [role="alertdialog"]').last() : page.locator("main");
  return root.evaluate((main, inDialog) => {
    const fields = 'input:not([type="hidden"]):not([type="submit"]):not([readonly]), textarea:not([readonly]), select';
    const selector =
      'button, a[href], input[type="submit"], [role="button"], [role="menuitem"], [role="switch"], [role="checkbox"]' +
      (inDialog ? `, ${fields}` : "");
    const controls = [
      ...main.querySelectorAll<HTMLElement>(selector),
      ...document.querySelectorAll<HTMLElement>('[role="menuitem"]'),
    ]
      .filter((el) => !el.matches(":disabled") && el.getAttribute("aria-disabled") !== "true" && el.checkVisibility())
      .map((el) => ({
        name: (
          el.getAttribute("aria-label") ||
          el.textContent ||
          (el as HTMLButtonElement).labels?.[0]?.textContent ||
          el.getAttribute("title") ||
          ""
        )
          .replace(/\s+/g, " ")
          .trim(),
        kind: el.matches(fields) ? "field" : (el.getAttribute("role") ?? el.tagName.toLowerCase()),
        may: el.closest("[data-may]")?.getAttribute("data-may") ?? null,
      }));
    const markers = [...main.querySelectorAll("[data-may]")].map((el) => el.getAttribute("data-may")!);
    return { controls, markers };
  }, inDialog);
}

/**
 * What `role` is shown on the open page that the table does not let it use, as "path: control" lines; the
 * markers it is shown are added to `seen`. The first actions menu is opened, so its items are judged too; on
 * a detail page (`openDialogs`) so is every dialog its other buttons open (View draft, History…): an editable
 * field there is a change too.
 */
async function refusedControls(
  page: Page,
  role: UserRole,
  seen: Set<string>,
  dialogs: Set<string> | null = null,
): Promise<string[]> {
  const where = new URL(page.url()).pathname + new URL(page.url()).search;
  const judge = ({ controls, markers }: { controls: Control[]; markers: string[] }, prefix = where) => {
    const wrong: string[] = [];
    for (const key of markers) {
      seen.add(key);
      if (!(PERMISSION_KEYS as string[]).includes(key) || !roleMay(role, key as PermissionKey))
        wrong.push(`${where}: marker ${key}`);
    }
    for (const control of controls) {
      // Tabs and links to tabs only show another part of the screen.
      const changes =
        control.kind === "switch" ||
        control.kind === "checkbox" ||
        control.kind === "field" ||
        (control.kind !== "tab" && CHANGE_WORDS.test(control.name));
      if (changes && (control.may === null || !roleMay(role, control.may as PermissionKey)))
        wrong.push(`${prefix}: ${control.kind} "${control.name}"`);
    }
    return wrong;
  };
  const wrong = judge(await controlsOf(page));
  const menu = page.locator('main [aria-haspopup="menu"]').first();
  if (await menu.isVisible()) {
    await menu.click();
    await expect(page.getByRole("menu")).toBeVisible();
    wrong.push(...judge(await controlsOf(page)));
    await page.keyboard.press("Escape");
  }
  if (dialogs) {
    const shape = where.replace(/\d+/g, ":id");
    wrong.push(
      ...(await refusedInDialogs(page, (found, name) => {
        dialogs.add(`${shape} › ${name}`);
        return judge(found, `${where} › ${name}`);
      })),
    );
  }
  return wrong;
}

/**
 * Opens, one by one, the dialogs the page's buttons that read as no change open (View draft, History…), and
 * answers what `judge` finds in each. A button that opens no dialog at once (600 ms) is left as it is.
 */
async function refusedInDialogs(
  page: Page,
  judge: (found: { controls: Control[]; markers: string[] }, name: string) => string[],
): Promise<string[]> {
  const wrong: string[] = [];
  const openers = page
    .locator("main")
    .locator('button:not([type="submit"]):not([aria-haspopup="menu"]):not([role]):visible:enabled');
  const names = (await openers.evaluateAll((buttons) =>
    buttons.map((b) => (b.getAttribute("aria-label") || b.textContent || "").replace(/\s+/g, " ").trim()),
  )) as string[];
  const dialog = page.locator('[role="dialog"], [role="alertdialog"]');
  for (const [i, name] of names.entries()) {
    if (!name || CHANGE_WORDS.test(name) || /^copy\b/i.test(name)) continue;
    await openers.nth(i).click();
    const opened = await dialog
      .first()
      .waitFor({ state: "visible", timeout: 600 })
      .then(
        () => true,
        () => false,
      );
    if (!opened) continue;
    wrong.push(...judge(await controlsOf(page, true), name));
    await page.keyboard.press("Escape");
    await expect(dialog).toHaveCount(0);
  }
  return wrong;
}

/** Every screen `role` may open, each tab of it and each page it links to below its path, judged. */
async function walk(page: Page, role: UserRole): Promise<{ wrong: string[]; seen: Set<string>; dialogs: Set<string> }> {
  const wrong: string[] = [];
  const seen = new Set<string>();
  const dialogs = new Set<string>();
  const visited = new Set<string>();
  const judgeWithTabs = async (detail = false) => {
    await expect(page.getByRole("heading", { level: 1 }).first()).toBeVisible();
    wrong.push(...(await refusedControls(page, role, seen, detail ? dialogs : null)));
    const tabs = page.locator("main").getByRole("tab");
    for (let i = 1; i < (await tabs.count()); i++) {
      await tabs.nth(i).click();
      await page.waitForLoadState("networkidle");
      wrong.push(...(await refusedControls(page, role, seen, detail ? dialogs : null)));
    }
  };
  for (const screen of ADMIN_SCREENS.filter((s) => screenOpenTo(s, role))) {
    await page.goto(screen.path, { waitUntil: "networkidle" });
    await judgeWithTabs();
    const below = await page
      .locator(`main a[href^="${screen.path}/"], main a[href^="${screen.path}?tab="]`)
      .evaluateAll((links) => links.map((a) => a.getAttribute("href")!));
    for (const href of below) {
      // One page of each shape: /leads/12 stands for every lead.
      const shape = href.replace(/\d+/g, ":id");
      if (visited.has(shape)) continue;
      visited.add(shape);
      await page.goto(href, { waitUntil: "networkidle" });
      await judgeWithTabs(true);
    }
  }
  expect(visited.size, "the walk reached the pages below the screens").toBeGreaterThan(0);
  return { wrong, seen, dialogs };
}

test("a viewer is offered no control that changes anything, and a staff member none of the owner's", async ({
  browser,
}) => {
  // Two walks over every screen and the dialogs of its detail pages take about 50 s on this 2-core machine;
  // 120 s leaves room for a slower one.
  test.setTimeout(120_000);
  const [viewer, staff] = await Promise.all([signedIn(browser, "viewer"), signedIn(browser, "staff")]);
  // Side by side, to keep the suite short: the two walks share nothing.
  const [asViewer, asStaff] = await Promise.all([walk(viewer, "viewer"), walk(staff, "staff")]);
  expect(asViewer.wrong).toEqual([]);
  expect(asStaff.wrong).toEqual([]);
  // The staff walk met the daily work's controls, so the sweep judged real buttons.
  // Both opened the lead's draft dialog, so a dialog's fields were judged too.
  for (const { dialogs } of [asViewer, asStaff]) expect([...dialogs]).toContain("/leads/:id › View draft");
  expect([...asStaff.seen]).toEqual(
    expect.arrayContaining(["leads.reply", "codes.generate", "federation.sync", "incidents.create", "todos.create"]),
  );
});

/**
 * The team as people use it (docs/decisions/auth-and-roles.md "Team", "Roles"): an owner invites a staff member, who
 * joins from the e-mailed link and signs in; a viewer can change nothing; a deactivated member's open
 * session stops at its next request; an owner resets a member's second factor; the Team screen fits a
 * 390 px phone.
 */
import { randomBytes } from "node:crypto";
import { expect, test, type Browser, type Page } from "@playwright/test";
import { and, desc, eq, like } from "drizzle-orm";
import { outboxMessages, users } from "@/lib/db/schema";
import { openTestDatabase } from "../support/db";
import { enrolAuthenticator } from "../support/enrol-authenticator";
import { createTestUser, deleteTestUsers, type TestUser } from "../support/users";

const handle = openTestDatabase();
const created: TestUser[] = [];
const RUN = randomBytes(3).toString("hex");

async function newUser(role: "owner" | "staff" | "viewer"): Promise<TestUser> {
  const user = await createTestUser(handle.db, `e2e-team-${role}`, role);
  created.push(user);
  return user;
}

test.afterAll(async () => {
  const joined = await handle.db
    .select({ id: users.id })
    .from(users)
    .where(like(users.username, `joined-${RUN}%`));
  await deleteTestUsers(handle.db, [
    ...created,
    ...joined.map(({ id }) => ({ id, username: "", email: "", password: "" })),
  ]);
  await handle.close();
});

async function signIn(page: Page, username: string, password: string) {
  await page.goto("/auth");
  await page.getByLabel("Username").fill(username);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Sign In", exact: true }).click();
}

/** A new browser context signed in as `user`, on /dashboard. */
async function signedInPage(browser: Browser, user: Pick<TestUser, "username" | "password">): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await signIn(page, user.username, user.password);
  await expect(page).toHaveURL(/\/dashboard$/);
  return page;
}

/** The invitation link's path and query from the newest e-mail to `email`, as the invitee reads it. */
async function invitationPath(email: string): Promise<string> {
  let body = "";
  await expect
    .poll(async () => {
      const [message] = await handle.db
        .select({ body: outboxMessages.body })
        .from(outboxMessages)
        .where(and(eq(outboxMessages.channel, "email"), eq(outboxMessages.recipient, email)))
        .orderBy(desc(outboxMessages.id))
        .limit(1);
      body = message?.body ?? "";
      return body;
    })
    .toContain("/invite?token=");
  const url = new URL(/https?:\/\/\S+\/invite\?token=[\w-]+/.exec(body)![0]);
  return `${url.pathname}${url.search}`;
}

test("an owner invites a staff member, who joins from the e-mailed link and signs in without the owner's screens", async ({
  browser,
}) => {
  const owner = await signedInPage(browser, await newUser("owner"));
  const email = `invitee-${RUN}@example.test`;
  await owner.goto("/team");
  await owner.getByRole("button", { name: "Invite Member" }).click();
  const dialog = owner.getByRole("dialog", { name: "Invite a team member" });
  await dialog.getByLabel("Email").fill(email);
  await dialog.getByRole("button", { name: "Send Invitation" }).click();
  await expect(owner.getByText("Invitation sent")).toBeVisible();
  await expect(owner.locator(`tr[data-email="${email}"]`)).toContainText("Staff");

  const invitee = await (await browser.newContext()).newPage();
  await invitee.goto(await invitationPath(email));
  await expect(invitee.getByText(`You were invited as staff with ${email}.`)).toBeVisible();
  const username = `joined-${RUN}`;
  await invitee.getByLabel("Username").fill(username);
  await invitee.getByLabel("First name").fill("Grace");
  await invitee.getByLabel("Last name").fill("Hopper");
  await invitee.getByLabel("Password", { exact: true }).fill("a fine password");
  await invitee.getByLabel("Confirm password").fill("a fine password");
  await invitee.getByRole("button", { name: "Create account" }).click();
  await expect(invitee.getByRole("heading", { name: "Welcome to the team" })).toBeVisible();
  await invitee.getByRole("link", { name: "Sign in" }).click();
  await signIn(invitee, username, "a fine password");
  await expect(invitee).toHaveURL(/\/dashboard$/);
  await expect(invitee.getByText("Welcome back, Grace.")).toBeVisible();
  await expect(invitee.getByRole("navigation", { name: "Admin" }).getByRole("link", { name: "Team" })).toHaveCount(0);
  await invitee.goto("/team");
  await expect(invitee.getByText("Owners only")).toBeVisible();

  await owner.reload();
  await expect(owner.locator(`tr[data-email="${email}"]`)).toHaveCount(0);
  const row = owner.locator(`tr[data-username="${username}"]`);
  await expect(row).toContainText("Grace Hopper");
  await expect(row.getByRole("combobox", { name: `Role of ${username}` })).toHaveText("Staff");
  await expect(row).toContainText("Off");
});

test("a viewer sees every screen without its buttons, and the server refuses their changes", async ({ browser }) => {
  const viewer = await signedInPage(browser, await newUser("viewer"));
  await viewer.goto("/phone-management");
  await expect(viewer.getByRole("heading", { name: "SMS Authorization Management", level: 1 })).toBeVisible();
  await expect(viewer.getByRole("button", { name: "Add Authorized Number" })).toHaveCount(0);
  await viewer.goto("/weekly-todo");
  await expect(viewer.getByRole("heading", { name: "Weekly TODO System", level: 1 })).toBeVisible();
  await expect(viewer.getByRole("button", { name: "Add TODO" })).toHaveCount(0);
  await viewer.goto("/team");
  await expect(viewer.getByText("Owners only")).toBeVisible();

  const refused = await viewer.request.post("/api/csc/sites", {
    data: { siteName: "Viewer's site", siteUrl: "https://viewer.example.com" },
  });
  expect(refused.status()).toBe(403);
  expect(await refused.json()).toEqual({ error: "Your role does not allow this." });
});

test("a deactivated member's open session stops at its next request, and sign-in says why", async ({ browser }) => {
  const member = await newUser("staff");
  const memberPage = await signedInPage(browser, member);
  const owner = await signedInPage(browser, await newUser("owner"));
  await owner.goto("/team");
  const row = owner.locator(`tr[data-username="${member.username}"]`);
  await row.getByRole("button", { name: `Deactivate ${member.username}` }).click();
  await owner.getByRole("alertdialog").getByRole("button", { name: "Deactivate" }).click();
  await expect(owner.getByText("Team member deactivated")).toBeVisible();
  await expect(row).toContainText("Deactivated");

  await memberPage.getByRole("navigation", { name: "Admin" }).getByRole("link", { name: "Weekly TODO" }).click();
  await expect(memberPage).toHaveURL(/\/auth$/);
  await signIn(memberPage, member.username, member.password);
  await expect(
    memberPage.getByText("This account has been deactivated. Ask an owner of the team to reactivate it."),
  ).toBeVisible();

  await row.getByRole("button", { name: `Reactivate ${member.username}` }).click();
  await expect(row).toContainText("Active");
  await signIn(memberPage, member.username, member.password);
  await expect(memberPage).toHaveURL(/\/dashboard$/);
});

test("an owner resets a member's lost second factor, and the member signs in with the password alone", async ({
  browser,
}) => {
  const member = await newUser("staff");
  const memberPage = await signedInPage(browser, member);
  await memberPage.goto("/account");
  await enrolAuthenticator(memberPage);
  const ownerUser = await newUser("owner");
  const owner = await signedInPage(browser, ownerUser);
  await owner.goto("/team");
  const row = owner.locator(`tr[data-username="${member.username}"]`);
  await expect(row).toContainText("On");
  await expect(owner.getByRole("button", { name: `Reset the second factor of ${ownerUser.username}` })).toHaveCount(0);
  await row.getByRole("button", { name: `Reset the second factor of ${member.username}` }).click();
  const dialog = owner.getByRole("alertdialog", { name: `Reset the second factor of ${member.username}` });
  await dialog.getByRole("button", { name: "Reset Second Factor" }).click();
  await expect(owner.getByText("Second factor reset")).toBeVisible();
  await expect(row).toContainText("Off");
  await expect(row.getByRole("button", { name: `Reset the second factor of ${member.username}` })).toHaveCount(0);

  // A new browser: the password alone reaches the console, no code is asked for.
  await signedInPage(browser, member);
});

test.describe("on a 390 px wide phone", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("the Team screen does not scroll sideways; each member is a card showing the role and the actions", async ({
    browser,
  }) => {
    const user = await newUser("owner");
    const owner = await signedInPage(browser, user);
    await owner.setViewportSize({ width: 390, height: 844 });
    await owner.goto("/team", { waitUntil: "networkidle" });
    await expect(owner.getByRole("heading", { name: "Team", level: 1 })).toBeVisible();
    const widths = await owner.evaluate(() => ({
      scroll: document.documentElement.scrollWidth,
      inner: window.innerWidth,
    }));
    expect(widths.scroll).toBeLessThanOrEqual(widths.inner);
    // The role and the row's last action are on the screen, not off to the side of a scrolling table.
    const card = owner.locator(`tr[data-username="${user.username}"]`);
    for (const control of [
      card.getByRole("combobox", { name: `Role of ${user.username}` }),
      card.getByRole("button", { name: `Sign ${user.username} out everywhere` }),
    ]) {
      const box = (await control.boundingBox())!;
      expect(box.x + box.width).toBeLessThanOrEqual(390);
    }
  });
});

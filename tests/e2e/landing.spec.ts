import { randomBytes, randomUUID } from "node:crypto";
import { expect, test, type Browser, type Page } from "@playwright/test";
import { and, eq, like, or } from "drizzle-orm";
import {
  contactRequests,
  outboxMessages,
  portfolioProjects,
  projectCodes,
  rateLimits,
  siteSettings,
} from "@/lib/db/schema";
import { openTestDatabase } from "../support/db";
import { ADMIN, ADMIN_STATE } from "../support/e2e-env";

const CONTACT_EMAIL = process.env.CONTACT_EMAIL || "hello@customportalsolutions.com";
const SAMPLE_PROJECTS = ["Client Onboarding Portal", "Field Service Dispatch Hub", "Member Community Platform"];
const SERVICES = [
  "AI-Powered Automation",
  "Smart Data Analytics",
  "Rapid Deployment",
  "Next-Gen Security",
  "Seamless Integrations",
  "Future-Ready Architecture",
];

const database = openTestDatabase();
const { db } = database;

test.afterAll(async () => {
  await database.close();
});

test.beforeEach(async () => {
  // Every test comes from the same IP; earlier runs must not leave the contact or redeem limits spent.
  await db.delete(rateLimits).where(or(like(rateLimits.key, "contact:%"), like(rateLimits.key, "redeem:%")));
});

// Tests that click client-side controls first load with waitUntil "networkidle": a click that lands
// before React has hydrated the button does nothing.

function redeemDialog(page: Page) {
  return page.getByRole("dialog");
}

/**
 * Shows or hides a project from Portfolio Management as an admin would, which also expires the landing
 * page's cached portfolio, and waits for the card's new state.
 */
async function setVisibleThroughConsole(browser: Browser, title: string, visible: boolean) {
  const admin = await browser.newContext({ storageState: ADMIN_STATE });
  const page = await admin.newPage();
  await page.goto("/portfolio-management", { waitUntil: "networkidle" });
  const card = page.getByRole("listitem", { name: title, exact: true });
  await card.getByRole("button", { name: visible ? "Show on website" : "Hide from website" }).click();
  await expect(card.getByText(visible ? "Visible" : "Hidden", { exact: true })).toBeVisible();
  await admin.close();
}

/** Adds a hidden project straight to the database, then shows it from Portfolio Management. Answers the stored row. */
async function addProjectThroughConsole(browser: Browser, values: typeof portfolioProjects.$inferInsert) {
  const [project] = await db
    .insert(portfolioProjects)
    .values({ ...values, isVisible: false })
    .returning();
  await setVisibleThroughConsole(browser, values.title, true);
  return project!;
}

/** Hides a project from Portfolio Management, so that no later test (of any spec) meets its card, then deletes the stored row. */
async function removeProjectThroughConsole(
  browser: Browser,
  project: Pick<typeof portfolioProjects.$inferSelect, "id" | "title">,
) {
  await setVisibleThroughConsole(browser, project.title, false);
  await db.delete(portfolioProjects).where(eq(portfolioProjects.id, project.id));
}

test.describe("landing page", () => {
  test("shows the hero and scrolls to contact and portfolio", async ({ page }) => {
    await page.goto("/");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(/custom portals/i);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(/AI-Powered Business Automation/i);
    await expect(page.locator("h1")).toHaveCount(1);

    await page.getByRole("link", { name: "Start Your Project" }).click();
    await expect(page).toHaveURL(/#contact$/);
    await expect(page.locator("#contact")).toBeInViewport();

    await page.getByRole("link", { name: "View Portfolio" }).click();
    await expect(page).toHaveURL(/#portfolio$/);
    await expect(page.locator("#portfolio")).toBeInViewport();
  });

  test("signed out, the navigation offers Got a Code? and Sign In", async ({ page }) => {
    await page.goto("/");
    const nav = page.getByRole("navigation", { name: "Main" });
    await expect(nav.getByRole("button", { name: "Got a Code?" })).toBeVisible();
    await expect(nav.getByRole("link", { name: "Sign In" })).toHaveAttribute("href", "/auth");
    await expect(page.getByRole("link", { name: "Dashboard" })).toHaveCount(0);
  });

  test("a visitor's page never asks the session endpoint", async ({ page }) => {
    const asked: string[] = [];
    page.on("request", (request) => {
      if (new URL(request.url()).pathname.startsWith("/api/auth/session")) asked.push(request.url());
    });
    await page.goto("/", { waitUntil: "networkidle" });
    await expect(page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Sign In" })).toBeVisible();
    expect(asked).toEqual([]);
  });

  test("signed in, the navigation offers Dashboard and Sign Out, which shows Signing out... and lands on /auth", async ({
    page,
  }) => {
    // A session of its own: signing out deletes the session, so the shared admin state must not be used here.
    await page.goto("/auth");
    await page.getByLabel("Username").fill(ADMIN.username);
    await page.getByLabel("Password").fill(ADMIN.password);
    await page.getByRole("button", { name: "Sign In", exact: true }).click();
    await expect(page).toHaveURL(/\/dashboard$/);

    await page.goto("/", { waitUntil: "networkidle" });
    const nav = page.getByRole("navigation", { name: "Main" });
    await expect(nav.getByRole("link", { name: "Dashboard" })).toHaveAttribute("href", "/dashboard");
    await expect(nav.getByRole("link", { name: "Sign In" })).toHaveCount(0);
    // Hold the sign-out request so the pending state can be seen.
    await page.route("**/api/auth/signout", async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1000));
      await route.continue();
    });
    await nav.getByRole("button", { name: "Sign Out" }).click();
    await expect(nav.getByRole("button", { name: "Signing out..." })).toBeDisabled();
    await expect(page).toHaveURL(/\/auth$/);
  });

  test("clicking the logo on the home page reloads it at the top", async ({ page }) => {
    await page.goto("/#contact", { waitUntil: "networkidle" });
    await page.getByRole("banner").getByRole("link", { name: "Custom Portal Solutions" }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect
      .poll(() => page.evaluate(() => performance.getEntriesByType("navigation")[0]?.toJSON().type))
      .toBe("reload");
  });

  test("the logo links home with the Return to homepage tooltip", async ({ page }) => {
    await page.goto("/privacy", { waitUntil: "networkidle" });
    const logo = page.getByRole("banner").getByRole("link", { name: "Custom Portal Solutions" });
    await logo.focus();
    await expect(page.getByRole("tooltip")).toHaveText("Return to homepage");
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/$/);
  });

  test("lists the six services with four features each", async ({ page }) => {
    await page.goto("/");
    const services = page.locator("#services");
    for (const name of SERVICES) {
      const card = services.getByRole("listitem").filter({ has: page.getByRole("heading", { name, level: 3 }) });
      await expect(card).toHaveCount(1);
      await expect(card.getByRole("listitem")).toHaveCount(4);
    }
    await expect(services.getByRole("heading", { level: 3 })).toHaveCount(6);
  });

  test("keeps the made-up sample projects off the website until an admin publishes them", async ({ page }) => {
    const samples = await db
      .select({ title: portfolioProjects.title })
      .from(portfolioProjects)
      .where(eq(portfolioProjects.isSample, true));
    expect(samples.map((p) => p.title).sort()).toEqual([...SAMPLE_PROJECTS].sort());
    await page.goto("/");
    for (const title of SAMPLE_PROJECTS) {
      await expect(page.getByRole("heading", { name: title })).toHaveCount(0);
    }
  });

  test("shows a real project with year, Delivered, QR code and tags", async ({ page, browser }) => {
    const title = `E2E Landing Project ${randomUUID().slice(0, 8)}`;
    const technologies = ["Next.js", "PostgreSQL", "Tailwind", "Twilio", "Resend"];
    const project = await addProjectThroughConsole(browser, {
      title,
      description: "A portal built for a real client.",
      projectUrl: "https://example.com/",
      technologies,
    });
    try {
      await page.goto("/");
      const card = page.locator("#portfolio li").filter({ has: page.getByRole("heading", { name: title }) });
      await expect(card).toHaveCount(1);
      await expect(card.getByText("Delivered")).toBeVisible();
      await expect(card.getByText(String(project.createdAt.getFullYear()), { exact: true })).toBeVisible();
      const qr = card.getByRole("img", { name: /QR code/ });
      await expect(qr).toHaveAttribute("src", /^data:image\/svg\+xml,/);
      await expect(qr).toHaveAttribute("width", "56");
      await expect(card.getByRole("list", { name: "Technologies" }).getByRole("listitem")).toHaveCount(4);
      await expect(card.getByText("+2 more")).toBeVisible();
    } finally {
      await removeProjectThroughConsole(browser, project);
    }
  });

  test("a portfolio image that fails before the page hydrates leaves the gradient fallback, not a broken-image icon", async ({
    page,
    browser,
  }) => {
    const title = `E2E Broken Image ${randomUUID().slice(0, 8)}`;
    // Served by this app as a fast 404, so it fails while the page is still loading.
    const imageUrl = "/no-such-portfolio-image.png";
    const project = await addProjectThroughConsole(browser, {
      title,
      description: "Its screenshot is gone.",
      imageUrl,
      technologies: [],
    });
    try {
      // Tall enough that the lazy image is in view and requested at once.
      await page.setViewportSize({ width: 1280, height: 6000 });
      await page.goto("/", { waitUntil: "networkidle" });
      const card = page.locator("#portfolio li").filter({ has: page.getByRole("heading", { name: title }) });
      await expect(card).toHaveCount(1);
      await expect(card.locator(`img[src="${imageUrl}"]`)).toHaveCount(0);
      await expect(card.getByText("E", { exact: true })).toBeVisible();
    } finally {
      await removeProjectThroughConsole(browser, project);
    }
  });

  test("shows the about statistics and the footer", async ({ page }) => {
    await page.goto("/");
    await expect(page.getByText("150+", { exact: true })).toBeVisible();
    await expect(page.getByText("10", { exact: true })).toBeVisible();
    await expect(page.getByText("98%", { exact: true })).toBeVisible();
    const footer = page.getByRole("contentinfo");
    await expect(footer).toContainText("served small businesses, agencies and companies since 2015");
    await expect(footer).toContainText(`© ${new Date().getFullYear()} Custom Portal Solutions`);
    await expect(footer.getByRole("link", { name: "Privacy Policy" })).toHaveAttribute("href", "/privacy");
    await expect(footer.getByRole("link", { name: "Terms of Service" })).toHaveAttribute("href", "/terms");
  });

  test("the contact section promises a reply within 24 hours, a free consultation and a custom quote", async ({
    page,
  }) => {
    await page.goto("/");
    const contact = page.locator("#contact");
    await expect(contact.getByText("Response within 24 hours")).toBeVisible();
    await expect(contact.getByText("Free initial consultation")).toBeVisible();
    await expect(contact.getByText("Custom quote", { exact: true })).toBeVisible();
  });

  test("hides the Got a Project Idea? block while the setting is off (the default)", async ({ page }) => {
    const [setting] = await db
      .select({ settingValue: siteSettings.settingValue })
      .from(siteSettings)
      .where(eq(siteSettings.settingKey, "show-project-idea"));
    expect(setting?.settingValue ?? false).toBe(false);
    await page.goto("/");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(page.getByText("Got a Project Idea?")).toHaveCount(0);
  });

  test("the mobile menu closes after navigating to a section", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto("/", { waitUntil: "networkidle" });
    await page.getByRole("button", { name: "Open menu" }).click();
    const menu = page.getByRole("dialog", { name: "Menu" });
    await menu.getByRole("link", { name: "Portfolio" }).click();
    await expect(menu).toBeHidden();
    await expect(page).toHaveURL(/#portfolio$/);
    await expect(page.locator("#portfolio")).toBeInViewport();

    await page.getByRole("button", { name: "Open menu" }).click();
    await page.getByRole("dialog", { name: "Menu" }).getByRole("button", { name: "Got a Code?" }).click();
    await expect(page.getByRole("dialog", { name: "Got a Code?" })).toBeVisible();
    await expect(page.getByRole("dialog", { name: "Menu" })).toBeHidden();
    // Focus moved into the dialog, not back to the closed menu's trigger.
    await expect(page.getByRole("textbox", { name: "Code" })).toBeFocused();
  });

  test("at 390 px the floating Got a Code? button never covers the contact field being typed in", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto("/#contact", { waitUntil: "networkidle" });
    const floating = page.getByRole("main").getByRole("button", { name: "Got a Code?" });
    const contact = page.locator("#contact");
    for (const label of ["First Name", "Last Name", "Email", "Company (optional)", "Message"]) {
      const field = contact.getByLabel(label, { exact: true });
      // A phone's keyboard leaves the field being typed in at the bottom of the screen, where the button floats.
      await field.evaluate((element) =>
        window.scrollBy(0, element.getBoundingClientRect().bottom - window.innerHeight + 4),
      );
      const box = (await field.boundingBox())!;
      const spot = { x: box.x + box.width - 24, y: box.y + box.height - 22 };
      const fieldShowsAt = () =>
        field.evaluate((element, { x, y }) => {
          const top = document.elementFromPoint(x, y);
          return top !== null && element.contains(top);
        }, spot);
      // Not typing: the button floats over the field's end.
      await expect(floating).toBeVisible();
      expect(await fieldShowsAt()).toBe(false);

      await field.click({ position: { x: 16, y: 12 } });
      await page.keyboard.type("Typing here");
      await expect(field).toHaveValue(/Typing here$/);
      expect(await fieldShowsAt()).toBe(true);
      await expect(floating).toBeHidden();

      await field.blur();
      await expect(floating).toBeVisible();
    }
  });
});

test.describe("404, privacy and terms", () => {
  test("an unknown path answers 404 with Page Not Found", async ({ page }) => {
    const response = await page.goto("/no-such-page");
    expect(response?.status()).toBe(404);
    await expect(page).toHaveTitle(/Page Not Found/);
    await expect(page.getByRole("heading", { level: 1, name: "Page Not Found" })).toBeVisible();
    await page.getByRole("main").getByRole("link", { name: "Back to Home" }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  for (const path of ["/privacy", "/terms"]) {
    test(`${path} describes the SMS service`, async ({ page }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      const main = page.getByRole("main");
      await expect(main).toContainText("Last updated July 21, 2025");
      await expect(main).toContainText("one automated");
      await expect(main).toContainText("per idea");
      await expect(main).toContainText(/reply STOP/i);
      await expect(main).toContainText(/reply START/i);
      await expect(main).toContainText(/reply HELP/i);
      await expect(main).toContainText(/carrier charges may apply/i);
      await expect(main).toContainText(/business hours/i);
      await expect(main).toContainText(/third parties/i);
      await expect(main).toContainText(CONTACT_EMAIL);
    });
  }

  test("the privacy policy covers the contact form and project codes", async ({ page }) => {
    await page.goto("/privacy");
    await expect(page.getByRole("heading", { level: 1, name: "Privacy Policy" })).toBeVisible();
    await expect(page.getByRole("main")).toContainText("Contact form:");
    await expect(page.getByRole("main")).toContainText("Project code redemption:");
  });
});

/** Opens the contact section and waits until its lazily hydrated form accepts input. */
async function openContactForm(page: Page) {
  await page.goto("/#contact");
  await expect(page.getByRole("button", { name: "Send Message" })).toBeEnabled();
}

test.describe("contact form", () => {
  test("shows a message for each invalid field", async ({ page }) => {
    await openContactForm(page);
    await page.getByRole("button", { name: "Send Message" }).click();
    for (const message of [
      "First name is required",
      "Last name is required",
      "Email is required",
      "Please choose a project type",
      "Message is required",
    ]) {
      await expect(page.getByText(message)).toBeVisible();
    }
    await page.getByLabel("Email", { exact: true }).fill("not-an-email");
    await page.getByLabel("Message", { exact: true }).fill("Too short");
    await page.getByRole("button", { name: "Send Message" }).click();
    await expect(page.getByText("Please enter a valid email address")).toBeVisible();
    await expect(page.getByText("Message must be at least 10 characters")).toBeVisible();
    await expect(page.getByLabel("Email", { exact: true })).toHaveAttribute("aria-invalid", "true");
  });

  test("sends a valid request: toast, reset, stored row and queued e-mail", async ({ page }) => {
    const email = `e2e-${randomUUID()}@example.com`;
    await openContactForm(page);
    await page.getByLabel("First Name").fill("Ada");
    await page.getByLabel("Last Name").fill("Lovelace");
    await page.getByLabel("Email", { exact: true }).fill(email);
    await page.getByLabel("Company (optional)").fill("Analytical Engines");
    await page.getByLabel("Project Type").selectOption("Portal Integration");
    await page.getByLabel("Message", { exact: true }).fill("We need a portal that connects our CRM and billing.");
    await page.getByRole("button", { name: "Send Message" }).click();

    await expect(page.getByText("Message sent successfully!")).toBeVisible();
    await expect(page.getByText("We'll get back to you soon.")).toBeVisible();
    await expect(page.getByLabel("First Name")).toHaveValue("");
    await expect(page.getByLabel("Email", { exact: true })).toHaveValue("");

    const rows = await db
      .select({
        firstName: contactRequests.firstName,
        lastName: contactRequests.lastName,
        company: contactRequests.company,
        projectType: contactRequests.projectType,
      })
      .from(contactRequests)
      .where(eq(contactRequests.email, email));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      firstName: "Ada",
      lastName: "Lovelace",
      company: "Analytical Engines",
      projectType: "Portal Integration",
    });
    const mails = await db
      .select({ id: outboxMessages.id })
      .from(outboxMessages)
      .where(
        and(
          eq(outboxMessages.channel, "email"),
          eq(outboxMessages.recipient, CONTACT_EMAIL),
          like(outboxMessages.body, `%${email}%`),
        ),
      );
    expect(mails).toHaveLength(1);
  });

  test("a filled honeypot is answered with success but nothing is stored", async ({ page }) => {
    const email = `bot-${randomUUID()}@example.com`;
    await openContactForm(page);
    await page.getByLabel("First Name").fill("Spam");
    await page.getByLabel("Last Name").fill("Bot");
    await page.getByLabel("Email", { exact: true }).fill(email);
    await page.getByLabel("Project Type").selectOption("Other");
    await page.getByLabel("Message", { exact: true }).fill("Buy our search engine optimisation services!");
    await page.locator("#contact-website").fill("http://spam.example", { force: true });
    await page.getByRole("button", { name: "Send Message" }).click();
    await expect(page.getByText("Message sent successfully!")).toBeVisible();
    expect(
      await db.select({ id: contactRequests.id }).from(contactRequests).where(eq(contactRequests.email, email)),
    ).toHaveLength(0);
  });
});

test.describe("redeem dialog", () => {
  test("redeems a fresh code once; a second attempt fails and keeps the form", async ({ page }) => {
    const code = randomBytes(4).toString("hex").toUpperCase();
    const idea = "OVERVIEW\nA booking portal for a dog-grooming salon\nwith SMS reminders";
    await db.insert(projectCodes).values({ code, draft: idea });
    const email = `redeem-${randomUUID()}@example.com`;

    await page.goto("/", { waitUntil: "networkidle" });
    await page.getByRole("navigation", { name: "Main" }).getByRole("button", { name: "Got a Code?" }).click();
    const dialog = redeemDialog(page);
    await expect(dialog.getByRole("heading", { name: "Got a Code?" })).toBeVisible();
    await expect(dialog.getByLabel("Code")).toHaveAttribute("placeholder", "8-character code");
    await expect(dialog.getByLabel("Code")).toHaveAttribute("maxlength", "20");
    await dialog.getByLabel("Code").fill(code.toLowerCase());
    await expect(dialog.getByLabel("Code")).toHaveValue(code);
    await dialog.getByLabel("Name").fill("Grace Hopper");
    await dialog.getByLabel("Email", { exact: true }).fill(email);
    await dialog.getByLabel("Phone (optional)").fill("555-0100");
    await dialog.getByRole("button", { name: "Redeem Code" }).click();

    await expect(dialog.getByRole("heading", { name: "Code Redeemed Successfully!" })).toBeVisible();
    await expect(page.getByText("Your custom development opportunity awaits!").first()).toBeVisible();
    const ideaBox = dialog.getByRole("region", { name: "Your Project Idea" });
    await expect(ideaBox).toHaveText(idea);
    await expect(ideaBox).toHaveCSS("white-space", "pre-wrap");
    await expect(dialog).toContainText("within 24 hours");
    await expect(dialog).toContainText("consultation call");
    await dialog.getByRole("button", { name: "Awesome, Thanks!" }).click();
    await expect(dialog).toBeHidden();

    const [row] = await db
      .select({
        isUsed: projectCodes.isUsed,
        usedByName: projectCodes.usedByName,
        usedByEmail: projectCodes.usedByEmail,
        usedByPhone: projectCodes.usedByPhone,
      })
      .from(projectCodes)
      .where(eq(projectCodes.code, code));
    expect(row).toMatchObject({
      isUsed: true,
      usedByName: "Grace Hopper",
      usedByEmail: email,
      usedByPhone: "555-0100",
    });

    await page.getByRole("main").getByRole("button", { name: "Got a Code?" }).click();
    await expect(dialog.getByLabel("Code")).toHaveValue("");
    await dialog.getByLabel("Code").fill(code);
    await dialog.getByLabel("Name").fill("Someone Else");
    await dialog.getByLabel("Email", { exact: true }).fill("else@example.com");
    await dialog.getByRole("button", { name: "Redeem Code" }).click();
    await expect(page.getByText("Redemption Failed")).toBeVisible();
    await expect(page.getByText("Invalid or expired code")).toBeVisible();
    await expect(dialog.getByLabel("Code")).toHaveValue(code);
    await expect(dialog.getByLabel("Name")).toHaveValue("Someone Else");
  });

  test("validates the fields with the spec's messages", async ({ page }) => {
    await page.goto("/", { waitUntil: "networkidle" });
    await page.getByRole("navigation", { name: "Main" }).getByRole("button", { name: "Got a Code?" }).click();
    const dialog = redeemDialog(page);
    await dialog.getByLabel("Name").fill("A");
    await dialog.getByRole("button", { name: "Redeem Code" }).click();
    await expect(dialog.getByText("Please enter a code")).toBeVisible();
    await expect(dialog.getByText("Please enter your name")).toBeVisible();
    await expect(dialog.getByText("Please enter a valid email address")).toBeVisible();
  });

  test("a share link /?code=ABCD2345 opens the dialog prefilled", async ({ page }) => {
    await page.goto("/?code=ABCD2345");
    const dialog = page.getByRole("dialog", { name: "Got a Code?" });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByLabel("Code")).toHaveValue("ABCD2345");
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
  });
});

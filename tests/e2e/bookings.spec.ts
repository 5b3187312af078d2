/**
 * Booking the free consultation at 390 px and 1280 px (docs/decisions/bookings.md "Bookings"): a visitor in
 * Kathmandu opens /book/<slug>, which detects their zone; picks a day and a time, answers the questions
 * and is booked; the invitation waits in the outbox; through the e-mail's link they move the booking (the
 * invitation's SEQUENCE rises, its UID stays) and then cancel it (METHOD:CANCEL). The team sees the
 * booking on /bookings: the calendar on a desktop, the list on a phone; and moves it to another time.
 */
import { randomBytes, randomInt } from "node:crypto";
import { expect, test, type Page } from "@playwright/test";
import { desc, eq } from "drizzle-orm";
import { zonedDate } from "@/lib/bookings/slots";
import {
  bookingEventTypes,
  bookingHostProfiles,
  bookingHosts,
  bookings,
  bookingWeeklyHours,
  outboxMessages,
  users,
} from "@/lib/db/schema";
import { openTestDatabase } from "../support/db";
import { ADMIN_STATE } from "../support/e2e-env";

const handle = openTestDatabase();
test.afterAll(() => handle.close());

/**
 * An event type of its own, hosted all day every day by a fresh host in UTC, bookable from an hour on, and
 * changeable by the guest until an hour before.
 */
async function eventTypeWithHost(): Promise<{ slug: string; hostEmail: string }> {
  const tag = randomBytes(4).toString("hex");
  const [host] = await handle.db
    .insert(users)
    .values({
      username: `host-${tag}`,
      email: `host-${tag}@example.test`,
      password: "x",
      role: "staff",
      firstName: "Hana",
    })
    .returning();
  await handle.db.insert(bookingHostProfiles).values({ userId: host!.id, timeZone: "UTC" });
  await handle.db
    .insert(bookingWeeklyHours)
    .values(
      [0, 1, 2, 3, 4, 5, 6].map((weekday) => ({ userId: host!.id, weekday, startTime: "00:00", endTime: "24:00" })),
    );
  const slug = `e2e-call-${tag}`;
  const [eventType] = await handle.db
    .insert(bookingEventTypes)
    .values({
      name: `Consultation ${tag}`,
      slug,
      durationMinutes: 30,
      minimumNoticeMinutes: 60,
      horizonDays: 14,
      guestChangeCutoffHours: 1,
    })
    .returning();
  await handle.db.insert(bookingHosts).values({ eventTypeId: eventType!.id, userId: host!.id });
  return { slug, hostEmail: host!.email };
}

/** The newest invitation sent to `to`, decoded. */
async function latestInvite(to: string): Promise<{ contentType: string; text: string }> {
  const [message] = await handle.db
    .select()
    .from(outboxMessages)
    .where(eq(outboxMessages.recipient, to))
    .orderBy(desc(outboxMessages.id))
    .limit(1);
  const attachment = message!.attachments![0]!;
  return {
    contentType: attachment.contentType ?? "",
    text: Buffer.from(attachment.content, "base64").toString("utf8"),
  };
}

const field = (text: string, name: string) =>
  new RegExp(`^${name}[:;](.*)$`, "m").exec(text.replace(/\r\n /g, ""))?.[1];

async function pickSecondDayFirstTime(page: Page): Promise<void> {
  const days = page.getByRole("group", { name: "Days" }).getByRole("button");
  await days.nth(1).click();
  await page
    .getByRole("group", { name: /^Times on / })
    .getByRole("button")
    .first()
    .click();
}

for (const viewport of [
  { width: 390, height: 844 },
  { width: 1280, height: 900 },
]) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport, timezoneId: "Asia/Kathmandu" });

    test("a visitor books in their zone, gets the invite, reschedules and cancels", async ({ page }) => {
      const { slug, hostEmail } = await eventTypeWithHost();
      const email = `guest-${randomBytes(4).toString("hex")}@example.test`;
      await page.goto(`/book/${slug}`);
      // Chromium names the zone by its older IANA alias, Asia/Katmandu; either spelling is the same zone.
      await expect(page).toHaveURL(/tz=Asia%2FKath?mandu/);
      await expect(page.getByTestId("booking-time-zone")).toHaveText(/^Asia\/Kath?mandu$/);

      await pickSecondDayFirstTime(page);
      await expect(page.getByTestId("booking-chosen-time")).toContainText(/\(Asia\/Kath?mandu\)/);
      await page.getByLabel("Name").fill("Sita Sharma");
      await page.getByLabel("Email").fill(email);
      await page.getByLabel(/^Phone/).fill(`+1555${String(randomInt(0, 10_000_000)).padStart(7, "0")}`);
      await page.getByRole("button", { name: "Book this time" }).click();
      const confirmation = page.getByTestId("booking-confirmation");
      await expect(confirmation).toContainText("You're booked");
      await expect(confirmation).toContainText(/\(Asia\/Kath?mandu\)/);
      await expect(confirmation).toContainText("(UTC) for your host");

      const booked = await latestInvite(email);
      expect(booked.contentType).toBe("text/calendar; method=REQUEST; charset=UTF-8");
      expect(field(booked.text, "METHOD")).toBe("REQUEST");
      expect(field(booked.text, "SEQUENCE")).toBe("0");
      const uid = field(booked.text, "UID");
      expect((await latestInvite(hostEmail)).text).toContain(`UID:${uid}`);

      await confirmation.getByRole("link", { name: "Reschedule or cancel" }).click();
      await expect(page).toHaveURL(/\/book\/manage\//);
      const firstLink = page.url();
      await page.getByRole("button", { name: "Reschedule", exact: true }).click();
      const days = page.getByRole("group", { name: "Days" }).getByRole("button");
      await days.nth(2).click();
      await page
        .getByRole("group", { name: /^Times on / })
        .getByRole("button")
        .nth(1)
        .click();
      await expect(page.getByText("Your booking has moved")).toBeVisible();
      await expect(page).not.toHaveURL(firstLink);
      const moved = await latestInvite(email);
      expect(field(moved.text, "UID")).toBe(uid);
      expect(field(moved.text, "SEQUENCE")).toBe("1");
      expect(field(moved.text, "DTSTART")).not.toBe(field(booked.text, "DTSTART"));

      await page.getByRole("button", { name: "Cancel", exact: true }).click();
      await page.getByLabel("Reason (optional)").fill("Plans changed");
      await page.getByRole("button", { name: "Cancel booking" }).click();
      await expect(page.getByTestId("booking-cancelled")).toBeVisible();
      const cancelled = await latestInvite(email);
      expect(cancelled.contentType).toBe("text/calendar; method=CANCEL; charset=UTF-8");
      expect(field(cancelled.text, "METHOD")).toBe("CANCEL");
      expect(field(cancelled.text, "UID")).toBe(uid);
      expect(field(cancelled.text, "SEQUENCE")).toBe("2");
    });

    test.describe("the team", () => {
      test.use({ storageState: ADMIN_STATE });

      test("sees a booking on /bookings and moves it", async ({ page }) => {
        const { slug } = await eventTypeWithHost();
        const name = `Ravi ${randomBytes(3).toString("hex")}`;
        await page.goto(`/book/${slug}?tz=UTC`);
        await pickSecondDayFirstTime(page);
        await page.getByLabel("Name").fill(name);
        await page.getByLabel("Email").fill(`${name.replace(" ", ".").toLowerCase()}@example.test`);
        await page.getByLabel(/^Phone/).fill(`+1555${String(randomInt(0, 10_000_000)).padStart(7, "0")}`);
        await page.getByRole("button", { name: "Book this time" }).click();
        await expect(page.getByTestId("booking-confirmation")).toBeVisible();
        const [row] = await handle.db
          .select({ startAt: bookings.startAt })
          .from(bookings)
          .where(eq(bookings.guestName, name));
        // The console shows the week in the admin's booking zone (the seed's New York).
        await page.goto(`/bookings?week=${zonedDate(row!.startAt, "America/New_York")}`);
        const view = page.getByTestId(viewport.width < 768 ? "bookings-list" : "bookings-calendar");
        await expect(view).toBeVisible();
        await expect(view.getByText(name)).toBeVisible();
        await view.getByText(name).click();
        await expect(view.getByRole("link", { name: /^Lead #\d+$/ })).toBeVisible();

        // The team moves it: the host's free times, the new time in the guest's zone too, one event updated.
        await view.getByRole("button", { name: "Reschedule" }).click();
        const dialog = page.getByRole("dialog", { name: "Reschedule Booking" });
        // The second day: the first, the rest of today in New York, may hold a single time late in its evening.
        await dialog.getByRole("group", { name: "Days" }).getByRole("button").nth(1).click();
        await dialog
          .getByRole("group", { name: /^Times on/ })
          .getByRole("button")
          .nth(1)
          .click();
        await expect(dialog.getByTestId("reschedule-choice")).toContainText("for the guest");
        await dialog.getByRole("button", { name: "Move Booking" }).click();
        await expect(page.getByText("Booking moved")).toBeVisible();
        const [moved] = await handle.db
          .select({ startAt: bookings.startAt, sequence: bookings.sequence })
          .from(bookings)
          .where(eq(bookings.guestName, name));
        expect(moved!.sequence).toBe(1);
        expect(moved!.startAt.getTime()).not.toBe(row!.startAt.getTime());
      });
    });
  });
}

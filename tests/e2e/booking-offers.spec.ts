/**
 * Free-consultation times offered in the conversation (docs/decisions/bookings.md "Slots offered by text"):
 * the team offers times from the lead's page, the lead answers "2" by text (a webhook request signed like
 * Twilio's), is booked on the second time, and the answer confirms it.
 */
import { randomInt } from "node:crypto";
import { expect, test } from "@playwright/test";
import { eq } from "drizzle-orm";
import twilio from "twilio";
import { seedFreeConsultation } from "@/lib/bookings/seed-free-consultation";
import { bookingOffers, bookings, leads } from "@/lib/db/schema";
import { openTestDatabase } from "../support/db";
import { ADMIN, ADMIN_STATE } from "../support/e2e-env";

test.use({ storageState: ADMIN_STATE });

const TOKEN = process.env.TWILIO_AUTH_TOKEN ?? "e2e-twilio-auth-token";
const handle = openTestDatabase();
test.afterAll(() => handle.close());

test("a lead answers 2 to an offer and is booked", async ({ page, request, baseURL }) => {
  await seedFreeConsultation(handle.db, ADMIN.username);
  const phone = `+1555${String(randomInt(0, 10_000_000)).padStart(7, "0")}`;
  const [lead] = await handle.db.insert(leads).values({ name: "Olive Offer", phone }).returning();

  await page.goto(`/leads/${lead!.id}`);
  await page.getByRole("button", { name: "Offer times" }).click();
  await expect(page.getByText(/Times (offered by text|scheduled)/)).toBeVisible();
  const [offer] = await handle.db.select().from(bookingOffers).where(eq(bookingOffers.leadId, lead!.id));
  expect(offer).toMatchObject({ status: "open" });
  expect(offer!.slotStarts.length).toBeGreaterThanOrEqual(2);

  const url = `${baseURL}/api/sms/webhook`;
  const params = {
    MessageSid: `SM${randomInt(0, 2 ** 47)
      .toString(16)
      .padStart(32, "0")}`,
    AccountSid: `AC${"0".repeat(32)}`,
    From: phone,
    To: "+15550102030",
    Body: "2",
    NumMedia: "0",
  };
  const answer = await request.post(url, {
    headers: {
      "content-type": "application/x-www-form-urlencoded",
      "x-twilio-signature": twilio.getExpectedTwilioSignature(TOKEN, url, params),
    },
    data: new URLSearchParams(params).toString(),
  });
  expect(answer.status()).toBe(200);
  expect(await answer.text()).toContain("booked");
  const [booking] = await handle.db.select().from(bookings).where(eq(bookings.leadId, lead!.id));
  expect(booking!.startAt.toISOString()).toBe(offer!.slotStarts[1]);
});

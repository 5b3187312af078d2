/**
 * A fresh manage link for a booking (docs/decisions/quotes-and-projects.md "The client's page"): the
 * token is kept only as its hash, so a page that offers "Reschedule or cancel" later (the client's page)
 * makes a new one; the previous link stops working, as after any change of the booking.
 */
import { eq } from "drizzle-orm";
import type { Database } from "@/lib/db";
import { bookings } from "@/lib/db/schema";
import { newSecretToken } from "./secret-token";

/** Sets a new manage token on booking `bookingId` and returns it (the path is `/book/manage/<token>`). */
export async function renewManageToken(database: Database, bookingId: number): Promise<string> {
  const { token, hash } = newSecretToken();
  await database.update(bookings).set({ manageTokenHash: hash }).where(eq(bookings.id, bookingId));
  return token;
}

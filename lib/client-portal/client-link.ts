/**
 * The client's link, `/c/<token>` (docs/decisions/quotes-and-projects.md "The client's page"): 32 random
 * bytes (256 bits) in base64url, which the identifier rule's `token` kind accepts, stored only as SHA-256
 * like a quote's or an invoice's link. A client is a lead with a project; each e-mail, resend, copy or
 * sign-in makes a fresh link, and revoking ends every link of the lead at once.
 */
import { createHash, randomBytes } from "node:crypto";
import { and, eq, isNull, sql } from "drizzle-orm";
import type { Database } from "@/lib/db";
import { clientLinks, leads, projects, projectStatusPages } from "@/lib/db/schema";
import { env } from "@/lib/env";
import { isIdentifier } from "@/lib/input/identifiers";

/** Why a link was made (kept on its row). */
export type ClientLinkPurpose = "email" | "resend" | "copy" | "sign-in";

/** The stored form of `token`. */
export function hashClientToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

/** The public path of a client link. */
export function clientLinkPath(token: string): string {
  return `/c/${token}`;
}

/** The absolute address of a client link, for an e-mail or the clipboard. */
export function clientLinkUrl(token: string): string {
  return `${env.PUBLIC_BASE_URL.replace(/\/$/, "")}${clientLinkPath(token)}`;
}

/** True when lead `leadId` has a project, which makes it a client with a page. */
export async function isClient(database: Database, leadId: number): Promise<boolean> {
  const [row] = await database.select({ id: projects.id }).from(projects).where(eq(projects.leadId, leadId)).limit(1);
  return Boolean(row);
}

/**
 * Makes a new link to lead `leadId`'s page.
 * @returns the token (never stored), or null when the lead has no project.
 */
export async function newClientLink(
  database: Database,
  leadId: number,
  purpose: ClientLinkPurpose,
): Promise<string | null> {
  if (!(await isClient(database, leadId))) return null;
  const token = randomBytes(32).toString("base64url");
  await database.insert(clientLinks).values({ leadId, tokenHash: hashClientToken(token), purpose });
  return token;
}

/**
 * Ends every link of lead `leadId`; old links answer 404 from then on.
 * @returns how many were live.
 */
export async function revokeClientLinks(database: Database, leadId: number): Promise<number> {
  const revoked = await database
    .update(clientLinks)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(clientLinks.leadId, leadId), isNull(clientLinks.revokedAt)))
    .returning({ id: clientLinks.id });
  return revoked.length;
}

/** The live link behind `token`: its id and lead; null for a malformed, unknown or revoked token. */
export async function findClientLink(
  database: Database,
  token: string,
): Promise<{ linkId: number; leadId: number } | null> {
  if (!isIdentifier("token", token)) return null;
  const [link] = await database
    .select({ linkId: clientLinks.id, leadId: clientLinks.leadId })
    .from(clientLinks)
    .where(and(eq(clientLinks.tokenHash, hashClientToken(token)), isNull(clientLinks.revokedAt)));
  return link ?? null;
}

/**
 * The line the quote's acceptance e-mail, the invoice e-mails and the monthly report add for a client: a
 * fresh link to their page, in the caller's transaction. Empty for a lead without a project.
 */
export async function clientLinkLine(database: Database, leadId: number): Promise<string> {
  const token = await newClientLink(database, leadId, "email");
  return token ? `Your project page (quote, invoices, progress, site status): ${clientLinkUrl(token)}` : "";
}

/** `line` as the closing paragraph of an e-mail's text, or nothing when empty. */
export function withClientLink(line: string): string {
  return line ? `\n\n${line}` : "";
}

/**
 * The client link line for a monthly report's recipient `email` of status page `statusPageId`: a fresh
 * link when the address is the e-mail of a client whose project shows that page, else empty.
 */
export async function reportClientLinkLine(database: Database, email: string, statusPageId: number): Promise<string> {
  const [client] = await database
    .select({ leadId: leads.id })
    .from(leads)
    .innerJoin(projects, eq(projects.leadId, leads.id))
    .innerJoin(projectStatusPages, eq(projectStatusPages.projectId, projects.id))
    .where(and(eq(leads.email, email.trim().toLowerCase()), eq(projectStatusPages.statusPageId, statusPageId)))
    .limit(1);
  return client ? clientLinkLine(database, client.leadId) : "";
}

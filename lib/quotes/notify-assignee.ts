/**
 * Tells a quote's assigned team member what the client did (docs/decisions/quotes-and-projects.md "Quotes: versions, links
 * and evidence"): a first view, an acceptance or a refusal, by e-mail through the outbox in the caller's
 * transaction. A quote with nobody assigned notifies nobody.
 */
import { eq } from "drizzle-orm";
import type { Database } from "@/lib/db";
import { users } from "@/lib/db/schema";
import { enqueueEmail } from "@/lib/email";
import { env } from "@/lib/env";

/** Queues `what` (one line) about quote `quoteId` to user `assignedTo`, linking the console's quote. */
export async function notifyAssignee(
  tx: Database,
  assignedTo: number | null,
  quoteId: number,
  what: string,
): Promise<void> {
  if (assignedTo === null) return;
  const [user] = await tx
    .select({ email: users.email, active: users.isActive })
    .from(users)
    .where(eq(users.id, assignedTo));
  if (!user?.active) return;
  const link = `${env.PUBLIC_BASE_URL.replace(/\/$/, "")}/quotes/${quoteId}`;
  await enqueueEmail(tx, { to: user.email, subject: `Quote Q-${quoteId}: ${what}`, text: `${what}\n\n${link}` });
}

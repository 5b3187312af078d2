/**
 * Redeeming a project code (docs/spec/site-and-admin.md §2 "Redeem dialog", §3 "Project code"): the visitor's
 * contact details are recorded on the code and the code's project idea is returned, once; the same
 * visitor (the same e-mail) may open it again (docs/decisions/public-site.md "Reopening a redeemed code").
 */
import { and, eq, sql } from "drizzle-orm";
import type { Database } from "@/lib/db";
import { projectCodes } from "@/lib/db/schema";
import { AppError } from "@/lib/errors/app-error";
import { attachRedemption } from "@/lib/leads/attach";
import type { RedeemInput } from "./redeem-schemas";

/** What a successful redemption reveals. */
export interface RedeemedCode {
  projectIdea: string;
  /** When the code had already been redeemed with the same e-mail: that first redemption's time (ISO 8601). */
  redeemedAt?: string;
}

/**
 * Marks the unused code matching `input.code` (case-insensitively) as used by the visitor and returns
 * its project idea; null when no unused code matches (unknown, or already redeemed).
 *
 * One conditional UPDATE does the check and the write, so of any number of concurrent redemptions of
 * one code exactly one gets a row back: PostgreSQL re-checks `is_used = false` on the locked row after
 * the first writer commits. Throws only on a database failure.
 */
export async function redeemProjectCode(db: Database, input: RedeemInput): Promise<RedeemedCode | null> {
  const [row] = await db
    .update(projectCodes)
    .set({
      isUsed: true,
      usedAt: sql`now()`,
      usedByName: input.name,
      usedByEmail: input.email,
      usedByPhone: input.phone || null,
    })
    .where(and(sql`upper(${projectCodes.code}) = upper(${input.code})`, eq(projectCodes.isUsed, false)))
    .returning({ projectIdea: projectCodes.draft });
  return row ?? null;
}

/**
 * The project idea of the code matching `code`, when it was redeemed with `email` (compared
 * case-insensitively), with the time of that redemption; null otherwise. Writes nothing.
 */
async function redeemedBy(db: Database, code: string, email: string): Promise<Required<RedeemedCode> | null> {
  const [row] = await db
    .select({ projectIdea: projectCodes.draft, usedAt: projectCodes.usedAt })
    .from(projectCodes)
    .where(
      and(
        sql`upper(${projectCodes.code}) = upper(${code})`,
        eq(projectCodes.isUsed, true),
        sql`lower(${projectCodes.usedByEmail}) = lower(${email})`,
      ),
    );
  return row?.usedAt ? { projectIdea: row.projectIdea, redeemedAt: row.usedAt.toISOString() } : null;
}

/**
 * The Redeem dialog's redemption (§2): `redeemProjectCode` and the lead it joins (the code's lead and
 * the e-mail given; docs/sms.md "Leads") commit together, so a redemption never lands without its lead. A code
 * already redeemed with the same e-mail answers its project idea again, with `redeemedAt`, and changes
 * nothing.
 * @throws AppError `not_found` "Invalid or expired code" when no unused code matches and the code was not
 *   redeemed with this e-mail (§8).
 */
export async function redeemForVisitor(database: Database, input: RedeemInput): Promise<RedeemedCode> {
  const redeemed = await database.transaction(async (tx) => {
    const code = await redeemProjectCode(tx, input);
    if (code)
      await attachRedemption(tx, { code: input.code, name: input.name, email: input.email, phone: input.phone });
    return code;
  });
  const answer = redeemed ?? (await redeemedBy(database, input.code, input.email));
  if (!answer) throw new AppError("not_found", "Invalid or expired code");
  return answer;
}

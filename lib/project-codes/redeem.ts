/**
 * Redeeming a project code (docs/spec/site-and-admin.md §2 "Redeem dialog", §3 "Project code"): the visitor's
 * contact details are recorded on the code and the code's project idea is returned, once.
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
 * The Redeem dialog's redemption (§2): `redeemProjectCode` and the lead it joins (docs/sms.md "Leads": the code's
 * lead and the e-mail given) commit together, so a redemption never lands without its lead.
 * @throws AppError `not_found` "Invalid or expired code" when no unused code matches (§8).
 */
export async function redeemForVisitor(database: Database, input: RedeemInput): Promise<RedeemedCode> {
  const redeemed = await database.transaction(async (tx) => {
    const code = await redeemProjectCode(tx, input);
    if (code) await attachRedemption(tx, { code: input.code, name: input.name, email: input.email, phone: input.phone });
    return code;
  });
  if (!redeemed) throw new AppError("not_found", "Invalid or expired code");
  return redeemed;
}

/**
 * Lead assignment (docs/decisions/sms-and-conversations.md "Lead assignment"): one team member looks after a lead, or nobody.
 * Only an active owner or staff member can be assigned (a viewer cannot answer); the change is a lead
 * event naming the assignee, so the timeline says who handed the lead to whom.
 */
import { and, eq, inArray } from "drizzle-orm";
import type { Database } from "@/lib/db";
import { leadEvents, leads, users } from "@/lib/db/schema";
import { AppError } from "@/lib/errors/app-error";
import { ASSIGNABLE_ROLES } from "@/lib/team/assignable-roles";
import { memberName } from "@/lib/team/member-name";
import { publishLeadChange } from "./publish-change";

/** The roles a lead can be assigned to (lib/team/assignable-roles.ts). */
export { ASSIGNABLE_ROLES };

/**
 * Assigns lead `leadId` to user `userId`, or unassigns it (`null`). An unchanged assignment records nothing.
 * @returns true when the assignment changed.
 * @throws AppError `not_found` when the lead is gone, `invalid` when the user is not an active owner or staff member.
 */
export async function assignLead(tx: Database, leadId: number, userId: number | null, actor: string): Promise<boolean> {
  const [lead] = await tx
    .select({ assignedTo: leads.assignedTo })
    .from(leads)
    .where(eq(leads.id, leadId))
    .for("update");
  if (!lead) throw new AppError("not_found", "This lead no longer exists.");
  let assignee: string | null = null;
  if (userId !== null) {
    const [member] = await tx
      .select({ username: users.username, firstName: users.firstName, lastName: users.lastName })
      .from(users)
      .where(and(eq(users.id, userId), eq(users.isActive, true), inArray(users.role, [...ASSIGNABLE_ROLES])));
    if (!member) throw new AppError("invalid", "Choose an active owner or staff member from the list.");
    assignee = memberName(member);
  }
  if (lead.assignedTo === userId) return false;
  await tx.update(leads).set({ assignedTo: userId }).where(eq(leads.id, leadId));
  await tx.insert(leadEvents).values({ leadId, kind: "assignment", body: assignee, actor });
  await publishLeadChange(tx, leadId);
  return true;
}

/**
 * Admins changing project codes on /project-codes and /code-management (docs/spec/site-and-admin.md §2 "Admin
 * screens" 2 and 3, §7 "Admin": PATCH/DELETE of project codes and drafts). Creating one is `createProjectCode`
 * (./create.ts). Each function takes the database or a transaction, so it runs without Next.
 */
import { eq } from "drizzle-orm";
import type { Database } from "@/lib/db";
import { projectCodes } from "@/lib/db/schema";
import { AppError } from "@/lib/errors/app-error";
import { syncLeadStatusFromCode } from "@/lib/leads/update-lead";
import type { LeadStatus } from "@/lib/leads/statuses";

const NOT_FOUND = "This project code no longer exists.";

/** The Edit Project Code dialog's fields, blanks already null. */
export interface ProjectCodeFields {
  status: LeadStatus;
  contactName: string | null;
  contactEmail: string | null;
  contactPhone: string | null;
  notes: string | null;
}

/** Which code a change touched, for the admin's toast. */
export interface ChangedCode {
  code: string;
}

/**
 * Saves code `id`'s status and contact fields. The code's lead (docs/sms.md "Leads") takes the status in the same
 * transaction, and with it the lead's other codes; `actor` is recorded on the lead's status event.
 * @throws AppError `not_found` when the code was deleted meanwhile (nothing is written).
 */
export async function updateProjectCode(
  database: Database,
  id: number,
  fields: ProjectCodeFields,
  actor: string | null,
): Promise<ChangedCode> {
  const row = await database.transaction(async (tx) => {
    const [updated] = await tx
      .update(projectCodes)
      .set(fields)
      .where(eq(projectCodes.id, id))
      .returning({ code: projectCodes.code });
    if (updated) await syncLeadStatusFromCode(tx, id, fields.status, actor);
    return updated;
  });
  if (!row) throw new AppError("not_found", NOT_FOUND);
  return row;
}

/**
 * Replaces code `id`'s drafted proposal (`draft`, the SQL column `project_idea`) with `draft`.
 * @throws AppError `not_found` when the code was deleted meanwhile.
 */
export async function updateProjectDraft(database: Database, id: number, draft: string): Promise<ChangedCode> {
  const [row] = await database
    .update(projectCodes)
    .set({ draft })
    .where(eq(projectCodes.id, id))
    .returning({ code: projectCodes.code });
  if (!row) throw new AppError("not_found", NOT_FOUND);
  return row;
}

/**
 * Deletes code `id`. Messages that referred to it keep their text; their link becomes null (the foreign
 * key's `on delete set null`).
 * @throws AppError `not_found` when it was already deleted.
 */
export async function deleteProjectCode(database: Database, id: number): Promise<ChangedCode> {
  const [row] = await database
    .delete(projectCodes)
    .where(eq(projectCodes.id, id))
    .returning({ code: projectCodes.code });
  if (!row) throw new AppError("not_found", NOT_FOUND);
  return row;
}

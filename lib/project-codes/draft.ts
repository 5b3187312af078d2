/**
 * Finishing a code's draft after the SMS reply has gone out: the template draft is stored at once, and a
 * configured model's draft replaces it when it arrives within its budget (docs/sms.md "Draft budget").
 */
import { and, eq } from "drizzle-orm";
import type { ModelConfig } from "@/lib/ai/model";
import { modelProjectDraft } from "@/lib/ai/project-draft";
import type { Database } from "@/lib/db";
import { projectCodes } from "@/lib/db/schema";

/** The code whose draft to improve: its id, the idea it came from and the template draft stored with it. */
export interface DraftTarget {
  id: number;
  idea: string;
  templateDraft: string;
}

/**
 * Asks the model for a draft of `target.idea` and stores it in place of the template draft, unless an
 * admin has edited the draft meanwhile (the update only matches the untouched template text).
 * @returns true when the model's draft was stored; false when the model gave none (not configured,
 *   slower than `timeoutMs`, failed) or the draft had been edited. Never throws for the model's sake.
 */
export async function improveDraftWithModel(
  database: Database,
  target: DraftTarget,
  options: { config?: ModelConfig | null; timeoutMs?: number } = {},
): Promise<boolean> {
  const draft = await modelProjectDraft(target.idea, options);
  if (!draft) return false;
  const updated = await database
    .update(projectCodes)
    .set({ draft })
    .where(and(eq(projectCodes.id, target.id), eq(projectCodes.draft, target.templateDraft)))
    .returning({ id: projectCodes.id });
  return updated.length > 0;
}

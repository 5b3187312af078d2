/**
 * Creating project codes (docs/spec/site-and-admin.md §3 "Project code", §5 "SMS code rules"): a random code from
 * `generateProjectCode`, or exactly the code an authorized phone asked for, each created once.
 */
import { eq, sql } from "drizzle-orm";
import type { Database } from "@/lib/db";
import { executeNamed } from "@/lib/db/named-statement";
import { projectCodes, smsMessages, type ProjectCode } from "@/lib/db/schema";
import { generateProjectCode } from "./generate";

/** The fields a new code starts with besides its value. */
export interface NewProjectCode {
  /** The drafted proposal (`project_codes.project_idea`). */
  draft: string;
  contactPhone?: string | null;
}

/** Collisions are ~1 in 10^12 per code; ten in a row mean something else is wrong. */
const MAX_ATTEMPTS = 10;

/**
 * Inserts a code with a fresh random value, drawing again when the value is taken. The insert skips a
 * conflict instead of failing, so it is safe inside a caller's transaction.
 * @throws Error after `MAX_ATTEMPTS` collisions, or on a database failure.
 */
export async function createProjectCode(database: Database, values: NewProjectCode): Promise<ProjectCode> {
  for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt++) {
    const [row] = await database
      .insert(projectCodes)
      .values({ code: generateProjectCode(), draft: values.draft, contactPhone: values.contactPhone ?? null })
      .onConflictDoNothing({ target: projectCodes.code })
      .returning();
    if (row) return row;
  }
  throw new Error(`No free project code after ${MAX_ATTEMPTS} attempts`);
}

/**
 * Inserts exactly `code` (already upper-cased and validated by `parseCodeCommand`).
 * @returns the new row, or null when a code equal to it ignoring case exists (codes are redeemed
 *   case-insensitively, so `abcd1234` and `ABCD1234` cannot both exist).
 */
export async function createProjectCodeWithValue(
  database: Database,
  code: string,
  values: NewProjectCode,
): Promise<ProjectCode | null> {
  const [taken] = await database
    .select({ id: projectCodes.id })
    .from(projectCodes)
    .where(sql`upper(${projectCodes.code}) = ${code.toUpperCase()}`)
    .limit(1);
  if (taken) return null;
  const [row] = await database
    .insert(projectCodes)
    .values({ code, draft: values.draft, contactPhone: values.contactPhone ?? null })
    .onConflictDoNothing({ target: projectCodes.code })
    .returning();
  return row ?? null;
}

/**
 * Links texted message `messageId` (`sms_messages.id`) to code `codeId`, inside the caller's transaction.
 * Throws only when the database fails.
 */
export async function linkMessageToCode(database: Database, messageId: number, codeId: number): Promise<void> {
  await database.update(smsMessages).set({ projectCodeId: codeId }).where(eq(smsMessages.id, messageId));
}

/** What the SMS service needs of a code. */
export type CodeSummary = Pick<ProjectCode, "id" | "code" | "draft" | "createdAt">;

/** An idea texted by `sender`, with the draft a new code would hold. */
export interface TextedIdea {
  idea: string;
  draft: string;
  sender: string;
  /** How far back the same idea from the same sender gets its code again, in hours. */
  repeatWindowHours: number;
  /** The texted message (`sms_messages.id`), linked to the code it gets (`project_code_id`). */
  messageId: number;
}

/** The statement's row: the code found or made, as the driver gives it (a timestamp may come as text). */
type TextedIdeaRow = Omit<CodeSummary, "createdAt"> & { createdAt: Date | string; repeated: boolean };

// Lower-cased with whitespace runs collapsed: "A  Portal " and "a portal" are the same idea.
const ideaKey = (text: unknown) => sql`regexp_replace(lower(btrim(${text}::text)), '\\s+', ' ', 'g')`;

/**
 * The code for a texted idea, in one statement per attempt: the code this sender got for the same idea
 * within the window (found through `sms_messages.project_code_id`), if it still exists, else a new
 * random code holding `draft` with the sender as contact phone. Draws again on a collision. The message
 * is linked to the code in the same statement, which is what finds it for the next repeat.
 * The caller holds the sender's lock, so two copies of one idea cannot both create a code.
 * @throws Error after `MAX_ATTEMPTS` collisions, or on a database failure.
 */
export async function codeForTextedIdea(
  database: Database,
  input: TextedIdea,
): Promise<{ code: CodeSummary; repeated: boolean }> {
  for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt++) {
    // Raw SQL: an insert … where not exists and an update in one statement, prepared by name (a hot path).
    const [row] = await executeNamed<TextedIdeaRow>(
      database,
      "sms_code_for_idea",
      sql`
      with previous as (
        select c.id, c.code, c.project_idea, c.created_at
        from ${smsMessages} m join ${projectCodes} c on c.id = m.project_code_id
        where m.from_number = ${input.sender}
          and m.created_at > now() - make_interval(hours => ${input.repeatWindowHours})
          and ${ideaKey(sql`m.message_body`)} = ${ideaKey(input.idea)}
        order by m.created_at desc
        limit 1
      ), created as (
        insert into ${projectCodes} (code, project_idea, contact_phone)
        select ${generateProjectCode()}, ${input.draft}, ${input.sender}
        where not exists (select 1 from previous)
        on conflict (code) do nothing
        returning id, code, project_idea, created_at
      ), linked as (
        update ${smsMessages} set project_code_id = coalesce((select id from previous), (select id from created))
        where id = ${input.messageId} and exists (select 1 from previous union all select 1 from created)
      )
      select id, code, project_idea as "draft", created_at as "createdAt", true as repeated from previous
      union all
      select id, code, project_idea, created_at, false from created`,
    );
    if (row) {
      const { repeated, ...code } = row;
      return { code: { ...code, createdAt: new Date(code.createdAt) }, repeated };
    }
  }
  throw new Error(`No free project code after ${MAX_ATTEMPTS} attempts`);
}

/** Reads of the Weekly TODO System: the items, and the digest's `email_scheduler` row. */
import { asc, desc, sql } from "drizzle-orm";
import { db, type Database } from "@/lib/db";
import { emailScheduler, todoItems, type EmailScheduler, type TodoItem } from "@/lib/db/schema";

/** Every TODO item: open ones first, then by due date (none last), newest first. */
export function listTodos(): Promise<TodoItem[]> {
  return db
    .select()
    .from(todoItems)
    .orderBy(
      sql`case when ${todoItems.status} = 'completed' then 1 else 0 end`,
      sql`${todoItems.dueDate} asc nulls last`,
      desc(todoItems.createdAt),
      desc(todoItems.id),
    );
}

/**
 * The digest schedule: the first `email_scheduler` row (the seed creates it), created with the
 * table's defaults when missing. `database` lets a transaction read it.
 */
export async function getEmailScheduler(database: Database = db): Promise<EmailScheduler> {
  const [row] = await database.select().from(emailScheduler).orderBy(asc(emailScheduler.id)).limit(1);
  if (row) return row;
  const [created] = await database.insert(emailScheduler).values({}).returning();
  return created!;
}

/**
 * Run by bench/public-pages.ts after `db-prepare` as `tsx --import ./bench/support/server-only-hook.mjs
 * bench/support/seed-public-client.ts <status slug>`: a client as the agency has one a few weeks into a
 * project, made through the product's own functions: a lead whose quote started a project of six
 * milestones (two done), three updates shared with them, two issued invoices (the deposit paid), and the
 * published status page `/status/<status slug>` (seeded before it) as their site. Prints the client's page
 * `/c/<token>` on its last line of standard output; a link's token is shown only when it is made, so each
 * run makes a new one.
 */
import { eq } from "drizzle-orm";
import { newClientLink } from "@/lib/client-portal/client-link";
import { openDatabase } from "@/lib/db";
import { leads, projectMilestones, statusPages, todoItems } from "@/lib/db/schema";
import { env } from "@/lib/env";
import { isoDay } from "@/lib/format/date";
import { issueInvoice } from "@/lib/invoices/issue-invoice";
import { recordPayment } from "@/lib/invoices/record-payment";
import { addProjectUpdate, setProjectStatusPages } from "@/lib/projects/project-console";
import { startProject } from "@/lib/projects/start-project";
import { createQuoteForLead } from "@/lib/quotes/create-quote";

const ACTOR = "bench";
const MILESTONES = ["Discovery", "Design", "Build", "Content", "Review", "Launch"];
const UPDATES = [
  "Discovery workshop done; the site map is agreed.",
  "Home page design approved; inner pages next.",
  "The shop's product pages are built and on the preview site.",
];
const statusSlug = process.argv[2] ?? "bench";

const handle = openDatabase({ url: env.DATABASE_URL, dataDir: env.PGLITE_DIR, statementTimeoutMs: 0 });
try {
  const db = handle.db;
  const [lead] = await db
    .insert(leads)
    .values({ name: "Avery Client", email: `avery.client.${Date.now()}@example.test` })
    .returning({ id: leads.id });
  const leadId = lead!.id;
  const { id: quoteId } = await createQuoteForLead(db, leadId, ACTOR);
  const projectId = (await startProject(db, {
    quoteId,
    leadId,
    ownerId: null,
    name: "Shop website for Avery's bakery",
    milestones: MILESTONES,
  }))!;
  const done = await db
    .select({ todoItemId: projectMilestones.todoItemId })
    .from(projectMilestones)
    .where(eq(projectMilestones.projectId, projectId))
    .orderBy(projectMilestones.position)
    .limit(2);
  for (const { todoItemId } of done)
    await db.update(todoItems).set({ status: "completed" }).where(eq(todoItems.id, todoItemId));
  for (const body of UPDATES) await addProjectUpdate(db, projectId, { body, shared: true }, ACTOR);
  const [site] = await db.select({ id: statusPages.id }).from(statusPages).where(eq(statusPages.slug, statusSlug));
  if (site) await setProjectStatusPages(db, projectId, [site.id]);
  const today = isoDay(new Date());
  const line = (description: string, unitPriceMinor: number) => ({
    description,
    quantityMilli: 1000,
    unit: "",
    unitPriceMinor,
    discountBp: 0,
    taxRateBp: null,
  });
  const invoice = (kind: "deposit" | "standard", lines: ReturnType<typeof line>[]) =>
    issueInvoice(db, {
      projectId,
      leadId,
      quoteId,
      kind,
      currency: "USD",
      lines,
      taxMode: "exclusive",
      issueDate: today,
      dueDate: today,
    });
  const deposit = await invoice("deposit", [line("Deposit (30 %)", 540_000)]);
  await recordPayment(db, {
    invoiceId: deposit!.id,
    amountMinor: 540_000,
    currency: "USD",
    method: "manual",
    reference: "Bank transfer",
  });
  await invoice("standard", [line("Design phase", 360_000), line("Stock photos", 24_000)]);
  console.log(`/c/${await newClientLink(db, leadId, "email")}`);
} finally {
  await handle.close();
}

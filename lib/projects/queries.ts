/**
 * Reads of the projects console (docs/decisions/quotes-and-projects.md "The projects console"): a page of
 * projects searched (name) and filtered (owner, client) in SQL on the indexes of
 * lib/db/schema/projects.ts, each with its milestones done of total; one project with its milestones,
 * updates, linked status pages, quote and invoices; the invoice form's project picker
 * (docs/decisions/quotes-and-projects.md "Staff-issued invoices: draft, issue, void"), searched on the
 * projects' and leads' trigram indexes, at most a screenful.
 */
import "server-only";
import { and, asc, desc, eq, inArray, isNull, or, sql, type SQL } from "drizzle-orm";
import { db } from "@/lib/db";
import {
  cursorKey,
  keysetQuery,
  searchCondition,
  toPage,
  type KeysetOrder,
  type PagedList,
  type PageRequest,
} from "@/lib/db/keyset";
import { cappedCount } from "@/lib/db/list-total";
import {
  clientLinks,
  invoices,
  leads,
  leadSearchText,
  projectMilestones,
  projects,
  projectSearchText,
  projectStatusPages,
  projectUpdates,
  quotes,
  statusPages,
  todoItems,
  users,
} from "@/lib/db/schema";
import type { ProjectOwnerFilter } from "./list-filter";
import { UPDATES_SHOWN } from "./schemas";

/** What /client-projects asks for. */
export type ProjectListRequest = PageRequest & {
  q: string;
  owner: ProjectOwnerFilter;
  client: number;
  /** The signed-in user, for `owner=me`. */
  userId: number;
};

/** A row of the list. */
export interface ProjectRow {
  id: number;
  name: string;
  leadId: number;
  clientName: string;
  ownerName: string | null;
  createdAt: Date;
  milestonesDone: number;
  milestonesTotal: number;
  /** The row's keyset position (lib/db/keyset.ts). */
  cursorKey: string;
}

/** Published status pages the chooser offers, by name. */
const STATUS_PAGE_CHOICES = 200;

const ORDER: KeysetOrder = { column: projects.createdAt, kind: "timestamp", id: projects.id };

function projectFilter(request: Omit<ProjectListRequest, keyof PageRequest>): SQL | undefined {
  return and(
    request.owner === "me"
      ? eq(projects.ownerId, request.userId)
      : request.owner === "unassigned"
        ? isNull(projects.ownerId)
        : undefined,
    request.client <= 0 ? undefined : eq(projects.leadId, request.client),
    searchCondition(projectSearchText(projects), request.q),
  );
}

/** Milestones done and in all of the project in the outer query (correlated; a page reads at most 100). */
const milestonesDone =
  sql<number>`(select count(*) from ${projectMilestones} pm join ${todoItems} t on t.id = pm.todo_item_id
  where pm.project_id = ${projects.id} and t.status = 'completed')`.mapWith(Number);
const milestonesTotal =
  sql<number>`(select count(*) from ${projectMilestones} pm where pm.project_id = ${projects.id})`.mapWith(Number);

/** A page of projects, newest first, with the capped count. */
export async function pageProjects(request: ProjectListRequest): Promise<PagedList<ProjectRow>> {
  const filter = projectFilter(request);
  const keyset = keysetQuery(ORDER, request);
  const [rows, total] = await Promise.all([
    db
      .select({
        id: projects.id,
        name: projects.name,
        leadId: projects.leadId,
        clientName: sql<string>`coalesce(${leads.name}, ${leads.email}, ${leads.phone}, '')`,
        ownerName: users.username,
        createdAt: projects.createdAt,
        milestonesDone,
        milestonesTotal,
        cursorKey: cursorKey(ORDER),
      })
      .from(projects)
      .innerJoin(leads, eq(leads.id, projects.leadId))
      .leftJoin(users, eq(users.id, projects.ownerId))
      .where(and(filter, keyset.where))
      .orderBy(...keyset.orderBy)
      .limit(request.size + 1),
    cappedCount(projects, filter),
  ]);
  const page = toPage(rows, request);
  return { page, total };
}

/** Project `id` with everything its console page shows; null when there is none. */
export async function readProject(id: number) {
  const [row] = await db
    .select({
      project: projects,
      clientName: sql<string>`coalesce(${leads.name}, ${leads.email}, ${leads.phone}, '')`,
      clientEmail: leads.email,
      ownerName: users.username,
      quoteTitle: quotes.title,
    })
    .from(projects)
    .innerJoin(leads, eq(leads.id, projects.leadId))
    .innerJoin(quotes, eq(quotes.id, projects.quoteId))
    .leftJoin(users, eq(users.id, projects.ownerId))
    .where(eq(projects.id, id));
  if (!row) return null;
  const [milestones, updates, linkedPages, publishedPages, projectInvoices, [links]] = await Promise.all([
    db
      .select({ id: projectMilestones.id, title: todoItems.title, status: todoItems.status })
      .from(projectMilestones)
      .innerJoin(todoItems, eq(todoItems.id, projectMilestones.todoItemId))
      .where(eq(projectMilestones.projectId, id))
      .orderBy(asc(projectMilestones.position)),
    db
      .select()
      .from(projectUpdates)
      .where(eq(projectUpdates.projectId, id))
      .orderBy(desc(projectUpdates.createdAt), desc(projectUpdates.id))
      .limit(UPDATES_SHOWN),
    db
      .select({ statusPageId: projectStatusPages.statusPageId })
      .from(projectStatusPages)
      .where(eq(projectStatusPages.projectId, id)),
    db
      .select({ id: statusPages.id, name: statusPages.name, slug: statusPages.slug })
      .from(statusPages)
      .where(sql`${statusPages.publishedAt} is not null`)
      .orderBy(asc(statusPages.name))
      .limit(STATUS_PAGE_CHOICES),
    db
      .select({
        id: invoices.id,
        number: invoices.number,
        status: invoices.status,
        currency: invoices.currency,
        totalMinor: invoices.totalMinor,
      })
      .from(invoices)
      .where(eq(invoices.projectId, id))
      .orderBy(desc(invoices.createdAt), desc(invoices.id)),
    db
      .select({ live: sql<number>`count(*)`.mapWith(Number) })
      .from(clientLinks)
      .where(and(eq(clientLinks.leadId, row.project.leadId), isNull(clientLinks.revokedAt))),
  ]);
  return {
    ...row,
    milestones,
    updates,
    statusPageIds: linkedPages.map((p) => p.statusPageId),
    publishedPages,
    invoices: projectInvoices,
    liveLinks: links?.live ?? 0,
  };
}

export type ProjectDetail = NonNullable<Awaited<ReturnType<typeof readProject>>>;

/** Most projects one search answers. */
const PICKER_SIZE = 20;

/** A project as the picker lists it. */
export interface ProjectChoice {
  id: number;
  name: string;
  clientName: string | null;
}

/** The newest projects whose name or client matches `q` (every project when empty). */
export async function searchProjects(q: string): Promise<ProjectChoice[]> {
  const byClient = db
    .select({ id: leads.id })
    .from(leads)
    .where(searchCondition(leadSearchText(leads), q));
  return db
    .select({ id: projects.id, name: projects.name, clientName: leads.name })
    .from(projects)
    .innerJoin(leads, eq(leads.id, projects.leadId))
    .where(q ? or(searchCondition(projectSearchText(projects), q), inArray(projects.leadId, byClient)) : undefined)
    .orderBy(desc(projects.id))
    .limit(PICKER_SIZE);
}

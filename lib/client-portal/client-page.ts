/**
 * What the client's page (`/c/<token>`) shows (docs/decisions/quotes-and-projects.md "The client's page"),
 * every read scoped by the link's lead: nothing of another client is reachable, whatever ids a request
 * names. Invoices are read from their tables here (issued ones only, never a draft); the status pages
 * are the published pages staff linked to the lead's projects (a draft is no page to the public).
 */
import "server-only";
import { and, asc, count, desc, eq, gt, inArray, isNotNull, ne, sql } from "drizzle-orm";
import type { Database } from "@/lib/db";
import {
  bookingEventTypes,
  bookings,
  invoices,
  leads,
  projectMilestones,
  projects,
  projectStatusPages,
  projectUpdates,
  quoteAcceptances,
  quotes,
  statusPages,
  todoItems,
} from "@/lib/db/schema";

/** Shared updates shown per project (the newest). */
export const SHARED_UPDATES_SHOWN = 5;

/** A signed quote of the client. */
export interface ClientQuote {
  id: number;
  title: string;
  currency: string;
  totalMinor: number;
  versionNumber: number;
  acceptedAt: Date;
  /** The sealed PDF (the quote and its certificate page) exists. */
  sealed: boolean;
}

/** An issued invoice of the client. Money in minor units. */
export interface ClientInvoice {
  id: number;
  number: string | null;
  kind: string;
  status: string;
  currency: string;
  totalMinor: number;
  amountPaidMinor: number;
  /** What credit notes took off, minor units. */
  creditedMinor: number;
  issueDate: string | null;
  dueDate: string | null;
}

/** A project as its client sees it. */
export interface ClientProject {
  id: number;
  name: string;
  milestonesDone: number;
  milestonesTotal: number;
  updates: { id: number; body: string; createdAt: Date }[];
  statusPages: { projectId: number; id: number; name: string; slug: string; timeZone: string; createdAt: Date }[];
}

/** The next booked call: when, what, and the zone the guest booked in. */
export interface ClientCall {
  id: number;
  startAt: Date;
  name: string;
  timeZone: string;
}

/** Everything the page shows. */
export interface ClientPage {
  name: string;
  quotes: ClientQuote[];
  invoices: ClientInvoice[];
  projects: ClientProject[];
  nextCall: ClientCall | null;
}

/** Lead `leadId`'s page at `now`, or null when the lead is gone or has no project. */
export async function readClientPage(database: Database, leadId: number, now = new Date()): Promise<ClientPage | null> {
  const [lead] = await database
    .select({ name: leads.name, email: leads.email })
    .from(leads)
    .where(eq(leads.id, leadId));
  if (!lead) return null;
  const projectRows = await database
    .select({ id: projects.id, name: projects.name })
    .from(projects)
    .where(eq(projects.leadId, leadId))
    .orderBy(asc(projects.createdAt), asc(projects.id));
  if (projectRows.length === 0) return null;
  const projectIds = projectRows.map((p) => p.id);
  const [quoteRows, invoiceRows, milestoneRows, updateRows, pageRows, callRows] = await Promise.all([
    database
      .select({
        id: quotes.id,
        title: quotes.title,
        currency: quotes.currency,
        totalMinor: quotes.totalMinor,
        versionNumber: quoteAcceptances.versionNumber,
        acceptedAt: quoteAcceptances.acceptedAt,
        sealed: sql<boolean>`${quoteAcceptances.signedPdfSha256} is not null`,
      })
      .from(quotes)
      .innerJoin(quoteAcceptances, eq(quoteAcceptances.quoteId, quotes.id))
      .where(eq(quotes.leadId, leadId))
      .orderBy(desc(quoteAcceptances.acceptedAt)),
    database
      .select({
        id: invoices.id,
        number: invoices.number,
        kind: invoices.kind,
        status: invoices.status,
        currency: invoices.currency,
        totalMinor: invoices.totalMinor,
        amountPaidMinor: invoices.amountPaidMinor,
        creditedMinor: invoices.creditedMinor,
        issueDate: invoices.issueDate,
        dueDate: invoices.dueDate,
      })
      .from(invoices)
      .where(and(eq(invoices.leadId, leadId), ne(invoices.status, "draft")))
      .orderBy(desc(invoices.createdAt), desc(invoices.id)),
    database
      .select({
        projectId: projectMilestones.projectId,
        total: count(),
        done: sql<number>`count(*) filter (where ${todoItems.status} = 'completed')`.mapWith(Number),
      })
      .from(projectMilestones)
      .innerJoin(todoItems, eq(todoItems.id, projectMilestones.todoItemId))
      .where(inArray(projectMilestones.projectId, projectIds))
      .groupBy(projectMilestones.projectId),
    database
      .select({
        id: projectUpdates.id,
        projectId: projectUpdates.projectId,
        body: projectUpdates.body,
        createdAt: projectUpdates.createdAt,
      })
      .from(projectUpdates)
      .where(and(inArray(projectUpdates.projectId, projectIds), eq(projectUpdates.shared, true)))
      .orderBy(desc(projectUpdates.createdAt), desc(projectUpdates.id))
      .limit(SHARED_UPDATES_SHOWN * projectIds.length),
    database
      .select({
        projectId: projectStatusPages.projectId,
        id: statusPages.id,
        name: statusPages.name,
        slug: statusPages.slug,
        timeZone: statusPages.timeZone,
        createdAt: statusPages.createdAt,
      })
      .from(projectStatusPages)
      .innerJoin(statusPages, eq(statusPages.id, projectStatusPages.statusPageId))
      .where(and(inArray(projectStatusPages.projectId, projectIds), isNotNull(statusPages.publishedAt)))
      .orderBy(asc(statusPages.name)),
    database
      .select({
        id: bookings.id,
        startAt: bookings.startAt,
        name: bookingEventTypes.name,
        timeZone: bookings.guestTimeZone,
      })
      .from(bookings)
      .innerJoin(bookingEventTypes, eq(bookingEventTypes.id, bookings.eventTypeId))
      .where(and(eq(bookings.leadId, leadId), eq(bookings.status, "confirmed"), gt(bookings.startAt, now)))
      .orderBy(asc(bookings.startAt))
      .limit(1),
  ]);
  return {
    name: lead.name || lead.email || "",
    quotes: quoteRows,
    invoices: invoiceRows,
    projects: projectRows.map((project) => {
      const milestones = milestoneRows.find((m) => m.projectId === project.id);
      return {
        ...project,
        milestonesDone: milestones?.done ?? 0,
        milestonesTotal: milestones?.total ?? 0,
        updates: updateRows.filter((u) => u.projectId === project.id).slice(0, SHARED_UPDATES_SHOWN),
        statusPages: pageRows.filter((p) => p.projectId === project.id),
      };
    }),
    nextCall: callRows[0] ?? null,
  };
}

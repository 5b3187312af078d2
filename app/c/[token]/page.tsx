/**
 * /c/<token>: the client's page (docs/decisions/quotes-and-projects.md "The client's page"). Rendered per
 * request with no session and no cookie, never indexed, never cached by a shared cache; a malformed,
 * unknown or revoked link is a 404. Each view goes on the lead's timeline, at most once an hour per link.
 */
import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { ClientPage, type ClientSite } from "@/components/client-portal/client-page";
import { findClientLink } from "@/lib/client-portal/client-link";
import { readClientPage } from "@/lib/client-portal/client-page";
import { recordClientView } from "@/lib/client-portal/record-view";
import { db } from "@/lib/db";
import { env } from "@/lib/env";
import { readBankTransferDetails } from "@/lib/invoices/settings";
import { cachedPublicStatus } from "@/lib/status-pages/cached-status";
import { listReportMonths } from "@/lib/status-reports/queries";

export const dynamic = "force-dynamic";

export const metadata: Metadata = { title: "Your projects", robots: { index: false, follow: false } };

/** Monthly reports listed per site (the newest). */
const REPORT_MONTHS_SHOWN = 3;

export default async function ClientLinkPage({
  params,
  searchParams,
}: {
  params: Promise<{ token: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const { token } = await params;
  const link = await findClientLink(db, token);
  if (!link) notFound();
  const page = await readClientPage(db, link.leadId);
  if (!page) notFound();
  const linkedPages = page.projects
    .flatMap((p) => p.statusPages)
    .filter((p, index, all) => all.findIndex((q) => q.id === p.id) === index);
  const [sites, bankTransferDetails] = await Promise.all([
    Promise.all(
      linkedPages.map(async (linked): Promise<ClientSite | null> => {
        const status = await cachedPublicStatus(linked.slug);
        if (!status) return null;
        const months = (await listReportMonths(linked)).slice(0, REPORT_MONTHS_SHOWN);
        return { pageId: linked.id, status, months };
      }),
    ),
    readBankTransferDetails(db),
    recordClientView(db, link.linkId, link.leadId),
  ]);
  return (
    <ClientPage
      token={token}
      page={page}
      sites={sites.filter((site): site is ClientSite => site !== null)}
      payOnline={Boolean(env.STRIPE_SECRET_KEY)}
      bankTransferDetails={bankTransferDetails}
      paid={(await searchParams).paid === "1"}
    />
  );
}

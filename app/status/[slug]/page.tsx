/**
 * /status/<slug>: a public status page (docs/federation-protocol.md "Status pages"). Rendered on its first
 * visit and then served from the cache (a draft, and a slug that breaks the identifier rule, is a 404); the writers expire it (a component's state moving, an incident or
 * maintenance write, the page's settings), and it is regenerated at most a minute later regardless. An
 * unknown slug is a 404.
 */
import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { PublicStatusView } from "@/components/status-pages/public-status-view";
import { isIdentifier } from "@/lib/input/identifiers";
import { cachedPublicStatus } from "@/lib/status-pages/cached-status";
import { OVERALL_SENTENCE } from "@/lib/status-pages/labels";

/** `STATUS_PAGE_REVALIDATE_SECONDS` (a route's segment config must be a literal). */
export const revalidate = 60;

/** None at build time: each page is rendered on its first visit, then cached. */
export function generateStaticParams(): { slug: string }[] {
  return [];
}

type Props = { params: Promise<{ slug: string }> };

/** The page at the path's slug; a slug that breaks the identifier rule names no page and is not looked up. */
async function statusAt(params: Props["params"]) {
  const { slug } = await params;
  return isIdentifier("slug", slug) ? cachedPublicStatus(slug) : null;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const status = await statusAt(params);
  if (!status) return {};
  return {
    title: { absolute: `${status.page.name} status` },
    description: OVERALL_SENTENCE[status.state],
    alternates: { types: { "application/atom+xml": `/status/${status.page.slug}/feed.atom` } },
  };
}

export default async function StatusPage({ params }: Props) {
  const status = await statusAt(params);
  if (!status) notFound();
  return <PublicStatusView status={status} />;
}

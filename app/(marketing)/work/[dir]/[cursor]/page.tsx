/**
 * /work/next/<cursor> and /work/prev/<cursor>: a further page of "View all work"
 * (components/landing/work-page.tsx). Built on its first visit and then served static, regenerated like
 * the landing page; a cursor that names no public project's position is a 404 (lib/portfolio/queries.ts).
 */
import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { WorkPage } from "@/components/landing/work-page";
import { isIdentifier } from "@/lib/input/identifiers";
import { getPortfolioWorkPage } from "@/lib/portfolio/queries";
import { env } from "@/lib/env";
import { publicPageMetadata } from "@/lib/seo/page-metadata";

/** Each further page is its own canonical URL: it lists other projects than /work. */
export async function generateMetadata({
  params,
}: {
  params: Promise<{ dir: string; cursor: string }>;
}): Promise<Metadata> {
  const { dir, cursor } = await params;
  return publicPageMetadata({
    title: "Our Work",
    description: "Every portal and platform Custom Portal Solutions has delivered.",
    path: `/work/${encodeURIComponent(dir)}/${encodeURIComponent(cursor)}`,
  });
}

/** `CACHE_SAFETY_SECONDS`, as on the landing page. */
export const revalidate = 300;

/** None at build time: each page is rendered on its first visit, then cached. */
export function generateStaticParams(): { dir: string; cursor: string }[] {
  return [];
}

export default async function WorkCursorPage({ params }: { params: Promise<{ dir: string; cursor: string }> }) {
  const { dir, cursor } = await params;
  if ((dir !== "next" && dir !== "prev") || !isIdentifier("cursor", cursor)) notFound();
  const page = await getPortfolioWorkPage(cursor, dir);
  if (!page) notFound();
  return <WorkPage page={page} contactEmail={env.CONTACT_EMAIL} />;
}

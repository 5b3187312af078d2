/** /work: the first page of "View all work" (components/landing/work-page.tsx); static, regenerated like the landing page. */
import type { Metadata } from "next";
import { WorkPage } from "@/components/landing/work-page";
import { getPortfolioWorkPage } from "@/lib/portfolio/queries";
import { env } from "@/lib/env";
import { publicPageMetadata } from "@/lib/seo/page-metadata";

export const metadata: Metadata = publicPageMetadata({
  title: "Our Work",
  description: "Every portal and platform Custom Portal Solutions has delivered.",
  path: "/work",
});

/** `CACHE_SAFETY_SECONDS`, as on the landing page. */
export const revalidate = 300;

export default async function WorkFirstPage() {
  const page = await getPortfolioWorkPage(null, "next");
  return <WorkPage page={page!} contactEmail={env.CONTACT_EMAIL} />;
}

/**
 * /projects/{id}: one public portfolio project (components/landing/project-detail.tsx), with its
 * CreativeWork JSON-LD and, beside it, its Open Graph card (card.png/route.tsx). Built on its first
 * visit and then served static, regenerated like the landing page (an admin's change expires it through
 * the portfolio tag). A hidden, sample or unknown project is a 404.
 */
import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { ProjectDetail } from "@/components/landing/project-detail";
import { JsonLd } from "@/components/seo/json-ld";
import { getPublicProject, parseProjectId, type PublicProjectDetail } from "@/lib/portfolio/public-project-queries";
import { env } from "@/lib/env";
import { projectCardPath, projectPagePath } from "@/lib/portfolio/public-paths";
import { publicPageMetadata } from "@/lib/seo/page-metadata";
import { creativeWorkJsonLd } from "@/lib/seo/structured-data";
import { sharedNumber } from "@/lib/sms/shared-number";
import { cutText } from "@/lib/format/text";

/** `CACHE_SAFETY_SECONDS`, as on the landing page. */
export const revalidate = 300;

/** None at build time: each project's page is rendered on its first visit, then cached. */
export function generateStaticParams(): { id: string }[] {
  return [];
}

type Props = { params: Promise<{ id: string }> };

async function projectOf({ params }: Props): Promise<PublicProjectDetail | null> {
  const id = parseProjectId((await params).id);
  return id === null ? null : getPublicProject(id);
}

/** Meta descriptions are cut by search engines at about this many characters. */
const DESCRIPTION_CHARS = 160;

export async function generateMetadata(props: Props): Promise<Metadata> {
  const project = await projectOf(props);
  if (!project) return {};
  const text = project.description.replace(/\s+/g, " ").trim();
  const description = cutText(text, DESCRIPTION_CHARS);
  return publicPageMetadata({
    title: project.title,
    description,
    path: projectPagePath(project.id),
    image: { path: projectCardPath(project.id), alt: `${project.title}, a project by Custom Portal Solutions` },
  });
}

export default async function ProjectPage(props: Props) {
  const project = await projectOf(props);
  if (!project) notFound();
  const site = { baseUrl: env.PUBLIC_BASE_URL, email: env.CONTACT_EMAIL, telephone: sharedNumber() };
  return (
    <ProjectDetail project={project}>
      <JsonLd data={creativeWorkJsonLd(project, site)} />
    </ProjectDetail>
  );
}

/**
 * Schema.org JSON-LD for the public pages: the agency as an `Organization` on the landing
 * page, and each public portfolio project as a `CreativeWork` on its own page. Typed with `schema-dts`
 * so the compiler holds them to the schema.org vocabulary. Rendered by components/seo/json-ld.tsx.
 */
import type { CreativeWork, Organization, WithContext } from "schema-dts";
import type { PublicProjectDetail } from "@/lib/portfolio/public-project-queries";
import { projectCardPath, projectPagePath } from "@/lib/portfolio/public-paths";
import { SITE_DESCRIPTION, SITE_NAME } from "./page-metadata";

/** The absolute URLs and contact details the documents refer to. */
export interface SiteFacts {
  /** `PUBLIC_BASE_URL`. */
  baseUrl: string;
  /** `CONTACT_EMAIL`. */
  email: string;
  /** The shared SMS number in E.164 (lib/sms/shared-number.ts). */
  telephone: string;
}

const absolute = (path: string, baseUrl: string) => new URL(path, baseUrl).href;

/** A reference to the agency inside another document. */
function organizationRef(site: SiteFacts) {
  return { "@type": "Organization", name: SITE_NAME, url: absolute("/", site.baseUrl) } as const satisfies Organization;
}

/** The agency: name, URL, logo (the 180 px apple-touch icon), founding year and a contact point (docs/spec/site-and-admin.md §1). */
export function organizationJsonLd(site: SiteFacts): WithContext<Organization> {
  return {
    "@context": "https://schema.org",
    ...organizationRef(site),
    logo: absolute("/apple-icon", site.baseUrl),
    description: SITE_DESCRIPTION,
    foundingDate: "2015",
    email: site.email,
    contactPoint: {
      "@type": "ContactPoint",
      contactType: "sales",
      email: site.email,
      telephone: site.telephone,
      availableLanguage: "English",
    },
  };
}

/** A public project: its page, card image, dates, technologies as keywords, and the agency as creator. */
export function creativeWorkJsonLd(project: PublicProjectDetail, site: SiteFacts): WithContext<CreativeWork> {
  const page = absolute(projectPagePath(project.id), site.baseUrl);
  return {
    "@context": "https://schema.org",
    "@type": "CreativeWork",
    name: project.title,
    description: project.description,
    url: page,
    image: absolute(projectCardPath(project.id), site.baseUrl),
    dateCreated: project.createdAt,
    dateModified: project.updatedAt,
    ...(project.technologies.length > 0 && { keywords: project.technologies.join(", ") }),
    creator: organizationRef(site),
  };
}

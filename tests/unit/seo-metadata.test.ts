/** Search and share metadata of the public site (docs/decisions/public-site.md "Search and share metadata"): robots rules, page metadata, JSON-LD. */
import { describe, expect, it } from "vitest";
import { jsonLdText } from "@/components/seo/json-ld";
import { ADMIN_SCREENS } from "@/lib/admin-screens";
import type { PublicProjectDetail } from "@/lib/portfolio/public-project-queries";
import { parseProjectId } from "@/lib/portfolio/public-project-queries";
import { publicPageMetadata } from "@/lib/seo/page-metadata";
import { robotsRules } from "@/lib/seo/robots-rules";
import { creativeWorkJsonLd, organizationJsonLd } from "@/lib/seo/structured-data";

const site = { baseUrl: "https://portal.example", email: "hello@portal.example", telephone: "+15550102030" };

describe("robots rules", () => {
  it("allow the site, disallow every console screen, /api/ and /auth, and name the sitemap", () => {
    const robots = robotsRules("https://portal.example/");
    const rule = [robots.rules].flat()[0]!;
    expect(rule).toMatchObject({ userAgent: "*", allow: "/" });
    const disallowed = [rule.disallow].flat();
    expect(disallowed).toEqual(
      expect.arrayContaining(["/dashboard", "/api/", "/auth", ...ADMIN_SCREENS.map((s) => s.path)]),
    );
    expect(disallowed).not.toContain("/");
    expect(disallowed).not.toContain("/work");
    expect(robots.sitemap).toBe("https://portal.example/sitemap.xml");
  });
});

describe("public page metadata", () => {
  it("gives a page its canonical path, og:* and the large-image Twitter card", () => {
    const metadata = publicPageMetadata({
      title: "Privacy Policy",
      description: "How we handle data.",
      path: "/privacy",
    });
    expect(metadata).toMatchObject({
      title: "Privacy Policy",
      description: "How we handle data.",
      alternates: { canonical: "/privacy" },
      openGraph: {
        title: "Privacy Policy",
        description: "How we handle data.",
        url: "/privacy",
        siteName: "Custom Portal Solutions",
        type: "website",
      },
      twitter: { card: "summary_large_image", title: "Privacy Policy" },
    });
    // A page's openGraph replaces the layout's, so it must name the card itself: the landing page's by default.
    const card = { url: "/opengraph-image", width: 1200, height: 630, type: "image/png" };
    expect(metadata.openGraph?.images).toEqual([expect.objectContaining(card)]);
    expect(metadata.twitter?.images).toEqual([expect.objectContaining(card)]);
  });

  it("claims no canonical URL or og:url for the share link's page", () => {
    const image = { path: "/redeem/card.png", alt: "You have a project code from Custom Portal Solutions" };
    const metadata = publicPageMetadata({
      title: "Redeem your project code",
      description: "A code.",
      path: null,
      image,
    });
    expect(metadata.alternates).toBeUndefined();
    expect(metadata.openGraph?.images).toEqual([expect.objectContaining({ url: image.path, alt: image.alt })]);
    expect(metadata.openGraph).not.toHaveProperty("url");
  });
});

describe("JSON-LD", () => {
  it("describes the agency as an Organization with a contact point", () => {
    const data = JSON.parse(jsonLdText(organizationJsonLd(site)));
    expect(data).toMatchObject({
      "@context": "https://schema.org",
      "@type": "Organization",
      name: "Custom Portal Solutions",
      url: "https://portal.example/",
      logo: "https://portal.example/apple-icon",
      contactPoint: { "@type": "ContactPoint", email: "hello@portal.example", telephone: "+15550102030" },
    });
  });

  it("describes a project as a CreativeWork and cannot end its script block early", () => {
    const project: PublicProjectDetail = {
      id: 7,
      title: "Portal </script><script>alert(1)</script>",
      description: "Dispatch.",
      imageUrl: null,
      projectUrl: null,
      technologies: ["Next.js", "PostgreSQL"],
      createdAt: "2024-01-02T00:00:00.000Z",
      updatedAt: "2024-03-04T00:00:00.000Z",
    };
    const text = jsonLdText(creativeWorkJsonLd(project, site));
    expect(text).not.toContain("<");
    expect(JSON.parse(text)).toMatchObject({
      "@type": "CreativeWork",
      name: project.title,
      url: "https://portal.example/projects/7",
      image: "https://portal.example/projects/7/card.png",
      dateModified: "2024-03-04T00:00:00.000Z",
      keywords: "Next.js, PostgreSQL",
      creator: { "@type": "Organization", name: "Custom Portal Solutions" },
    });
  });
});

describe("parseProjectId", () => {
  it("reads a positive serial id and nothing else", () => {
    expect(parseProjectId("42")).toBe(42);
    expect(parseProjectId("2147483647")).toBe(2_147_483_647);
    for (const segment of ["0", "042", "-1", "1.5", "abc", "2147483648", "1e3", ""])
      expect(parseProjectId(segment), segment).toBeNull();
  });
});

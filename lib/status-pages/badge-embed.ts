/**
 * What the console offers an owner to put a status page's badges elsewhere (a README, a website's
 * footer): each badge's address and its embed code in Markdown and HTML, the badge linking to the page
 * (docs/federation-protocol.md "Status pages"). Pure; `escapeXml` keeps a page name from breaking out of
 * an HTML attribute, and Markdown's brackets are escaped in the alternative text.
 */
import { escapeXml } from "./badge-svg";

/** The badges a page serves, as /status/<slug>/badge/<file>. */
export const STATUS_BADGES = [
  { file: "state.svg", title: "Current status", alt: "status" },
  { file: "uptime.svg", title: "Uptime (30 days)", alt: "uptime" },
] as const;

/** One badge as the console shows it. */
export interface BadgeEmbed {
  title: string;
  /** The badge's absolute address, to copy. */
  url: string;
  /** The badge's path on this app, for the console's preview. */
  path: string;
  markdown: string;
  html: string;
}

/** Markdown's link-text specials escaped. */
const markdownText = (text: string) => text.replace(/[\\[\]]/g, (c) => `\\${c}`);

/** The badges of the page `slug` named `pageName`, served at `baseUrl` (the run-time public address). */
export function badgeEmbeds(baseUrl: string, slug: string, pageName: string): BadgeEmbed[] {
  const origin = baseUrl.replace(/\/+$/, "");
  const pagePath = `/status/${encodeURIComponent(slug)}`;
  const pageUrl = `${origin}${pagePath}`;
  return STATUS_BADGES.map(({ file, title, alt }) => {
    const path = `${pagePath}/badge/${file}`;
    const url = `${origin}${path}`;
    const altText = `${pageName} ${alt}`;
    return {
      title,
      url,
      path,
      markdown: `[![${markdownText(altText)}](${url})](${pageUrl})`,
      html: `<a href="${escapeXml(pageUrl)}"><img src="${escapeXml(url)}" alt="${escapeXml(altText)}"></a>`,
    };
  });
}

// GET /status/<slug>/feed.atom - the page's recent incidents as an Atom feed (RFC 4287)
/**
 * GET /status/<slug>/feed.atom: the page's incidents (current and the last 14 days) as an Atom feed
 * (RFC 4287): one entry per incident, updated with its latest update, its updates as the entry's text.
 * From the page's cached read.
 */
import { withErrors } from "@/lib/http/route";
import { env } from "@/lib/env";
import { escapeXml } from "@/lib/status-pages/badge-svg";
import { isIdentifier } from "@/lib/input/identifiers";
import { cachedPublicStatus } from "@/lib/status-pages/cached-status";
import { INCIDENT_STATUS_LABELS } from "@/lib/incidents/labels";

export const GET = withErrors(async (_request: Request, { params }: { params: Promise<{ slug: string }> }) => {
  const { slug } = await params;
  const status = isIdentifier("slug", slug) ? await cachedPublicStatus(slug) : null;
  if (!status) return new Response("No status page at this address", { status: 404 });
  const base = `${env.PUBLIC_BASE_URL.replace(/\/+$/, "")}/status/${status.page.slug}`;
  const entries = [...status.current, ...status.history].map((id) => status.incidents[id]!);
  const updated =
    entries
      .map((i) => i.updates[0]?.at ?? i.startedAt)
      .sort()
      .at(-1) ?? status.generatedAt;
  const xml = [
    `<?xml version="1.0" encoding="utf-8"?>`,
    `<feed xmlns="http://www.w3.org/2005/Atom">`,
    `<title>${escapeXml(status.page.name)} incidents</title>`,
    `<id>${escapeXml(base)}</id>`,
    `<link rel="alternate" type="text/html" href="${escapeXml(base)}"/>`,
    `<link rel="self" type="application/atom+xml" href="${escapeXml(`${base}/feed.atom`)}"/>`,
    `<updated>${updated}</updated>`,
    `<author><name>${escapeXml(status.page.name)}</name></author>`,
    ...entries.map((incident) => {
      const text = incident.updates.map((u) => `${INCIDENT_STATUS_LABELS[u.status]} (${u.at}): ${u.body}`).join("\n\n");
      return [
        `<entry>`,
        `<title>${escapeXml(`${incident.title} (${INCIDENT_STATUS_LABELS[incident.status]})`)}</title>`,
        `<id>${escapeXml(`${base}#incident-${incident.id}`)}</id>`,
        `<link rel="alternate" type="text/html" href="${escapeXml(`${base}#incident-${incident.id}`)}"/>`,
        `<published>${incident.startedAt}</published>`,
        `<updated>${incident.updates[0]?.at ?? incident.startedAt}</updated>`,
        `<content type="text">${escapeXml(text)}</content>`,
        `</entry>`,
      ].join("");
    }),
    `</feed>`,
  ].join("\n");
  return new Response(xml, {
    headers: { "Content-Type": "application/atom+xml; charset=utf-8", "Cache-Control": "public, max-age=60" },
  });
});

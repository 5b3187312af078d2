// GET /status/<slug>/badge/{state,uptime}.svg - the page's state and 30-day uptime as SVG badges
/**
 * GET /status/<slug>/badge/state.svg and /status/<slug>/badge/uptime.svg: the page's overall state, and
 * its components' uptime over the last 30 days (or since monitoring began, lib/status-pages/uptime-figure.ts), as SVG badges (lib/status-pages/badge-svg.ts), from the
 * page's cached read. Short lifetimes: a README's image proxy refetches within a minute.
 */
import { withErrors } from "@/lib/http/route";
import { badgeSvg } from "@/lib/status-pages/badge-svg";
import { isIdentifier } from "@/lib/input/identifiers";
import { cachedPublicStatus } from "@/lib/status-pages/cached-status";
import { barLevel } from "@/lib/status-pages/daily-bars";
import { PUBLIC_STATE_DISPLAY } from "@/lib/status-pages/labels";
import { combinedUptimeFigure, uptimeWindowWords } from "@/lib/status-pages/uptime-figure";

/** Days the uptime badge sums. */
const UPTIME_DAYS = 30;
const LEVEL_COLOR = {
  none: "#6b7280",
  ok: "#047857",
  minor: "#b45309",
  major: "#c2410c",
  critical: "#b91c1c",
} as const;

const svg = (body: string, status = 200) =>
  new Response(body, {
    status,
    headers: {
      "Content-Type": "image/svg+xml; charset=utf-8",
      "Cache-Control": "public, max-age=60, stale-while-revalidate=60",
    },
  });

export const GET = withErrors(
  async (_request: Request, { params }: { params: Promise<{ slug: string; kind: string }> }) => {
    const { slug, kind } = await params;
    if (kind !== "state.svg" && kind !== "uptime.svg")
      return new Response("Unknown badge: use state.svg or uptime.svg", { status: 404 });
    const status = isIdentifier("slug", slug) ? await cachedPublicStatus(slug) : null;
    if (!status) return svg(badgeSvg("status", "not found", "#6b7280"), 404);
    if (kind === "state.svg") {
      const state = PUBLIC_STATE_DISPLAY[status.state];
      return svg(badgeSvg("status", state.label.toLowerCase(), state.badgeColor));
    }
    const figure = combinedUptimeFigure(
      status.groups.flatMap((group) => group.components).map((component) => component.days.slice(-UPTIME_DAYS)),
    );
    return svg(
      badgeSvg(
        `uptime ${uptimeWindowWords(figure, `${UPTIME_DAYS}d`)}`,
        figure.percent === null ? "no checks yet" : `${figure.percent.toFixed(2)}%`,
        LEVEL_COLOR[barLevel(figure.percent)],
      ),
    );
  },
);

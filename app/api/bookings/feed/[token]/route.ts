// GET /api/bookings/feed/<token> - a host's private calendar feed (iCalendar, lib/bookings/host-feed.ts)
import { hostFeedCalendar } from "@/lib/bookings/host-feed";
import { isSecretToken } from "@/lib/bookings/secret-token";
import { withErrors } from "@/lib/http/route";

export const GET = withErrors(async (_request: Request, { params }: { params: Promise<{ token: string }> }) => {
  const { token } = await params;
  const calendar = isSecretToken(token) ? await hostFeedCalendar(token) : null;
  if (calendar === null) return new Response("No calendar at this address", { status: 404 });
  return new Response(calendar, {
    headers: {
      "content-type": "text/calendar; charset=utf-8",
      "cache-control": "private, no-store",
    },
  });
});

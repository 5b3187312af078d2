// GET /api/admin/status-pages/{id}/subscribers/export - a status page's subscribers as CSV (owners)
/**
 * The subscribers the page's list shows for the same search (`sq`), newest first, streamed in keyset
 * batches. Personal data: the export is audited (`status-subscribers.export`).
 */
import { withAdmin } from "@/lib/auth/route";
import { AppError } from "@/lib/errors/app-error";
import { routeId } from "@/lib/http/route";
import { readListParams } from "@/lib/pagination/list-params";
import { statusPageSlug, subscriberBatches } from "@/lib/status-pages/queries";
import { subscribersCsv, subscribersFileName } from "@/lib/status-subscribers/subscribers-csv";

export const GET = withAdmin<{ params: Promise<{ id: string }> }>(
  "status-subscribers.export",
  async (request, { params }) => {
    const id = routeId((await params).id);
    const slug = await statusPageSlug(id);
    if (slug === null) throw new AppError("not_found", "This status page no longer exists");
    const { q } = readListParams(Object.fromEntries(new URL(request.url).searchParams), "s");
    return new Response(subscribersCsv(subscriberBatches(id, q)), {
      headers: {
        "content-type": "text/csv; charset=utf-8",
        "content-disposition": `attachment; filename="${subscribersFileName(slug, new Date())}"`,
        "cache-control": "no-store",
        "x-content-type-options": "nosniff",
      },
    });
  },
);

// GET /api/admin/audit-log/export - the audit log as CSV (owners)
/**
 * The rows /audit-log shows for the same query string (filters and `q`), newest first, as a CSV
 * download streamed in keyset batches. The export is itself audited (`audit.export`).
 */
import { loadAuditFilter } from "@/lib/audit/list-filter";
import { auditLogCsv, auditLogFileName } from "@/lib/audit/audit-csv";
import { auditLogBatches } from "@/lib/audit/queries";
import { withAdmin } from "@/lib/auth/route";
import { readListParams } from "@/lib/pagination/list-params";

export const GET = withAdmin("audit.export", async (request) => {
  const url = new URL(request.url);
  const { q } = readListParams(Object.fromEntries(url.searchParams));
  return new Response(auditLogCsv(auditLogBatches(loadAuditFilter(url.searchParams), q)), {
    headers: {
      "content-type": "text/csv; charset=utf-8",
      "content-disposition": `attachment; filename="${auditLogFileName(new Date())}"`,
      "cache-control": "no-store",
      "x-content-type-options": "nosniff",
    },
  });
});

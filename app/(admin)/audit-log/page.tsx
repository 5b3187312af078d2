/** /audit-log: who did what (docs/decisions/auth-and-roles.md "Audit log"); owners only (`audit.view`). */
import type { Metadata } from "next";
import { AuditLogScreen, type AuditChoice } from "@/components/audit/audit-log-screen";
import { ForbiddenNotice } from "@/components/console/forbidden-notice";
import { PageHeader } from "@/components/console/page-header";
import { AUDIT_EVENTS, jobAction } from "@/lib/audit/events";
import { loadAuditFilter } from "@/lib/audit/list-filter";
import { pageAuditLog } from "@/lib/audit/queries";
import { PERMISSION_KEYS, permissionOf, roleMay } from "@/lib/auth/permissions";
import { requireUser } from "@/lib/auth/session";
import { readListParams } from "@/lib/pagination/list-params";
import { JOBS } from "@/lib/scheduler/jobs";
import { teamMembers } from "@/lib/team/queries";

export const metadata: Metadata = { title: "Audit Log" };

/** Every recorded action for the Action filter: the audited permissions, the events, the scheduled jobs. */
const ACTIONS: AuditChoice[] = [
  ...PERMISSION_KEYS.filter((key) => permissionOf(key).kind !== "read").map((key) => ({
    value: key,
    label: permissionOf(key).label,
  })),
  ...AUDIT_EVENTS,
  ...JOBS.map((job) => ({ value: jobAction(job.name), label: `Scheduled job: ${job.name}` })),
];

const PAGING_KEYS = new Set(["cursor", "dir", "size"]);

type SearchParams = Record<string, string | string[] | undefined>;

/** The export's address for the same filters and search, without the page position. */
function exportHref(params: SearchParams): string {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (PAGING_KEYS.has(key) || value === undefined) continue;
    query.set(key, Array.isArray(value) ? (value[0] ?? "") : value);
  }
  const text = query.toString();
  return `/api/admin/audit-log/export${text ? `?${text}` : ""}`;
}

/** One page of the log under the URL's filters; other roles see a notice instead. */
export default async function AuditLogPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  const user = await requireUser();
  const header = (
    <PageHeader
      title="Audit Log"
      description="Every change, refusal and sign-in: who, what, on which row, from where."
    />
  );
  if (!roleMay(user.role, "audit.view")) {
    return (
      <>
        {header}
        <ForbiddenNotice screen="the audit log" />
      </>
    );
  }
  const params = await searchParams;
  const request = readListParams(params);
  const [{ page, total }, members] = await Promise.all([pageAuditLog(request, loadAuditFilter(params)), teamMembers()]);
  const actors: AuditChoice[] = members.map((m) => ({ value: String(m.id), label: m.username }));
  return (
    <>
      {header}
      <AuditLogScreen page={page} total={total} actors={actors} actions={ACTIONS} exportHref={exportHref(params)} />
    </>
  );
}

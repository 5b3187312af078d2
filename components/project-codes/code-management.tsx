"use client";
/**
 * Project Code Management, the SMS drafts screen (docs/spec/site-and-admin.md §2 "Admin screens" 3): stat cards
 * Unused Codes, Redeemed Codes, Total Codes (an aggregate query); search across code, idea and client
 * and the All Codes / Unused / Redeemed filter, both in SQL with their state in the URL; one card per
 * code with its row menu (View Full Draft, Edit Draft, Copy Share Link, Delete); Previous / Next below.
 */
import { useState } from "react";
import { CheckCircle2, Copy, Hash, KeyRound, MoreHorizontal } from "lucide-react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent } from "@/components/ui/card";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from "@/components/ui/dropdown-menu";
import type { ListTotal, Page } from "@/lib/db/keyset";
import type { ProjectCodeStats } from "@/lib/project-codes/queries";
import type { ProjectCode } from "@/lib/db/schema";
import { CODE_STATUS_FILTER_LABELS } from "@/lib/project-codes/labels";
import { CODE_STATUS_FILTERS, codeStatusParser } from "@/lib/project-codes/list-filter";
import { SHARE_CARD_PATH, shareLink } from "@/lib/project-codes/share-link";
import { ideaSummary } from "@/lib/project-codes/summary";
import { formatDate } from "@/lib/format/date";
import { ListFilterSelect } from "@/components/console/list/list-filter-select";
import { ListPager } from "@/components/console/list/list-pager";
import { ListSearch } from "@/components/console/list/list-search";
import { SharePreview } from "@/components/console/share-preview";
import { useListFilter } from "@/components/console/list/use-list-state";
import { StatCard } from "@/components/console/stat-card";
import { useCopy } from "@/components/console/use-copy";
import { IfMay } from "@/components/console/if-may";
import { DeleteProjectCodeDialog } from "./delete-project-code-dialog";
import { EditDraftDialog, ViewDraftDialog } from "./draft-dialogs";
import { CODE_SEARCH_PLACEHOLDER } from "./project-codes-table";
import { EmptyState } from "@/components/console/empty-state";

type Open = { kind: "view" | "edit"; code: ProjectCode } | null;

function CodeCard({
  code,
  baseUrl,
  onOpen,
  onDelete,
}: {
  code: ProjectCode;
  baseUrl: string;
  onOpen: (open: Open) => void;
  onDelete: () => void;
}) {
  const copy = useCopy();
  const client = code.usedByName ?? code.contactName;
  const clientEmail = code.usedByEmail ?? code.contactEmail;
  // The toast shows the card the link unfurls with (docs/decisions/public-site.md "Search and share metadata"), long enough to look at it.
  const copyShareLink = () => {
    const link = shareLink(baseUrl, code.code);
    const description = (
      <div className="grid gap-2">
        <span className="break-all">{link}</span>
        <SharePreview
          src={SHARE_CARD_PATH}
          caption="Unfurls with this preview: it never shows the idea or the draft."
        />
      </div>
    );
    return copy(link, "Share link", { description, duration: 10_000 });
  };
  return (
    <li data-code={code.code}>
      <Card className="gap-3 py-4">
        <CardContent className="grid gap-3 px-4">
          <div className="flex flex-wrap items-center gap-2">
            <span className="font-mono text-lg font-semibold tracking-wider">{code.code}</span>
            {code.isUsed ? <Badge variant="secondary">Redeemed</Badge> : <Badge>Available</Badge>}
            <Button
              variant="ghost"
              size="icon"
              aria-label={`Copy code ${code.code}`}
              onClick={() => copy(code.code, "Code")}
            >
              <Copy aria-hidden="true" />
            </Button>
            {/* Not modal: a dialog opened from an item must get the focus and pointer back when the menu closes. */}
            <DropdownMenu modal={false}>
              <DropdownMenuTrigger asChild>
                <Button variant="ghost" size="icon" className="ml-auto" aria-label={`Actions for ${code.code}`}>
                  <MoreHorizontal aria-hidden="true" />
                </Button>
              </DropdownMenuTrigger>
              <DropdownMenuContent align="end">
                <DropdownMenuItem onSelect={() => onOpen({ kind: "view", code })}>View Full Draft</DropdownMenuItem>
                <IfMay permission="codes.draft">
                  <DropdownMenuItem onSelect={() => onOpen({ kind: "edit", code })}>Edit Draft</DropdownMenuItem>
                </IfMay>
                <DropdownMenuItem onSelect={() => void copyShareLink()}>Copy Share Link</DropdownMenuItem>
                <IfMay permission="codes.delete">
                  <DropdownMenuSeparator />
                  <DropdownMenuItem variant="destructive" onSelect={onDelete}>
                    Delete
                  </DropdownMenuItem>
                </IfMay>
              </DropdownMenuContent>
            </DropdownMenu>
          </div>
          <div>
            <p className="text-xs font-medium tracking-wide text-muted-foreground uppercase">Original Idea</p>
            <p className="line-clamp-3 text-sm">{ideaSummary(code.draft)}</p>
          </div>
          <dl className="flex flex-wrap gap-x-6 gap-y-1 text-xs text-muted-foreground">
            <div className="flex gap-1">
              <dt>Created</dt>
              <dd>{formatDate(code.createdAt)}</dd>
            </div>
            {code.usedAt && (
              <div className="flex gap-1">
                <dt>Redeemed</dt>
                <dd>{formatDate(code.usedAt)}</dd>
              </div>
            )}
            {(client || clientEmail) && (
              <div className="flex gap-1">
                <dt>Client</dt>
                <dd>{[client, clientEmail].filter(Boolean).join(" · ")}</dd>
              </div>
            )}
          </dl>
        </CardContent>
      </Card>
    </li>
  );
}

/** The screen below its header: one server page (docs/decisions/data-and-jobs.md "Server-paged lists"); `baseUrl` is `PUBLIC_BASE_URL`, for share links. */
export function CodeManagement({
  page,
  total,
  stats,
  baseUrl,
}: {
  page: Page<ProjectCode>;
  total: ListTotal;
  stats: ProjectCodeStats;
  baseUrl: string;
}) {
  const [open, setOpen] = useState<Open>(null);
  const [deleting, setDeleting] = useState<ProjectCode | null>(null);
  const filter = useListFilter("status", codeStatusParser);

  return (
    <>
      <div className="mb-6 grid gap-4 sm:grid-cols-3">
        <StatCard label="Unused Codes" value={stats.unused} icon={KeyRound} />
        <StatCard label="Redeemed Codes" value={stats.redeemed} icon={CheckCircle2} />
        <StatCard label="Total Codes" value={stats.total} icon={Hash} />
      </div>
      <div className="mb-4 flex flex-col gap-3 sm:flex-row">
        <div className="flex-1">
          <ListSearch label="Search" placeholder={CODE_SEARCH_PLACEHOLDER} />
        </div>
        <ListFilterSelect
          label="Filter codes"
          value={filter.value}
          options={CODE_STATUS_FILTERS}
          labels={CODE_STATUS_FILTER_LABELS}
          onChange={filter.setValue}
          className="w-full sm:w-44"
        />
      </div>
      {page.rows.length === 0 ? (
        <EmptyState bordered>No project codes found.</EmptyState>
      ) : (
        <ul aria-label="Project codes" className="grid gap-4">
          {page.rows.map((code) => (
            <CodeCard key={code.id} code={code} baseUrl={baseUrl} onOpen={setOpen} onDelete={() => setDeleting(code)} />
          ))}
        </ul>
      )}
      {(page.rows.length > 0 || page.prevCursor) && <ListPager page={page} total={total} noun="codes" />}
      {open?.kind === "view" && <ViewDraftDialog code={open.code} onClose={() => setOpen(null)} />}
      {open?.kind === "edit" && <EditDraftDialog key={open.code.id} code={open.code} onClose={() => setOpen(null)} />}
      <DeleteProjectCodeDialog code={deleting} onClose={() => setDeleting(null)} />
    </>
  );
}

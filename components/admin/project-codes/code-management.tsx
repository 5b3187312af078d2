"use client";
/**
 * Project Code Management, the SMS drafts screen (site-and-admin.md §2 "Admin screens" 3): stat cards
 * Unused Codes, Redeemed Codes, Total Codes; search across code, idea and client; the All Codes /
 * Unused / Redeemed filter; one card per code with its row menu (View Full Draft, Edit Draft, Copy
 * Share Link, Delete).
 */
import { useMemo, useState } from "react";
import { CheckCircle2, Copy, Hash, KeyRound, MoreHorizontal, Search } from "lucide-react";
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
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import type { ProjectCode } from "@/lib/db/schema";
import { shareLink } from "@/lib/project-codes/share-link";
import { ideaSummary } from "@/lib/project-codes/summary";
import { formatDate } from "../format-date";
import { StatCard } from "../stat-card";
import { useCopy } from "../use-copy";
import { DeleteProjectCodeDialog } from "./delete-project-code-dialog";
import { EditDraftDialog, ViewDraftDialog } from "./draft-dialogs";

type Filter = "all" | "unused" | "redeemed";
type Open = { kind: "view" | "edit"; code: ProjectCode } | null;

/** True when `query` (lower-case) occurs in the code, its draft or a client's name or e-mail. */
function matches(code: ProjectCode, query: string): boolean {
  if (!query) return true;
  return [code.code, code.projectIdea, code.usedByName, code.usedByEmail, code.contactName, code.contactEmail].some((field) =>
    field?.toLowerCase().includes(query),
  );
}

function CodeCard({ code, baseUrl, onOpen, onDelete }: { code: ProjectCode; baseUrl: string; onOpen: (open: Open) => void; onDelete: () => void }) {
  const copy = useCopy();
  const client = code.usedByName ?? code.contactName;
  const clientEmail = code.usedByEmail ?? code.contactEmail;
  return (
    <li data-code={code.code}>
      <Card className="gap-3 py-4">
        <CardContent className="grid gap-3 px-4">
          <div className="flex flex-wrap items-center gap-2">
            <span className="font-mono text-lg font-semibold tracking-wider">{code.code}</span>
            {code.isUsed ? <Badge variant="secondary">Redeemed</Badge> : <Badge>Available</Badge>}
            <Button variant="ghost" size="icon" aria-label={`Copy code ${code.code}`} onClick={() => copy(code.code, "Code")}>
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
                <DropdownMenuItem onSelect={() => onOpen({ kind: "edit", code })}>Edit Draft</DropdownMenuItem>
                <DropdownMenuItem onSelect={() => void copy(shareLink(baseUrl, code.code), "Share link")}>Copy Share Link</DropdownMenuItem>
                <DropdownMenuSeparator />
                <DropdownMenuItem variant="destructive" onSelect={onDelete}>
                  Delete
                </DropdownMenuItem>
              </DropdownMenuContent>
            </DropdownMenu>
          </div>
          <div>
            <p className="text-xs font-medium tracking-wide text-muted-foreground uppercase">Original Idea</p>
            <p className="line-clamp-3 text-sm">{ideaSummary(code.projectIdea)}</p>
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

/** The screen below its header; `baseUrl` is `PUBLIC_BASE_URL`, for share links. */
export function CodeManagement({ codes, baseUrl }: { codes: ProjectCode[]; baseUrl: string }) {
  const [query, setQuery] = useState("");
  const [filter, setFilter] = useState<Filter>("all");
  const [open, setOpen] = useState<Open>(null);
  const [deleting, setDeleting] = useState<ProjectCode | null>(null);
  const redeemed = codes.filter((c) => c.isUsed).length;
  const shown = useMemo(() => {
    const needle = query.trim().toLowerCase();
    return codes.filter((c) => (filter === "all" || c.isUsed === (filter === "redeemed")) && matches(c, needle));
  }, [codes, query, filter]);

  return (
    <>
      <div className="mb-6 grid gap-4 sm:grid-cols-3">
        <StatCard label="Unused Codes" value={codes.length - redeemed} icon={KeyRound} />
        <StatCard label="Redeemed Codes" value={redeemed} icon={CheckCircle2} />
        <StatCard label="Total Codes" value={codes.length} icon={Hash} />
      </div>
      <div className="mb-4 flex flex-col gap-3 sm:flex-row">
        <div className="relative flex-1">
          <Label htmlFor="code-search" className="sr-only">
            Search
          </Label>
          <Search className="pointer-events-none absolute top-2.5 left-3 size-4 text-muted-foreground" aria-hidden="true" />
          <Input
            id="code-search"
            type="search"
            className="pl-9"
            placeholder="Search codes, ideas, or client names..."
            value={query}
            onChange={(event) => setQuery(event.target.value)}
          />
        </div>
        <Select value={filter} onValueChange={(value) => setFilter(value as Filter)}>
          <SelectTrigger className="w-full sm:w-44" aria-label="Filter codes">
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            <SelectItem value="all">All Codes</SelectItem>
            <SelectItem value="unused">Unused</SelectItem>
            <SelectItem value="redeemed">Redeemed</SelectItem>
          </SelectContent>
        </Select>
      </div>
      {shown.length === 0 ? (
        <p className="rounded-xl border border-dashed py-16 text-center text-sm text-muted-foreground">No project codes found.</p>
      ) : (
        <ul aria-label="Project codes" className="grid gap-4">
          {shown.map((code) => (
            <CodeCard key={code.id} code={code} baseUrl={baseUrl} onOpen={setOpen} onDelete={() => setDeleting(code)} />
          ))}
        </ul>
      )}
      {open?.kind === "view" && <ViewDraftDialog code={open.code} onClose={() => setOpen(null)} />}
      {open?.kind === "edit" && <EditDraftDialog key={open.code.id} code={open.code} onClose={() => setOpen(null)} />}
      <DeleteProjectCodeDialog code={deleting} onClose={() => setDeleting(null)} />
    </>
  );
}

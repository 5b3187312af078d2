"use client";
/**
 * The command details dialog (docs/spec/operator-console.md §2 "/command-broadcaster"): the command text and each
 * site's response: site name (or 'Site {id}'), status, response time in ms, response text and error
 * text. Loaded from GET /api/csc/command-details only while a command is selected (§7), a page of
 * responses at a time (Previous / Next; the position is the dialog's own, not the URL's).
 */
import { useEffect, useState } from "react";
import { ChevronLeft, ChevronRight, Loader2 } from "lucide-react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { totalLabel } from "@/components/console/list/list-pager";
import { callApi } from "./api";
import type { CommandDetailsJson } from "./types";

const VARIANT: Record<string, "default" | "destructive" | "secondary"> = {
  success: "default",
  failed: "destructive",
  timeout: "secondary",
};

/** The dialog for `commandId` (closed when null). */
export function CommandDetailsDialog({ commandId, onClose }: { commandId: number | null; onClose: () => void }) {
  const [details, setDetails] = useState<{ key: string; data: CommandDetailsJson | null } | null>(null);
  const [position, setPosition] = useState<{ commandId: number; cursor: string; dir: "next" | "prev" } | null>(null);
  const at = position && position.commandId === commandId ? position : null;
  const key = `${commandId}|${at?.cursor ?? ""}|${at?.dir ?? ""}`;

  useEffect(() => {
    if (commandId === null) return;
    let current = true;
    const page = at ? `&cursor=${encodeURIComponent(at.cursor)}&dir=${at.dir}` : "";
    callApi<CommandDetailsJson>(`/api/csc/command-details?commandId=${commandId}${page}`).then((result) => {
      if (current) setDetails({ key, data: result.ok ? result.data : null });
    });
    return () => {
      current = false;
    };
  }, [commandId, at, key]);

  const loaded = details && details.key === key ? details.data : undefined;
  const go = (cursor: string | null, dir: "next" | "prev") =>
    cursor && commandId !== null && setPosition({ commandId, cursor, dir });
  return (
    <Dialog open={commandId !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="sm:max-w-2xl">
        <DialogHeader>
          <DialogTitle>Command Details</DialogTitle>
          <DialogDescription>Each site&apos;s answer to the command.</DialogDescription>
        </DialogHeader>
        {loaded === undefined ? (
          <div className="flex justify-center py-6" role="status">
            <Loader2 className="animate-spin" aria-hidden="true" />
            <span className="sr-only">Loading</span>
          </div>
        ) : loaded === null ? (
          <p className="text-sm text-destructive">The command&apos;s details could not be loaded.</p>
        ) : (
          <div className="grid gap-4">
            <pre className="rounded-md bg-muted p-3 font-mono text-sm whitespace-pre-wrap">
              {loaded.command.commandText}
            </pre>
            {loaded.responses.rows.length === 0 ? (
              <p className="text-sm text-muted-foreground">No site responses recorded.</p>
            ) : (
              <ul className="grid gap-2" aria-label="Site responses">
                {loaded.responses.rows.map((r) => (
                  <li key={r.id} className="rounded-lg border px-4 py-3 text-sm">
                    <div className="flex flex-wrap items-center justify-between gap-2">
                      <span className="font-medium">{r.siteName ?? `Site ${r.siteId}`}</span>
                      <span className="flex items-center gap-2">
                        <Badge variant={VARIANT[r.status] ?? "outline"}>{r.status}</Badge>
                        <span className="tabular-nums text-muted-foreground">{r.responseTime ?? 0}ms</span>
                      </span>
                    </div>
                    {r.response && (
                      <pre tabIndex={0} className="mt-2 max-h-40 overflow-auto font-mono text-xs whitespace-pre-wrap">
                        {r.response}
                      </pre>
                    )}
                    {r.errorMessage && <p className="mt-2 text-xs text-destructive">{r.errorMessage}</p>}
                  </li>
                ))}
              </ul>
            )}
            {(loaded.responses.prevCursor || loaded.responses.nextCursor) && (
              <nav
                aria-label="Pages of site responses"
                className="flex flex-wrap items-center justify-between gap-2 text-sm"
              >
                <p className="text-muted-foreground">{totalLabel(loaded.responses.total, "responses")}</p>
                <div className="flex gap-2">
                  <Button
                    variant="outline"
                    size="sm"
                    disabled={!loaded.responses.prevCursor}
                    onClick={() => go(loaded.responses.prevCursor, "prev")}
                  >
                    <ChevronLeft aria-hidden="true" /> Previous
                  </Button>
                  <Button
                    variant="outline"
                    size="sm"
                    disabled={!loaded.responses.nextCursor}
                    onClick={() => go(loaded.responses.nextCursor, "next")}
                  >
                    Next <ChevronRight aria-hidden="true" />
                  </Button>
                </div>
              </nav>
            )}
          </div>
        )}
      </DialogContent>
    </Dialog>
  );
}

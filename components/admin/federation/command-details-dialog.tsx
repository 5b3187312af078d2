"use client";
/**
 * The command details dialog (operator-console.md §2 "/command-broadcaster"): the command text and each
 * site's response: site name (or 'Site {id}'), status, response time in ms, response text and error
 * text. Loaded from GET /api/csc/command-details only while a command is selected (§7).
 */
import { useEffect, useState } from "react";
import { Loader2 } from "lucide-react";
import { Badge } from "@/components/ui/badge";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { callApi } from "./api";
import type { CommandDetailsJson } from "./types";

const VARIANT: Record<string, "default" | "destructive" | "secondary"> = { success: "default", failed: "destructive", timeout: "secondary" };

/** The dialog for `commandId` (closed when null). */
export function CommandDetailsDialog({ commandId, onClose }: { commandId: number | null; onClose: () => void }) {
  const [details, setDetails] = useState<{ id: number; data: CommandDetailsJson | null } | null>(null);

  useEffect(() => {
    if (commandId === null) return;
    let current = true;
    callApi<CommandDetailsJson>(`/api/csc/command-details?commandId=${commandId}`).then((result) => {
      if (current) setDetails({ id: commandId, data: result.ok ? result.data : null });
    });
    return () => {
      current = false;
    };
  }, [commandId]);

  const loaded = details && details.id === commandId ? details.data : undefined;
  return (
    <Dialog open={commandId !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="max-h-[85vh] overflow-y-auto sm:max-w-2xl">
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
            <pre className="rounded-md bg-muted p-3 font-mono text-sm whitespace-pre-wrap">{loaded.command.commandText}</pre>
            {loaded.responses.length === 0 ? (
              <p className="text-sm text-muted-foreground">No site responses recorded.</p>
            ) : (
              <ul className="grid gap-2" aria-label="Site responses">
                {loaded.responses.map((r) => (
                  <li key={r.id} className="rounded-lg border px-4 py-3 text-sm">
                    <div className="flex flex-wrap items-center justify-between gap-2">
                      <span className="font-medium">{r.siteName ?? `Site ${r.siteId}`}</span>
                      <span className="flex items-center gap-2">
                        <Badge variant={VARIANT[r.status] ?? "outline"}>{r.status}</Badge>
                        <span className="tabular-nums text-muted-foreground">{r.responseTime ?? 0}ms</span>
                      </span>
                    </div>
                    {r.response && <pre tabIndex={0} className="mt-2 max-h-40 overflow-auto font-mono text-xs whitespace-pre-wrap">{r.response}</pre>}
                    {r.errorMessage && <p className="mt-2 text-xs text-destructive">{r.errorMessage}</p>}
                  </li>
                ))}
              </ul>
            )}
          </div>
        )}
      </DialogContent>
    </Dialog>
  );
}

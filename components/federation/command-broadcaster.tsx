"use client";
/**
 * Command Broadcaster (docs/spec/operator-console.md §2 "/command-broadcaster"): the Broadcast Command dialog, the
 * Command History table (command cut at 60 characters, description or a dash, status, created by,
 * time, View Details) polled every 10 s (§9) a page at a time (position in the URL; 304 while nothing
 * changed), the details dialog and the Remote Site Setup card.
 */
import { IfMay } from "@/components/console/if-may";
import { useState } from "react";
import { Eye, Loader2, Megaphone } from "lucide-react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { CUT, POLL_MS, cut } from "@/lib/federation/labels";
import { ListPager } from "@/components/console/list/list-pager";
import { PageHeader } from "@/components/console/page-header";
import { BroadcastDialog } from "./broadcast-dialog";
import { CommandDetailsDialog } from "./command-details-dialog";
import { formatDateTime } from "@/lib/format/date";
import type { CommandJson } from "./types";
import { usePolledList } from "./use-polled-list";
import { EmptyState } from "@/components/console/empty-state";

const VARIANT: Record<string, "default" | "secondary" | "destructive" | "outline"> = {
  completed: "default",
  partial: "secondary",
  failed: "destructive",
  broadcasting: "outline",
  pending: "outline",
};

/** The broadcast form and the Command History, polled every 10 s (`POLL_MS.commandHistory`). */
export function CommandBroadcaster() {
  const history = usePolledList<CommandJson>("/api/csc/command-history", "", POLL_MS.commandHistory);
  const [composing, setComposing] = useState(false);
  const [selected, setSelected] = useState<number | null>(null);

  return (
    <>
      <PageHeader
        title="Command Broadcaster"
        description="Send one command to every active remote site and read each site's answer."
      >
        <IfMay permission="federation.broadcast">
          <Button onClick={() => setComposing(true)}>
            <Megaphone aria-hidden="true" /> Broadcast Command
          </Button>
        </IfMay>
      </PageHeader>
      <div className="grid gap-6">
        <Card>
          <CardHeader>
            <CardTitle>
              <h2>Command History</h2>
            </CardTitle>
          </CardHeader>
          <CardContent>
            {!history.data ? (
              <div className="flex justify-center py-6" role="status">
                <Loader2 className="animate-spin text-muted-foreground" aria-hidden="true" />
                <span className="sr-only">Loading</span>
              </div>
            ) : history.data.rows.length === 0 && !history.data.prevCursor ? (
              <EmptyState>No commands broadcast yet.</EmptyState>
            ) : (
              <>
                <Table aria-label="Command History">
                  <TableHeader>
                    <TableRow>
                      <TableHead>Command</TableHead>
                      <TableHead>Description</TableHead>
                      <TableHead>Status</TableHead>
                      <TableHead>Created By</TableHead>
                      <TableHead>Time</TableHead>
                      <TableHead className="text-right">View Details</TableHead>
                    </TableRow>
                  </TableHeader>
                  <TableBody>
                    {history.data.rows.map((command) => (
                      <TableRow key={command.id}>
                        <TableCell className="max-w-sm font-mono text-xs">
                          {cut(command.commandText, CUT.commandText)}
                        </TableCell>
                        <TableCell>{command.description || "-"}</TableCell>
                        <TableCell>
                          <Badge variant={VARIANT[command.status] ?? "outline"}>{command.status}</Badge>
                        </TableCell>
                        <TableCell>{command.createdBy ?? "-"}</TableCell>
                        <TableCell className="whitespace-nowrap">{formatDateTime(command.createdAt)}</TableCell>
                        <TableCell className="text-right">
                          <Button
                            size="sm"
                            variant="ghost"
                            onClick={() => setSelected(command.id)}
                            aria-label={`View details of command ${command.id}`}
                          >
                            <Eye aria-hidden="true" /> View Details
                          </Button>
                        </TableCell>
                      </TableRow>
                    ))}
                  </TableBody>
                </Table>
                <ListPager page={history.data} total={history.data.total} noun="commands" />
              </>
            )}
          </CardContent>
        </Card>
        <Card>
          <CardHeader>
            <CardTitle>
              <h2>Remote Site Setup</h2>
            </CardTitle>
            <CardDescription>What each remote site needs to receive commands.</CardDescription>
          </CardHeader>
          <CardContent className="space-y-2 text-sm">
            <p>
              Each remote site must accept <code>POST /api/federated/command</code> with a JSON body{" "}
              <code>{"{ command, timestamp, source }"}</code> and answer <code>{"{ success, message, response }"}</code>
              .
            </p>
            <p>
              Requests use bearer-token authentication (<code>Authorization: Bearer &lt;site key&gt;</code>) with the
              same key as the other federated endpoints. A site that takes longer than the per-site timeout is recorded
              as timed out.
            </p>
            <p className="text-muted-foreground">
              Sites running this portal accept <code>ping</code>, <code>status</code>, <code>version</code>,{" "}
              <code>sync-now</code> and <code>clear-cache</code>; any other command is answered with &quot;Unknown
              command&quot;.
            </p>
          </CardContent>
        </Card>
      </div>
      {composing && <BroadcastDialog onClose={() => setComposing(false)} onSent={() => void history.refresh()} />}
      <CommandDetailsDialog commandId={selected} onClose={() => setSelected(null)} />
    </>
  );
}

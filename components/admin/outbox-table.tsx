/**
 * The outbox under the Email Delivery Test: the latest messages the app sent or, without a provider,
 * would have sent (docs/decisions.md "outbox"), each body readable in place.
 */
import { Badge } from "@/components/ui/badge";
import { Table, TableBody, TableCaption, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import type { OutboxMessage } from "@/lib/db/schema";

const STATUS_VARIANT = { sent: "default", failed: "destructive", unsent: "secondary", pending: "outline" } as const;

const timeFormat = new Intl.DateTimeFormat("en-US", { dateStyle: "medium", timeStyle: "short", timeZone: "UTC" });

/**
 * One row per message: time (UTC), channel, recipient, subject, status (a failed one with its next
 * try, or "No tries left"), attempts, last error and a disclosure with the body.
 */
export function OutboxTable({ messages }: { messages: OutboxMessage[] }) {
  if (messages.length === 0) {
    return <p className="text-sm text-muted-foreground">No messages yet.</p>;
  }
  return (
    <Table>
      <TableCaption>The latest {messages.length} messages, newest first. Times are UTC.</TableCaption>
      <TableHeader>
        <TableRow>
          <TableHead>Time</TableHead>
          <TableHead>Channel</TableHead>
          <TableHead>Recipient</TableHead>
          <TableHead>Subject</TableHead>
          <TableHead>Status</TableHead>
          <TableHead className="text-right">Attempts</TableHead>
          <TableHead>Last error</TableHead>
          <TableHead>Message</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {messages.map((m) => (
          <TableRow key={m.id} className="align-top">
            <TableCell className="whitespace-nowrap">
              <time dateTime={m.createdAt.toISOString()}>{timeFormat.format(m.createdAt)}</time>
            </TableCell>
            <TableCell>{m.channel}</TableCell>
            <TableCell className="break-all">{m.recipient}</TableCell>
            <TableCell>{m.subject ?? "—"}</TableCell>
            <TableCell>
              <Badge variant={STATUS_VARIANT[m.status as keyof typeof STATUS_VARIANT] ?? "outline"}>{m.status}</Badge>
              {m.status === "failed" && (
                // Retries: lib/outbox/backoff.ts (docs/decisions.md, issue 6).
                <p className="mt-1 text-xs whitespace-nowrap text-muted-foreground">
                  {m.nextAttemptAt ? `Next try ${timeFormat.format(m.nextAttemptAt)}` : "No tries left"}
                </p>
              )}
            </TableCell>
            <TableCell className="text-right">{m.attempts}</TableCell>
            <TableCell className="max-w-48 text-destructive">{m.lastError ?? ""}</TableCell>
            <TableCell className="min-w-64">
              <details>
                <summary className="cursor-pointer text-primary">Read message #{m.id}</summary>
                <pre className="mt-2 max-h-80 overflow-auto rounded-md bg-muted p-3 font-mono text-xs whitespace-pre-wrap">
                  {m.body}
                </pre>
              </details>
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

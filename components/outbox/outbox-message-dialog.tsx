"use client";
/**
 * One outbox message's body and the names of its attached files, read in a dialog from its row: the
 * whole width of the screen for a long body, where a disclosure inside the table was cut at its edge.
 */
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from "@/components/ui/dialog";
import type { OutboxListRow } from "@/lib/outbox/queries";

/** "Read message #12", opening the message's body. */
export function OutboxMessageDialog({ message }: { message: OutboxListRow }) {
  return (
    <Dialog>
      <DialogTrigger asChild>
        <Button variant="link" size="sm" className="h-auto p-0">
          Read message #{message.id}
        </Button>
      </DialogTrigger>
      <DialogContent className="sm:max-w-2xl">
        <DialogHeader>
          <DialogTitle>Message #{message.id}</DialogTitle>
          <DialogDescription className="break-words">
            {message.channel} to {message.recipient}
            {message.subject ? `: ${message.subject}` : ""}
          </DialogDescription>
        </DialogHeader>
        {/* Focusable so keyboard users can scroll a long body. */}
        <pre
          tabIndex={0}
          aria-label={`Body of message #${message.id}`}
          className="max-h-[60vh] overflow-auto rounded-md bg-muted p-3 font-mono text-xs break-words whitespace-pre-wrap focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:outline-none"
        >
          {message.body}
        </pre>
        {message.attachmentNames.length > 0 && (
          <p className="text-xs text-muted-foreground">Attached: {message.attachmentNames.join(", ")}</p>
        )}
      </DialogContent>
    </Dialog>
  );
}

"use client";
/**
 * A quote's console actions (docs/decisions/quotes-and-projects.md "Quotes: versions, links and evidence"): edit (a sent quote
 * gets a new version), send by e-mail or SMS (a number that opted out is refused by the server; quiet hours
 * delay the text), and void. Each shows only to a role that may do it.
 */
import { useState } from "react";
import { Ban, Mail, MessageSquareText, Pencil } from "lucide-react";
import { ConfirmDialog } from "@/components/console/confirm-dialog";
import { IfMay } from "@/components/console/if-may";
import { useAdminAction } from "@/components/console/use-admin-action";
import { Button } from "@/components/ui/button";
import { sendQuoteAction, voidQuoteAction } from "@/lib/quotes/actions";
import type { QuoteFields } from "@/lib/quotes/schemas";
import { QuoteEditorDialog } from "./quote-editor-dialog";

/** The buttons for quote `id` in `status`; `values` prefill the editor; `hasEmail`/`hasPhone` offer the channels. */
export function QuoteActions({
  id,
  status,
  values,
  currentSent,
  hasEmail,
  hasPhone,
}: {
  id: number;
  status: string;
  values: QuoteFields;
  currentSent: boolean;
  hasEmail: boolean;
  hasPhone: boolean;
}) {
  const [editing, setEditing] = useState(0);
  const [voiding, setVoiding] = useState(false);
  const send = useAdminAction(sendQuoteAction, {
    errorMessage: { title: "Not sent", fallback: "The quote could not be sent." },
    successMessage: (data: { sentTo: string; version: number }) => ({
      title: "Quote sent",
      description: `Version ${data.version} to ${data.sentTo}`,
    }),
  });
  const voidQuote = useAdminAction(voidQuoteAction, {
    errorMessage: { title: "Not voided", fallback: "The quote could not be voided." },
    successMessage: "Quote voided",
  });
  const open = ["draft", "sent", "viewed", "expired"].includes(status);
  if (!open) return null;
  return (
    <div className="flex flex-wrap gap-2">
      <IfMay permission="quotes.save">
        <Button variant="outline" onClick={() => setEditing((n) => n + 1)}>
          <Pencil aria-hidden="true" /> Edit
        </Button>
      </IfMay>
      {status === "draft" && (
        <IfMay permission="quotes.send">
          {hasEmail && (
            <Button disabled={send.pending} onClick={() => void send.run({ id, channel: "email" })}>
              <Mail aria-hidden="true" /> Send by e-mail
            </Button>
          )}
          {hasPhone && (
            <Button variant="outline" disabled={send.pending} onClick={() => void send.run({ id, channel: "sms" })}>
              <MessageSquareText aria-hidden="true" /> Send by SMS
            </Button>
          )}
        </IfMay>
      )}
      <IfMay permission="quotes.void">
        <Button variant="ghost" onClick={() => setVoiding(true)}>
          <Ban aria-hidden="true" /> Void
        </Button>
      </IfMay>
      {editing > 0 && (
        <QuoteEditorDialog key={editing} id={id} values={values} sent={currentSent} onClose={() => setEditing(0)} />
      )}
      <ConfirmDialog
        open={voiding}
        onOpenChange={setVoiding}
        title="Void this quote?"
        description="Its links stop working and it can no longer be accepted. This cannot be undone."
        confirmLabel="Void quote"
        destructive
        onConfirm={() => voidQuote.run({ id })}
      />
    </div>
  );
}

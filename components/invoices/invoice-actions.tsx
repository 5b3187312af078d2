"use client";
/**
 * An invoice's console actions (docs/decisions/quotes-and-projects.md "Staff-issued invoices: draft,
 * issue, void"): issue a draft (numbered and e-mailed with its PDF), download the PDF, record a payment,
 * issue a credit note, void (the number stays taken). Each shows only to a role that may do it and only
 * in a status that allows it; the server decides again.
 */
import { useState } from "react";
import { Ban, FileDown, Send } from "lucide-react";
import { ConfirmDialog } from "@/components/console/confirm-dialog";
import { IfMay } from "@/components/console/if-may";
import { useAdminAction } from "@/components/console/use-admin-action";
import { Button } from "@/components/ui/button";
import { issueInvoiceAction, voidInvoiceAction } from "@/lib/invoices/actions";
import { CreditNoteButton } from "./credit-note-dialog";
import { RecordPaymentButton } from "./record-payment-dialog";

/** The buttons for invoice `id` of `kind` in `status`, numbered `number` once issued. */
export function InvoiceActions({
  id,
  kind,
  status,
  number,
  hasPayments,
}: {
  id: number;
  kind: string;
  status: string;
  number: string | null;
  hasPayments: boolean;
}) {
  const [voiding, setVoiding] = useState(false);
  const issue = useAdminAction(issueInvoiceAction, {
    errorMessage: { title: "Not issued", fallback: "The invoice could not be issued." },
    successMessage: (data: { number: string; emailed: boolean }) => ({
      title: `Invoice ${data.number} issued`,
      description: data.emailed ? "E-mailed to the client with its PDF." : "The client has no e-mail address on file.",
    }),
  });
  const voidIt = useAdminAction(voidInvoiceAction, {
    errorMessage: { title: "Not voided", fallback: "The invoice could not be voided." },
    successMessage: (data: { number: string }) => `Invoice ${data.number} voided`,
  });
  const open = status === "issued" || status === "partially_paid";
  return (
    <div className="flex flex-wrap gap-2">
      {status === "draft" && (
        <IfMay permission="invoices.issue">
          <Button disabled={issue.pending} onClick={() => void issue.run({ id })}>
            <Send aria-hidden="true" /> Issue
          </Button>
        </IfMay>
      )}
      {number && (
        <Button variant="outline" asChild>
          <a href={`/invoices/${id}/pdf`} download>
            <FileDown aria-hidden="true" /> PDF
          </a>
        </Button>
      )}
      {open && kind !== "credit" && <RecordPaymentButton id={id} label={number ?? ""} />}
      {number && kind !== "credit" && status !== "void" && <CreditNoteButton id={id} number={number} />}
      {status === "issued" && !hasPayments && (
        <IfMay permission="invoices.void">
          <Button variant="ghost" onClick={() => setVoiding(true)}>
            <Ban aria-hidden="true" /> Void
          </Button>
        </IfMay>
      )}
      <ConfirmDialog
        open={voiding}
        onOpenChange={setVoiding}
        title={`Void ${kind === "credit" ? "credit note" : "invoice"} ${number}?`}
        description="It will ask nothing more. Its number stays taken and is never reused."
        confirmLabel="Void"
        destructive
        onConfirm={() => voidIt.run({ id })}
      />
    </div>
  );
}

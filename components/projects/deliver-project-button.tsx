"use client";
/**
 * "Mark delivered" on a project (docs/decisions/quotes-and-projects.md "The final invoice on delivery"):
 * after a confirmation, the project is marked delivered and its final invoice (the accepted quote's lines
 * less the deposit invoiced) is issued and e-mailed, once however often it is pressed. Staff only.
 */
import { useState } from "react";
import { IntentLink } from "@/components/console/intent-link";
import { PackageCheck } from "lucide-react";
import { ConfirmDialog } from "@/components/console/confirm-dialog";
import { IfMay } from "@/components/console/if-may";
import { useAdminAction } from "@/components/console/use-admin-action";
import { Button } from "@/components/ui/button";
import { formatDateTime } from "@/lib/format/date";
import { deliverProjectAction } from "@/lib/projects/actions";

/** The button for project `id`, or when it was delivered (`deliveredAt`), that fact and a link to its invoices. */
export function DeliverProjectButton({ id, deliveredAt }: { id: number; deliveredAt: Date | null }) {
  const [confirming, setConfirming] = useState(false);
  const deliver = useAdminAction(deliverProjectAction, {
    errorMessage: { title: "Not marked delivered", fallback: "The project could not be marked delivered." },
    successMessage: (data) => ({
      title: "Project delivered",
      description: data.invoiceNumber
        ? `Final invoice ${data.invoiceNumber} issued.`
        : "Nothing was left to invoice after the deposit.",
    }),
  });
  if (deliveredAt)
    return (
      <p className="text-sm text-muted-foreground" data-testid="project-delivered">
        Delivered {formatDateTime(deliveredAt)}.{" "}
        <IntentLink className="underline" href="/invoices?kind=final">
          Final invoices
        </IntentLink>
      </p>
    );
  return (
    <IfMay permission="projects.deliver">
      <Button variant="outline" size="sm" onClick={() => setConfirming(true)} data-testid="deliver-project">
        <PackageCheck aria-hidden="true" /> Mark delivered
      </Button>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title="Mark this project delivered?"
        description="Its final invoice, the accepted quote's lines less the deposit invoiced, is issued and e-mailed to the client. This happens once."
        confirmLabel="Mark delivered"
        onConfirm={() => deliver.run({ id })}
      />
    </IfMay>
  );
}

"use client";
/**
 * The client's link on a project's console page (docs/decisions/quotes-and-projects.md "The client's
 * page"): copy a new link to the clipboard, e-mail one to the client, or revoke every link.
 */
import { useState } from "react";
import { Copy, Link2Off, Send } from "lucide-react";
import { ConfirmDialog } from "@/components/console/confirm-dialog";
import { IfMay } from "@/components/console/if-may";
import { useAdminAction } from "@/components/console/use-admin-action";
import { useCopy } from "@/components/console/use-copy";
import { Button } from "@/components/ui/button";
import { copyClientLinkAction, resendClientLinkAction, revokeClientLinksAction } from "@/lib/client-portal/actions";
import { pluralize } from "@/lib/format/number";

/** The buttons for lead `leadId`'s page; `liveLinks` counts the links that work now; `hasEmail` offers Resend. */
export function ClientLinkCard({
  leadId,
  liveLinks,
  hasEmail,
}: {
  leadId: number;
  liveLinks: number;
  hasEmail: boolean;
}) {
  const [revoking, setRevoking] = useState(false);
  const copyText = useCopy();
  const copy = useAdminAction(copyClientLinkAction, {
    errorMessage: { title: "No link", fallback: "The link could not be made." },
    onSuccess: (data: { url: string }) => void copyText(data.url, "Client link"),
  });
  const resend = useAdminAction(resendClientLinkAction, {
    errorMessage: { title: "Not sent", fallback: "The link could not be sent." },
    successMessage: (data: { to: string }) => ({ title: "Link sent", description: `To ${data.to}` }),
  });
  const revoke = useAdminAction(revokeClientLinksAction, {
    errorMessage: { title: "Not revoked", fallback: "The links could not be revoked." },
    successMessage: "Every link revoked",
  });
  return (
    <div className="grid gap-3">
      <p className="text-sm text-muted-foreground" data-testid="client-links">
        {liveLinks === 0 ? "No working link yet." : `${pluralize(liveLinks, "working link")}.`} Each copy or e-mail
        makes a new link; revoking ends them all.
      </p>
      <div className="flex flex-wrap gap-2">
        <IfMay permission="client-links.copy">
          <Button variant="outline" disabled={copy.pending} onClick={() => void copy.run({ leadId })}>
            <Copy aria-hidden="true" /> Copy client link
          </Button>
        </IfMay>
        {hasEmail && (
          <IfMay permission="client-links.resend">
            <Button variant="outline" disabled={resend.pending} onClick={() => void resend.run({ leadId })}>
              <Send aria-hidden="true" /> Send a new link
            </Button>
          </IfMay>
        )}
        <IfMay permission="client-links.revoke">
          <Button variant="ghost" onClick={() => setRevoking(true)}>
            <Link2Off aria-hidden="true" /> Revoke links
          </Button>
        </IfMay>
      </div>
      <ConfirmDialog
        open={revoking}
        onOpenChange={setRevoking}
        title="Revoke every link to this client's page?"
        description="Every link sent or copied so far stops working. You can send a new one afterwards."
        confirmLabel="Revoke links"
        destructive
        onConfirm={() => revoke.run({ leadId })}
      />
    </div>
  );
}

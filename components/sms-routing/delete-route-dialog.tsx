"use client";
/** The delete confirmation of a route (docs/spec/operator-console.md §2 "Routes", §8 "SMS routes"). */
import type { SmsRouteRow } from "@/lib/sms-intake/routing/queries";
import { ConfirmDialog } from "@/components/console/confirm-dialog";

/** Open while `route` is set; `onConfirm` deletes it, `onClose` runs when the dialog closes (deleted or not). */
export function DeleteRouteDialog({
  route,
  onConfirm,
  onClose,
}: {
  route: SmsRouteRow | null;
  onConfirm: (route: SmsRouteRow) => Promise<unknown>;
  onClose: () => void;
}) {
  return (
    <ConfirmDialog
      open={route !== null}
      onOpenChange={(open) => !open && onClose()}
      title={`Delete route ${route?.name ?? ""}?`}
      description={
        <>
          Messages it matches will go to the next matching route or to their number&apos;s default handling. Messages it
          already routed are kept and show &quot;Default&quot; as their route. This cannot be undone.
        </>
      }
      confirmLabel="Delete"
      destructive
      onConfirm={() => route && onConfirm(route)}
    />
  );
}

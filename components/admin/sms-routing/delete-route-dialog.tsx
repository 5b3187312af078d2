/** The delete confirmation of a route (operator-console.md §2 "Routes", §8 "SMS routes"). */
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from "@/components/ui/alert-dialog";
import type { SmsRouteRow } from "@/lib/db/queries/sms-routing";

/** Open while `route` is set; `onConfirm` deletes it, `onCancel` closes. */
export function DeleteRouteDialog({
  route,
  onConfirm,
  onCancel,
}: {
  route: SmsRouteRow | null;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  return (
    <AlertDialog open={route !== null} onOpenChange={(open) => !open && onCancel()}>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>Delete route {route?.name}?</AlertDialogTitle>
          <AlertDialogDescription>
            Messages it matches will go to the next matching route or to their number&apos;s default handling. Messages it already routed
            are kept and show &quot;Default&quot; as their route. This cannot be undone.
          </AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel>Cancel</AlertDialogCancel>
          <AlertDialogAction
            className="bg-destructive text-white hover:bg-destructive/90"
            onClick={(event) => {
              event.preventDefault();
              onConfirm();
            }}
          >
            Delete
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}

"use client";
/** The footer of the console's form dialogs: Cancel, then the submit button, which reads "Saving..." (or `pendingLabel`) while the save runs. */
import { Button } from "@/components/ui/button";
import { DialogFooter } from "@/components/ui/dialog";

/**
 * `submitLabel` names the action ("Add Route", "Save Changes"); `pending` is true while the save runs
 * (both buttons are then disabled); `disabled` also blocks submitting for other reasons.
 */
export function DialogFormFooter({
  onCancel,
  submitLabel,
  pending,
  pendingLabel = "Saving...",
  disabled = false,
}: {
  onCancel: () => void;
  submitLabel: string;
  pending: boolean;
  pendingLabel?: string;
  disabled?: boolean;
}) {
  return (
    <DialogFooter>
      <Button type="button" variant="outline" onClick={onCancel} disabled={pending}>
        Cancel
      </Button>
      <Button type="submit" disabled={pending || disabled}>
        {pending ? pendingLabel : submitLabel}
      </Button>
    </DialogFooter>
  );
}

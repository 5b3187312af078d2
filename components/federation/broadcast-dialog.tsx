"use client";
/**
 * The Broadcast Command dialog (docs/spec/operator-console.md §2 "/command-broadcaster", §5, §8): Command
 * (multi-line, required: a blank command disables sending), Description (optional), 'Send to All Sites'.
 * The answer's counts go into the 'Command Broadcast Complete' toast; a failure shows 'Broadcast Failed'.
 * `FormDialog`, react-hook-form and `broadcastCommandAction`, like every console form.
 */
import { zodResolver } from "@hookform/resolvers/zod";
import { useForm, useWatch } from "react-hook-form";
import type { z } from "zod";
import { LabeledField } from "@/components/ui/form";
import { Input } from "@/components/ui/input";
import { Textarea } from "@/components/ui/textarea";
import { FormDialog } from "@/components/console/form-dialog";
import { useAdminAction } from "@/components/console/use-admin-action";
import { broadcastCommandAction } from "@/lib/federation/actions";
import { broadcastSchema } from "@/lib/federation/schemas";

/** The dialog; mount it while composing, `onClose` unmounts it; `onSent` refreshes the history (after a failure too). */
export function BroadcastDialog({ onClose, onSent }: { onClose: () => void; onSent: () => void }) {
  const form = useForm<z.input<typeof broadcastSchema>, unknown, z.output<typeof broadcastSchema>>({
    resolver: zodResolver(broadcastSchema),
    defaultValues: { commandText: "", description: "" },
  });
  const commandText = useWatch({ control: form.control, name: "commandText" }) ?? "";
  const send = useAdminAction(broadcastCommandAction, {
    form,
    errorMessage: {
      title: "Broadcast Failed",
      fallback: "Network error occurred. Please check your connection and try again.",
    },
    successMessage: ({ total, successful, failed }) => ({
      title: "Command Broadcast Complete",
      description: `Sent to ${total} sites: ${successful} successful, ${failed} failed.`,
    }),
    onSuccess: () => {
      onSent();
      onClose();
    },
    onError: onSent,
  });

  return (
    <FormDialog
      form={form}
      className="sm:max-w-lg"
      title="Broadcast Command"
      description="Every active site receives the command and answers; each answer is recorded."
      onSubmit={(values) => send.run(values)}
      onClose={onClose}
      pending={send.pending}
      submitLabel="Send to All Sites"
      pendingLabel="Sending..."
      submitDisabled={commandText.trim() === ""}
    >
      <LabeledField
        control={form.control}
        name="commandText"
        label="Command"
        render={(field) => <Textarea rows={4} placeholder="ping" className="font-mono" {...field} />}
      />
      <LabeledField
        control={form.control}
        name="description"
        label="Description (optional)"
        render={(field) => <Input maxLength={1000} {...field} value={field.value ?? ""} />}
      />
    </FormDialog>
  );
}

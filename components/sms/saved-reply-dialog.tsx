"use client";
/**
 * Add / Edit saved reply (docs/sms.md "Saved replies"): the name the `/` menu shows, and the text, which
 * may use `{firstName}`, `{code}` and `{shareLink}`.
 */
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import type { z } from "zod";
import { FormDialog } from "@/components/console/form-dialog";
import { useAdminAction } from "@/components/console/use-admin-action";
import { LabeledField } from "@/components/ui/form";
import { Input } from "@/components/ui/input";
import { Textarea } from "@/components/ui/textarea";
import type { SmsSavedReply } from "@/lib/db/schema";
import { createSavedReplyAction, updateSavedReplyAction } from "@/lib/sms/actions";
import { SAVED_REPLY_VARIABLES } from "@/lib/sms/saved-reply-text";
import { savedReplySchema, type SavedReplyInput } from "@/lib/sms/schemas";

/** The dialog: adds a saved reply when `reply` is null, else edits it. Mount it with a `key` per opening. */
export function SavedReplyDialog({ reply, onClose }: { reply: SmsSavedReply | null; onClose: () => void }) {
  const form = useForm<SavedReplyInput, unknown, z.output<typeof savedReplySchema>>({
    resolver: zodResolver(savedReplySchema),
    defaultValues: { name: reply?.name ?? "", body: reply?.body ?? "" },
  });
  const create = useAdminAction(createSavedReplyAction, {
    form,
    errorMessage: { title: "Not added", fallback: "The saved reply could not be added." },
    successMessage: "Saved reply added",
    onSuccess: onClose,
  });
  const update = useAdminAction(updateSavedReplyAction, {
    form,
    errorMessage: { title: "Not saved", fallback: "The saved reply could not be saved." },
    successMessage: "Saved reply saved",
    onSuccess: onClose,
  });

  return (
    <FormDialog
      form={form}
      className="sm:max-w-lg"
      title={reply ? "Edit saved reply" : "Add saved reply"}
      description="Type / and its name in a lead's SMS reply box to insert it."
      onSubmit={(values) => (reply ? update.run({ id: reply.id, ...values }) : create.run(values))}
      onClose={onClose}
      pending={create.pending || update.pending}
      submitLabel={reply ? "Save Changes" : "Add Saved Reply"}
    >
      <LabeledField
        control={form.control}
        name="name"
        label="Name"
        render={(field) => <Input autoComplete="off" placeholder="Call tomorrow" {...field} />}
      />
      <LabeledField
        control={form.control}
        name="body"
        label="Text"
        description={`Variables, filled from the lead: ${SAVED_REPLY_VARIABLES.map((name) => `{${name}}`).join(", ")}.`}
        render={(field) => (
          <Textarea rows={5} placeholder="Hi {firstName}, can we call tomorrow about {code}?" {...field} />
        )}
      />
    </FormDialog>
  );
}

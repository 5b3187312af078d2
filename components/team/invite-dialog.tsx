"use client";
/** Invite a team member (docs/decisions/auth-and-roles.md "Team"): an e-mail address and a role; the link goes out through the outbox. */
import { useForm, useWatch } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { LabeledField } from "@/components/ui/form";
import { Input } from "@/components/ui/input";
import { USER_ROLES } from "@/lib/db/schema/auth";
import { inviteMemberAction } from "@/lib/team/actions";
import { INVITATION_TTL_WORDS } from "@/lib/team/invitation-expiry";
import { ROLE_DESCRIPTIONS, ROLE_LABELS } from "@/lib/team/labels";
import { inviteSchema, type InviteInput } from "@/lib/team/schemas";
import { FormDialog } from "@/components/console/form-dialog";
import { SelectField } from "@/components/console/select-field";
import { useAdminAction } from "@/components/console/use-admin-action";

/** The dialog; mount it with a `key` per opening. */
export function InviteDialog({ onClose }: { onClose: () => void }) {
  const form = useForm<InviteInput>({
    resolver: zodResolver(inviteSchema),
    defaultValues: { email: "", role: "staff" },
  });
  const role = useWatch({ control: form.control, name: "role" });
  const invite = useAdminAction(inviteMemberAction, {
    form,
    errorMessage: { title: "Invitation Failed", fallback: "Failed to send the invitation" },
    successMessage: ({ email }) => ({
      title: "Invitation sent",
      description: `${email} has ${INVITATION_TTL_WORDS} to accept it.`,
    }),
    onSuccess: onClose,
  });
  return (
    <FormDialog
      form={form}
      className="sm:max-w-md"
      title="Invite a team member"
      description={`They get an e-mail with a link to choose their username and password. The link works once, for ${INVITATION_TTL_WORDS}.`}
      onSubmit={(values) => invite.run(values)}
      onClose={onClose}
      pending={invite.pending}
      submitLabel="Send Invitation"
    >
      <LabeledField
        control={form.control}
        name="email"
        label="Email"
        render={(field) => <Input type="email" autoComplete="off" placeholder="name@example.com" {...field} />}
      />
      <SelectField
        control={form.control}
        name="role"
        label="Role"
        choices={USER_ROLES}
        labels={ROLE_LABELS}
        description={ROLE_DESCRIPTIONS[role]}
      />
    </FormDialog>
  );
}

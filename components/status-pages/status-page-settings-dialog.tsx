"use client";
/**
 * Create or edit a status page's settings (docs/federation-protocol.md "Status pages"): name, address,
 * logo, custom host, time zone and who receives its monthly report. Saved by `saveStatusPageSettingsAction`; a new page opens its layout.
 */
import { zodResolver } from "@hookform/resolvers/zod";
import { useRouter } from "next/navigation";
import { useForm } from "react-hook-form";
import { FormDialog } from "@/components/console/form-dialog";
import { useAdminAction } from "@/components/console/use-admin-action";
import { LabeledField } from "@/components/ui/form";
import { Input } from "@/components/ui/input";
import { Textarea } from "@/components/ui/textarea";
import type { StatusPage } from "@/lib/db/schema";
import { runtimeTimeZone } from "@/lib/format/zoned-time";
import { saveStatusPageSettingsAction } from "@/lib/status-pages/actions";
import {
  slugFromName,
  statusPageSettingsSchema,
  type StatusPageSettingsFormValues,
  type StatusPageSettingsInput,
} from "@/lib/status-pages/schemas";

const valuesOf = (page: StatusPage | null): StatusPageSettingsFormValues => ({
  ...(page ? { id: page.id } : {}),
  name: page?.name ?? "",
  slug: page?.slug ?? "",
  logoUrl: page?.logoUrl ?? "",
  customHost: page?.customHost ?? "",
  // A new page starts in the zone of the browser creating it: its owner's days, not Greenwich's.
  timeZone: page?.timeZone ?? runtimeTimeZone(),
  reportRecipients: page?.reportRecipients.join("\n") ?? "",
});

/** The dialog for `page` (null: a new one); mount it per opening, `onClose` unmounts it. */
export function StatusPageSettingsDialog({ page, onClose }: { page: StatusPage | null; onClose: () => void }) {
  const router = useRouter();
  const form = useForm<StatusPageSettingsFormValues, unknown, StatusPageSettingsInput>({
    resolver: zodResolver(statusPageSettingsSchema),
    defaultValues: valuesOf(page),
  });
  const save = useAdminAction(saveStatusPageSettingsAction, {
    form,
    errorMessage: { title: "Failed to save status page", fallback: "The status page could not be saved." },
    successMessage: page ? "Status page saved" : "Status page created",
    onSuccess: (saved) => {
      onClose();
      if (!page) router.push(`/status-pages/${saved.id}`);
    },
  });
  return (
    <FormDialog
      form={form}
      title={page ? "Edit status page" : "New status page"}
      description="Visitors see this page without signing in. Everything on it is public."
      onSubmit={(values) => save.run(values)}
      onClose={onClose}
      pending={save.pending}
      submitLabel={page ? "Save" : "Create"}
      className="max-h-[90dvh] overflow-y-auto sm:max-w-lg"
    >
      <LabeledField
        control={form.control}
        name="name"
        label="Name"
        render={(field) => (
          <Input
            autoComplete="off"
            {...field}
            onChange={(event) => {
              field.onChange(event);
              // A new page's address follows its name until the owner types one of their own.
              if (!page && !form.getFieldState("slug").isDirty)
                form.setValue("slug", slugFromName(event.target.value), { shouldValidate: form.formState.isSubmitted });
            }}
          />
        )}
      />
      <LabeledField
        control={form.control}
        name="slug"
        label="Address"
        description="The page is served at /status/ followed by this"
        render={(field) => <Input autoComplete="off" spellCheck={false} {...field} />}
      />
      <LabeledField
        control={form.control}
        name="logoUrl"
        label="Logo (optional)"
        description="An https:// address of an image"
        render={(field) => <Input type="url" autoComplete="off" {...field} />}
      />
      <LabeledField
        control={form.control}
        name="customHost"
        label="Custom host (optional)"
        description="e.g. status.example.com, with a CNAME record pointing to this app"
        render={(field) => <Input autoComplete="off" spellCheck={false} {...field} />}
      />
      <LabeledField
        control={form.control}
        name="timeZone"
        label="Time zone"
        description="The daily bars and times are in this zone, e.g. Europe/Berlin"
        render={(field) => <Input autoComplete="off" spellCheck={false} {...field} />}
      />
      <LabeledField
        control={form.control}
        name="reportRecipients"
        label="Monthly report recipients (optional)"
        description="Never shown on the page. One address per line; each gets the past month's report as a PDF when a month ends"
        render={(field) => <Textarea rows={3} autoComplete="off" spellCheck={false} {...field} />}
      />
    </FormDialog>
  );
}

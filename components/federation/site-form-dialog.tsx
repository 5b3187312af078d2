"use client";
/**
 * Add Site and edit-site dialogs (docs/spec/operator-console.md §5 "Add site", "Edit site"; §8 toasts): Site Name
 * and Site URL required (the button stays disabled while either is blank after trimming, with the spec's
 * hints), a warning for URLs not starting with https://, optional description, Active switch. A failed
 * add shows 'Failed to Add Remote Site' with the mapped message and the inline box. One form shape for
 * both: `FormDialog`, react-hook-form and `createSiteAction` / `updateSiteAction`.
 */
import { useState } from "react";
import { zodResolver } from "@hookform/resolvers/zod";
import { useForm, useWatch } from "react-hook-form";
import type { z } from "zod";
import { Alert, AlertDescription } from "@/components/ui/alert";
import { LabeledField } from "@/components/ui/form";
import { Input } from "@/components/ui/input";
import { Textarea } from "@/components/ui/textarea";
import { FormDialog } from "@/components/console/form-dialog";
import { SwitchField } from "@/components/console/switch-field";
import { useAdminAction, type ActionFailure } from "@/components/console/use-admin-action";
import { createSiteAction, updateSiteAction } from "@/lib/federation/actions";
import { ADD_SITE_NETWORK_ERROR, addSiteErrorMessage } from "@/lib/federation/labels";
import { SITE_HINTS, siteFormSchema, type SiteFormInput } from "@/lib/federation/schemas";
import { httpStatusOf, type AppErrorCode } from "@/lib/errors/app-error";
import type { SiteJson } from "./types";

/** The HTTP status the spec's add-site mapping reads for a failed action: its code's, 500 for our own bug (`internal`). */
const statusOf = (failure: ActionFailure) =>
  failure.code && failure.code !== "internal" ? httpStatusOf(failure.code as AppErrorCode) : 500;

/**
 * The dialog; mount it with a `key` per opening, `onClose` unmounts it. Without `site` it adds a site and
 * hands its name and new key to `onAdded`; with `site` it edits it. `onSaved` refreshes the screen.
 */
export function SiteFormDialog({
  site,
  onClose,
  onSaved,
  onAdded,
}: {
  site?: SiteJson;
  onClose: () => void;
  onSaved: () => void;
  onAdded?: (siteName: string, apiKey: string) => void;
}) {
  const [failed, setFailed] = useState(false);
  const form = useForm<SiteFormInput, unknown, z.output<typeof siteFormSchema>>({
    resolver: zodResolver(siteFormSchema),
    defaultValues: {
      siteName: site?.siteName ?? "",
      siteUrl: site?.siteUrl ?? "",
      description: site?.description ?? "",
      isActive: site?.isActive ?? true,
    },
  });
  const [siteName = "", siteUrl = ""] = useWatch({ control: form.control, name: ["siteName", "siteUrl"] });
  const nameBlank = siteName.trim() === "";
  const urlBlank = siteUrl.trim() === "";
  const insecure = !urlBlank && !siteUrl.trim().toLowerCase().startsWith("https://");

  const create = useAdminAction(createSiteAction, {
    form,
    errorMessage: (failure) => ({
      title: "Failed to Add Remote Site",
      fallback: ADD_SITE_NETWORK_ERROR,
      ...(failure.error ? { description: addSiteErrorMessage(statusOf(failure), failure.error) } : {}),
    }),
    successMessage: (added) => ({
      title: "Site Added Successfully",
      description: `${added.site.siteName} has been added to Site Control.`,
    }),
    onSuccess: (added) => {
      onSaved();
      onClose();
      onAdded?.(added.site.siteName, added.apiKey);
    },
    onError: () => setFailed(true),
  });
  const update = useAdminAction(updateSiteAction, {
    form,
    errorMessage: { title: "Failed to Update Site", fallback: ADD_SITE_NETWORK_ERROR },
    successMessage: (saved) => ({
      title: "Site Updated Successfully",
      description: `${saved.siteName} has been updated.`,
    }),
    onSuccess: () => {
      onSaved();
      onClose();
    },
    onError: () => setFailed(true),
  });

  const submit = (values: z.output<typeof siteFormSchema>) => {
    setFailed(false);
    return site ? update.run({ ...values, id: site.id }) : create.run(values);
  };

  return (
    <FormDialog
      form={form}
      className="sm:max-w-lg"
      title={site ? "Edit Site" : "Add Remote Site"}
      description={
        site
          ? "Change the site's name, address or description."
          : "Register a client site. A new site key is generated and shown once."
      }
      onSubmit={submit}
      onClose={onClose}
      pending={create.pending || update.pending}
      submitLabel={site ? "Save Changes" : "Add Site"}
      submitDisabled={nameBlank || urlBlank}
    >
      <LabeledField
        control={form.control}
        name="siteName"
        label="Site Name"
        description={nameBlank ? SITE_HINTS.siteName : undefined}
        render={(field) => <Input autoComplete="off" maxLength={255} {...field} />}
      />
      <LabeledField
        control={form.control}
        name="siteUrl"
        label="Site URL"
        description={
          urlBlank ? (
            SITE_HINTS.siteUrl
          ) : insecure ? (
            <span className="text-amber-700 dark:text-amber-400">{SITE_HINTS.insecureUrl}</span>
          ) : undefined
        }
        render={(field) => (
          <Input type="url" inputMode="url" autoComplete="off" placeholder="https://client.example.com" {...field} />
        )}
      />
      <LabeledField
        control={form.control}
        name="description"
        label="Description"
        render={(field) => <Textarea rows={3} maxLength={1000} {...field} value={field.value ?? ""} />}
      />
      <SwitchField control={form.control} name="isActive" label="Active (included in syncs)" />
      {failed && (
        <Alert variant="destructive">
          <AlertDescription>Error: Please check the form and try again.</AlertDescription>
        </Alert>
      )}
    </FormDialog>
  );
}

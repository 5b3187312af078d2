"use client";
/**
 * The components of a status page (docs/federation-protocol.md "Status pages"): which sites it shows, in
 * which order, under which display name and group. The display name is all a visitor learns of a site.
 * Saved as a whole by `saveStatusPageLayoutAction`.
 */
import { MayFieldset } from "@/components/console/may-fieldset";
import { IfMay } from "@/components/console/if-may";
import { zodResolver } from "@hookform/resolvers/zod";
import { ArrowDown, ArrowUp, Plus, Trash2 } from "lucide-react";
import { useFieldArray, useForm, useWatch, type FieldErrors } from "react-hook-form";
import { NativeSelect } from "@/components/console/native-select";
import { useAdminAction } from "@/components/console/use-admin-action";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import type { StatusPageComponent, StatusPageGroup } from "@/lib/db/schema";
import { saveStatusPageLayoutAction } from "@/lib/status-pages/actions";
import {
  MAX_COMPONENTS,
  MAX_GROUPS,
  statusPageLayoutSchema,
  type StatusPageLayoutFormValues,
  type StatusPageLayoutInput,
} from "@/lib/status-pages/schemas";

/** The first message of the form's error at `path` ("components.0.displayName"). */
function errorAt(errors: FieldErrors<StatusPageLayoutFormValues>, path: string): string | undefined {
  let node: unknown = errors;
  for (const key of path.split(".")) node = (node as Record<string, unknown> | undefined)?.[key];
  return (node as { message?: string } | undefined)?.message;
}

function FieldError({ message }: { message: string | undefined }) {
  return message ? <p className="text-sm text-destructive">{message}</p> : null;
}

export function StatusPageLayoutForm({
  pageId,
  groups,
  components,
  sites,
}: {
  pageId: number;
  groups: StatusPageGroup[];
  components: StatusPageComponent[];
  sites: { id: number; name: string }[];
}) {
  const form = useForm<StatusPageLayoutFormValues, unknown, StatusPageLayoutInput>({
    resolver: zodResolver(statusPageLayoutSchema),
    defaultValues: {
      pageId,
      groups: groups.map((group) => ({ key: String(group.id), name: group.name })),
      components: components.map((c) => ({
        siteId: c.siteId,
        displayName: c.displayName,
        groupKey: c.groupId === null ? "" : String(c.groupId),
      })),
    },
  });
  const groupRows = useFieldArray({ control: form.control, name: "groups" });
  const componentRows = useFieldArray({ control: form.control, name: "components" });
  const save = useAdminAction(saveStatusPageLayoutAction, {
    form,
    errorMessage: { title: "Failed to save components", fallback: "The components could not be saved." },
    successMessage: "Components saved",
  });
  const errors = form.formState.errors;
  const groupNames = useWatch({ control: form.control, name: "groups" });
  const addComponent = () => {
    const used = new Set(form.getValues("components").map((c) => Number(c.siteId)));
    const site = sites.find((s) => !used.has(s.id)) ?? sites[0];
    // The site's own name to start from: the owner edits it where the console's name should not be public.
    if (site) componentRows.append({ siteId: site.id, displayName: site.name, groupKey: "" });
  };
  const siteName = (id: unknown) => sites.find((s) => s.id === Number(id))?.name;
  /** Another site chosen: a display name still empty or still the old site's name follows it. */
  const followSite = (index: number, previousSiteId: unknown, siteId: string) => {
    const name = form.getValues(`components.${index}.displayName`);
    if (name === "" || name === siteName(previousSiteId))
      form.setValue(`components.${index}.displayName`, siteName(siteId) ?? name, { shouldDirty: true });
  };

  return (
    <form onSubmit={form.handleSubmit((values) => save.run(values))} noValidate className="grid gap-6">
      {/* Disabled as a whole for a role that may only read the components. */}
      <MayFieldset permission="status-pages.layout">
        <section className="rounded-xl border bg-card p-4" aria-labelledby="groups-heading">
          <h2 id="groups-heading" className="mb-1 font-semibold">
            Groups
          </h2>
          <p className="mb-3 text-sm text-muted-foreground">Optional headings components sit under, in this order.</p>
          <ul className="grid gap-2">
            {groupRows.fields.map((row, index) => (
              <li key={row.id} className="flex items-start gap-2">
                <div className="grow">
                  <Input aria-label={`Group ${index + 1} name`} {...form.register(`groups.${index}.name`)} />
                  <FieldError message={errorAt(errors, `groups.${index}.name`)} />
                </div>
                <Button
                  type="button"
                  variant="outline"
                  size="icon"
                  aria-label={`Remove group ${index + 1}`}
                  onClick={() => groupRows.remove(index)}
                >
                  <Trash2 aria-hidden="true" />
                </Button>
              </li>
            ))}
          </ul>
          <Button
            type="button"
            variant="outline"
            size="sm"
            className="mt-3"
            disabled={groupRows.fields.length >= MAX_GROUPS}
            onClick={() => groupRows.append({ key: `new-${Date.now()}`, name: "" })}
          >
            <Plus aria-hidden="true" /> Add group
          </Button>
        </section>

        <section className="rounded-xl border bg-card p-4" aria-labelledby="components-heading">
          <h2 id="components-heading" className="mb-1 font-semibold">
            Components
          </h2>
          <p className="mb-3 text-sm text-muted-foreground">
            The sites this page shows, top to bottom. Visitors see only the display name.
          </p>
          {componentRows.fields.length === 0 && (
            <p className="mb-3 text-sm text-muted-foreground">No components yet.</p>
          )}
          <ol className="grid gap-3">
            {componentRows.fields.map((row, index) => {
              const siteField = form.register(`components.${index}.siteId`, { valueAsNumber: true });
              return (
                <li
                  key={row.id}
                  className="grid gap-2 rounded-lg border p-3 sm:grid-cols-[1fr_1fr_1fr_auto] sm:items-start"
                >
                  <div>
                    <label className="text-xs font-medium" htmlFor={`component-${index}-site`}>
                      Site
                    </label>
                    <NativeSelect
                      id={`component-${index}-site`}
                      className="h-9"
                      {...siteField}
                      onChange={(event) => {
                        const previous = form.getValues(`components.${index}.siteId`);
                        void siteField.onChange(event);
                        followSite(index, previous, event.target.value);
                      }}
                    >
                      {sites.map((site) => (
                        <option key={site.id} value={site.id}>
                          {site.name}
                        </option>
                      ))}
                    </NativeSelect>
                    <FieldError message={errorAt(errors, `components.${index}.siteId`)} />
                  </div>
                  <div>
                    <label className="text-xs font-medium" htmlFor={`component-${index}-name`}>
                      Display name
                    </label>
                    <Input
                      id={`component-${index}-name`}
                      autoComplete="off"
                      {...form.register(`components.${index}.displayName`)}
                    />
                    <FieldError message={errorAt(errors, `components.${index}.displayName`)} />
                  </div>
                  <div>
                    <label className="text-xs font-medium" htmlFor={`component-${index}-group`}>
                      Group
                    </label>
                    <NativeSelect
                      id={`component-${index}-group`}
                      className="h-9"
                      {...form.register(`components.${index}.groupKey`)}
                    >
                      <option value="">No group</option>
                      {groupRows.fields.map((group, groupIndex) => (
                        <option key={group.id} value={group.key}>
                          {groupNames[groupIndex]?.name || `Group ${groupIndex + 1}`}
                        </option>
                      ))}
                    </NativeSelect>
                    <FieldError message={errorAt(errors, `components.${index}.groupKey`)} />
                  </div>
                  <div className="flex gap-1 sm:pt-5">
                    <Button
                      type="button"
                      variant="outline"
                      size="icon"
                      aria-label={`Move component ${index + 1} up`}
                      disabled={index === 0}
                      onClick={() => componentRows.move(index, index - 1)}
                    >
                      <ArrowUp aria-hidden="true" />
                    </Button>
                    <Button
                      type="button"
                      variant="outline"
                      size="icon"
                      aria-label={`Move component ${index + 1} down`}
                      disabled={index === componentRows.fields.length - 1}
                      onClick={() => componentRows.move(index, index + 1)}
                    >
                      <ArrowDown aria-hidden="true" />
                    </Button>
                    <Button
                      type="button"
                      variant="outline"
                      size="icon"
                      aria-label={`Remove component ${index + 1}`}
                      onClick={() => componentRows.remove(index)}
                    >
                      <Trash2 aria-hidden="true" />
                    </Button>
                  </div>
                </li>
              );
            })}
          </ol>
          <Button
            type="button"
            variant="outline"
            size="sm"
            className="mt-3"
            disabled={componentRows.fields.length >= MAX_COMPONENTS || sites.length === 0}
            onClick={addComponent}
          >
            <Plus aria-hidden="true" /> Add component
          </Button>
        </section>
      </MayFieldset>
      <IfMay permission="status-pages.layout">
        <div>
          <Button type="submit" disabled={save.pending}>
            Save components
          </Button>
        </div>
      </IfMay>
    </form>
  );
}

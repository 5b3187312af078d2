"use client";
/**
 * The fields incident forms share, read from the surrounding FormDialog's form context (react-hook-form's
 * `useFormContext`), so each dialog's own values type can hold more: what an incident is (title, impact,
 * affected sites) and what an update says (status, public text).
 */
import { useFormContext } from "react-hook-form";
import { NativeSelect } from "@/components/console/native-select";
import { Checkbox } from "@/components/ui/checkbox";
import { FormDescription, FormField, FormItem, FormMessage, LabeledField } from "@/components/ui/form";
import { Label } from "@/components/ui/label";
import { Input } from "@/components/ui/input";
import { Textarea } from "@/components/ui/textarea";
import { INCIDENT_IMPACTS, INCIDENT_STATUSES, type IncidentImpact, type IncidentStatus } from "@/lib/db/schema";
import { INCIDENT_IMPACT_DISPLAY, INCIDENT_STATUS_LABELS } from "@/lib/incidents/labels";

/** A site an incident can name, by its console name. */
export type IncidentSite = { id: number; name: string };

const statusOptions = INCIDENT_STATUSES.map((status) => (
  <option key={status} value={status}>
    {INCIDENT_STATUS_LABELS[status]}
  </option>
));

const impactOptions = INCIDENT_IMPACTS.map((impact) => (
  <option key={impact} value={impact}>
    {INCIDENT_IMPACT_DISPLAY[impact].label}
  </option>
));

/**
 * The sites a form names (`siteIds`): one checkbox per site in a box that scrolls past about eight, so
 * picking several needs no Ctrl/Cmd-click.
 */
export function SitesField({
  sites,
  label,
  description,
}: {
  sites: IncidentSite[];
  label: string;
  description?: string;
}) {
  const { control } = useFormContext<{ siteIds: number[] }>();
  return (
    <FormField
      control={control}
      name="siteIds"
      render={({ field: { value, onChange } }) => (
        <FormItem>
          <fieldset className="grid gap-2">
            <legend className="mb-2 text-sm leading-none font-medium">{label}</legend>
            {sites.length === 0 ? (
              <p className="text-sm text-muted-foreground">No sites yet.</p>
            ) : (
              <div className="grid max-h-64 gap-2 overflow-y-auto rounded-md border p-3">
                {sites.map((site) => {
                  const id = `site-${site.id}`;
                  return (
                    <div key={site.id} className="flex items-start gap-2">
                      <Checkbox
                        id={id}
                        checked={value.includes(site.id)}
                        onCheckedChange={(checked) =>
                          onChange(checked === true ? [...value, site.id] : value.filter((v) => v !== site.id))
                        }
                      />
                      <Label htmlFor={id} className="font-normal break-words">
                        {site.name}
                      </Label>
                    </div>
                  );
                })}
              </div>
            )}
          </fieldset>
          {description && <FormDescription>{description}</FormDescription>}
          <FormMessage />
        </FormItem>
      )}
    />
  );
}

/** Title, impact and affected sites. */
export function IncidentFields({ sites }: { sites: IncidentSite[] }) {
  const { control } = useFormContext<{ title: string; impact: IncidentImpact }>();
  return (
    <>
      <LabeledField
        control={control}
        name="title"
        label="Title"
        render={(field) => <Input autoComplete="off" {...field} />}
      />
      <LabeledField
        control={control}
        name="impact"
        label="Impact"
        render={(field) => <NativeSelect {...field}>{impactOptions}</NativeSelect>}
      />
      <SitesField sites={sites} label="Affected sites" />
    </>
  );
}

/** An update's status from now on and its public text, `rows` lines tall. */
export function IncidentUpdateFields({ rows }: { rows: number }) {
  const { control } = useFormContext<{ status: IncidentStatus; body: string }>();
  return (
    <>
      <LabeledField
        control={control}
        name="status"
        label="Status"
        render={(field) => <NativeSelect {...field}>{statusOptions}</NativeSelect>}
      />
      <LabeledField
        control={control}
        name="body"
        label="Update"
        render={(field) => <Textarea rows={rows} {...field} />}
      />
    </>
  );
}

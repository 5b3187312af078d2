"use client";
/**
 * The fields incident forms share, read from the surrounding FormDialog's form context (react-hook-form's
 * `useFormContext`), so each dialog's own values type can hold more: what an incident is (title, impact,
 * affected sites) and what an update says (status, public text).
 */
import { useFormContext } from "react-hook-form";
import { NativeSelect, selectedIds } from "@/components/console/native-select";
import { LabeledField } from "@/components/ui/form";
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

/** The sites a form names (`siteIds`): a multiple select as tall as up to 8 sites. */
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
    <LabeledField
      control={control}
      name="siteIds"
      label={label}
      description={description}
      render={({ value, onChange, ...field }) => (
        <NativeSelect
          multiple
          size={Math.min(8, Math.max(3, sites.length))}
          value={value.map(String)}
          onChange={(event) => onChange(selectedIds(event))}
          {...field}
        >
          {sites.map((site) => (
            <option key={site.id} value={site.id}>
              {site.name}
            </option>
          ))}
        </NativeSelect>
      )}
    />
  );
}

/** Title, impact and affected sites. */
export function IncidentFields({ sites, sitesHint }: { sites: IncidentSite[]; sitesHint?: string }) {
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
      <SitesField sites={sites} label="Affected sites" description={sitesHint} />
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

"use client";
/**
 * Monitor settings of one site (docs/federation-protocol.md "Monitors"): health path, interval, timeout, retries,
 * expected status range, keyword, TLS errors, pause. `FormDialog` and react-hook-form, saved by
 * `updateMonitorAction`. Maintenance windows are scheduled on /incidents (lib/scheduled-maintenance), for
 * one site or several.
 */
import { useState } from "react";
import { zodResolver } from "@hookform/resolvers/zod";
import { Settings2 } from "lucide-react";
import { useForm } from "react-hook-form";
import { Button } from "@/components/ui/button";
import { LabeledField } from "@/components/ui/form";
import { Input } from "@/components/ui/input";
import { updateMonitorAction } from "@/lib/uptime/actions";
import type { MonitorView } from "@/lib/uptime/queries";
import { monitorSettingsSchema, type MonitorSettingsFormValues, type MonitorSettingsInput } from "@/lib/uptime/schemas";
import { FormDialog } from "@/components/console/form-dialog";
import { IntentLink } from "@/components/console/intent-link";
import { NumberInput } from "@/components/console/number-input";
import { SwitchField } from "@/components/console/switch-field";
import { useAdminAction } from "@/components/console/use-admin-action";

function initialValues(monitor: MonitorView): MonitorSettingsFormValues {
  return {
    siteId: monitor.siteId,
    checkPath: monitor.checkPath ?? "",
    intervalSeconds: monitor.intervalSeconds,
    timeoutSeconds: Math.round(monitor.timeoutMs / 1000),
    retries: monitor.retries,
    expectedStatusMin: monitor.expectedStatusMin,
    expectedStatusMax: monitor.expectedStatusMax,
    keyword: monitor.keyword ?? "",
    ignoreTlsErrors: monitor.ignoreTlsErrors,
    paused: monitor.paused,
  };
}

const NUMBER_FIELDS = [
  { name: "intervalSeconds", label: "Interval (seconds)", min: 20, max: 86_400, help: "20 s to 24 h" },
  { name: "timeoutSeconds", label: "Timeout (seconds)", min: 1, max: 30 },
  { name: "retries", label: "Retries", min: 0, max: 10, help: "Failed checks before down" },
  { name: "expectedStatusMin", label: "Lowest status", min: 100, max: 599 },
  { name: "expectedStatusMax", label: "Highest status", min: 100, max: 599 },
] as const;

/** The "Monitor settings" button; its dialog is mounted afresh on each opening. */
export function MonitorSettingsDialog({ monitor }: { monitor: MonitorView }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="outline" size="sm" onClick={() => setOpen(true)}>
        <Settings2 aria-hidden="true" /> Monitor settings
      </Button>
      {open && <MonitorSettingsForm monitor={monitor} onClose={() => setOpen(false)} />}
    </>
  );
}

/** The settings form of `monitor` in the console's form dialog. */
function MonitorSettingsForm({ monitor, onClose }: { monitor: MonitorView; onClose: () => void }) {
  const form = useForm<MonitorSettingsFormValues, unknown, MonitorSettingsInput>({
    resolver: zodResolver(monitorSettingsSchema),
    defaultValues: initialValues(monitor),
  });
  const save = useAdminAction(updateMonitorAction, {
    form,
    errorMessage: { title: "Failed to save monitor", fallback: "The monitor settings could not be saved." },
    successMessage: "Monitor settings saved",
    onSuccess: onClose,
  });
  const submit = (values: MonitorSettingsInput) => save.run(values);

  return (
    <FormDialog
      form={form}
      className="max-h-[90dvh] overflow-y-auto sm:max-w-lg"
      title="Monitor settings"
      description={`How ${monitor.siteName} is checked.`}
      onSubmit={submit}
      onClose={onClose}
      pending={save.pending}
      submitLabel="Save Monitor"
    >
      <LabeledField
        control={form.control}
        name="checkPath"
        label="Health path"
        description="Empty: the site's URL itself. E.g. /api/federated/health"
        render={(field) => <Input autoComplete="off" placeholder="/api/federated/health" {...field} />}
      />
      <div className="grid grid-cols-2 gap-4 sm:grid-cols-3">
        {NUMBER_FIELDS.map((f) => (
          <LabeledField
            key={f.name}
            control={form.control}
            name={f.name}
            label={f.label}
            description={"help" in f ? f.help : undefined}
            render={(field) => <NumberInput min={f.min} max={f.max} {...field} />}
          />
        ))}
      </div>
      <LabeledField
        control={form.control}
        name="keyword"
        label="Keyword"
        description="Optional text the answer must contain"
        render={(field) => <Input autoComplete="off" {...field} />}
      />
      <p className="text-sm text-muted-foreground">
        Planned downtime is scheduled under{" "}
        <IntentLink className="underline underline-offset-2" href="/incidents?tab=maintenance">
          Incidents › Maintenance
        </IntentLink>
        : checks then do not count as failures and no down alert is sent.
      </p>
      <SwitchField control={form.control} name="ignoreTlsErrors" label="Accept untrusted certificates" layout="row" />
      <SwitchField control={form.control} name="paused" label="Pause checks" layout="row" />
    </FormDialog>
  );
}

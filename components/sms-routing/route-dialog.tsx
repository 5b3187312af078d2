"use client";
/**
 * Add Route / Edit Route (docs/spec/operator-console.md §5 "SMS route form", §8 "SMS routes"): name, description,
 * pattern and its type, target type and value (placeholder per type), priority 1–1000 (default 100),
 * phone number ("All Numbers") and active. The browser checks the shared schema; the server also compiles
 * regex patterns, and its field errors land on the fields as well as in the failure toast.
 */
import { useForm, useWatch } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { LabeledField } from "@/components/ui/form";
import { Input } from "@/components/ui/input";
import { Textarea } from "@/components/ui/textarea";
import { createSmsRouteAction, updateSmsRouteAction } from "@/lib/sms-intake/routing/actions";
import type { SmsRouteRow } from "@/lib/sms-intake/routing/queries";
import { formatPhoneNumber } from "@/lib/format/phone";
import {
  DEFAULT_PRIORITY,
  MAX_PRIORITY,
  MIN_PRIORITY,
  PATTERN_TYPES,
  TARGET_PLACEHOLDERS,
  TARGET_TYPES,
  smsRouteSchema,
  type PatternType,
  type SmsRouteFormValues,
  type SmsRouteInput,
  type TargetType,
} from "@/lib/sms-intake/routing/schemas";
import { FormDialog } from "@/components/console/form-dialog";
import { NumberInput } from "@/components/console/number-input";
import { SelectField } from "@/components/console/select-field";
import { SwitchField } from "@/components/console/switch-field";
import { useAdminAction } from "@/components/console/use-admin-action";
import { PATTERN_TYPE_LABELS, TARGET_TYPE_LABELS } from "@/lib/sms-intake/routing/labels";

/** A number the route may be scoped to. */
export interface RouteNumberOption {
  id: number;
  phoneNumber: string;
  isActive: boolean;
}

const ALL_NUMBERS = "all";

function initialValues(route: SmsRouteRow | null): SmsRouteFormValues {
  return {
    name: route?.name ?? "",
    description: route?.description ?? "",
    pattern: route?.pattern ?? "",
    patternType: (route?.patternType as PatternType | undefined) ?? "contains",
    targetType: (route?.targetType as TargetType | undefined) ?? "webhook",
    targetValue: route?.targetValue ?? "",
    priority: route?.priority ?? DEFAULT_PRIORITY,
    phoneNumberId: route?.phoneNumberId ?? null,
    isActive: route?.isActive ?? true,
  };
}

/** The spec's toast texts (docs/spec/operator-console.md §8), written out in full. */
const TOASTS = {
  create: { ok: "SMS route created successfully", failed: "Failed to create SMS route" },
  update: { ok: "SMS route updated successfully", failed: "Failed to update SMS route" },
} as const;

/**
 * The dialog: adds a route when `route` is null, else edits it. Mount it with a `key` per opening.
 * `internalTargets` are the registered handlers' target values (`internal://<name>`), shown as the
 * alternative to an address.
 */
export function RouteDialog({
  route,
  numbers,
  internalTargets,
  onClose,
}: {
  route: SmsRouteRow | null;
  numbers: RouteNumberOption[];
  internalTargets: string[];
  onClose: () => void;
}) {
  const form = useForm<SmsRouteFormValues, unknown, SmsRouteInput>({
    resolver: zodResolver(smsRouteSchema),
    defaultValues: initialValues(route),
  });
  const targetType = useWatch({ control: form.control, name: "targetType" });
  const numberChoices = [ALL_NUMBERS, ...numbers.map((number) => String(number.id))];
  const numberLabels: Record<string, string> = {
    [ALL_NUMBERS]: "All Numbers",
    ...Object.fromEntries(
      numbers.map((number) => [
        number.id,
        `${formatPhoneNumber(number.phoneNumber)}${number.isActive ? "" : " (inactive)"}`,
      ]),
    ),
  };
  const toasts = route ? TOASTS.update : TOASTS.create;

  const options = {
    form,
    errorMessage: { title: toasts.failed, fallback: "Please try again." },
    successMessage: (saved: { name: string }) => ({ title: toasts.ok, description: saved.name }),
    onSuccess: onClose,
  };
  const create = useAdminAction(createSmsRouteAction, options);
  const update = useAdminAction(updateSmsRouteAction, options);

  // The typed values are sent as they are; the server parses them again (and compiles regex patterns).
  function submit() {
    const values = form.getValues();
    return route ? update.run({ id: route.id, ...values }) : create.run(values);
  }

  return (
    <FormDialog
      form={form}
      className="max-h-[90vh] overflow-y-auto sm:max-w-lg"
      title={route ? "Edit Route" : "Add Route"}
      description="Active routes are checked in ascending priority; the first one whose pattern matches a message handles it."
      onSubmit={submit}
      onClose={onClose}
      pending={create.pending || update.pending}
      submitLabel={route ? "Save Changes" : "Add Route"}
    >
      <LabeledField
        control={form.control}
        name="name"
        label="Route Name"
        render={(field) => <Input autoComplete="off" maxLength={255} {...field} />}
      />
      <LabeledField
        control={form.control}
        name="description"
        label="Description"
        render={(field) => <Textarea rows={2} placeholder="Optional" {...field} value={field.value ?? ""} />}
      />
      <div className="grid items-start gap-4 sm:grid-cols-[1fr_10rem]">
        <LabeledField
          control={form.control}
          name="pattern"
          label="Pattern"
          render={(field) => <Input autoComplete="off" maxLength={500} placeholder="e.g. support" {...field} />}
        />
        <SelectField
          control={form.control}
          name="patternType"
          label="Pattern Type"
          choices={PATTERN_TYPES}
          labels={PATTERN_TYPE_LABELS}
        />
      </div>
      <div className="grid items-start gap-4 sm:grid-cols-[10rem_1fr]">
        <SelectField
          control={form.control}
          name="targetType"
          label="Target Type"
          choices={TARGET_TYPES}
          labels={TARGET_TYPE_LABELS}
        />
        <LabeledField
          control={form.control}
          name="targetValue"
          label="Target Value"
          description={<>Or an internal handler: {internalTargets.join(", ")}.</>}
          render={(field) => <Input autoComplete="off" placeholder={TARGET_PLACEHOLDERS[targetType]} {...field} />}
        />
      </div>
      <div className="grid items-start gap-4 sm:grid-cols-[10rem_1fr]">
        <LabeledField
          control={form.control}
          name="priority"
          label="Priority"
          description={`${MIN_PRIORITY}–${MAX_PRIORITY}, lowest first.`}
          render={(field) => <NumberInput min={MIN_PRIORITY} max={MAX_PRIORITY} {...field} />}
        />
        <SelectField
          control={form.control}
          name="phoneNumberId"
          label="Phone Number"
          choices={numberChoices}
          labels={numberLabels}
          toChoice={(id) => (id == null ? ALL_NUMBERS : String(id))}
          fromChoice={(choice) => (choice === ALL_NUMBERS ? null : Number(choice))}
        />
      </div>
      <SwitchField control={form.control} name="isActive" label="Active" />
    </FormDialog>
  );
}

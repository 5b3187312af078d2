"use client";
/**
 * The Rules tab (docs/federation-protocol.md "Alert rules"): each rule on or off, the channels it sends to (none: the default
 * recipients), its throttle window (5 minutes to 30 days) and its own parameters: the days before a
 * certificate expires, and N errors in M minutes for a spike.
 */
import { MayFieldset } from "@/components/console/may-fieldset";
import { IfMay } from "@/components/console/if-may";
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import type { z } from "zod";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { Checkbox } from "@/components/ui/checkbox";
import { Form, FormField, LabeledField } from "@/components/ui/form";
import { Input } from "@/components/ui/input";
import { updateRuleAction } from "@/lib/alerts/actions";
import { RULE_LABELS, THROTTLE_MINUTES, type AlertRuleKind } from "@/lib/alerts/rules";
import type { ChannelView, RuleWithChannels } from "@/lib/alerts/queries";
import { ruleSchema, type RuleInput } from "@/lib/alerts/schemas";
import { SwitchField } from "@/components/console/switch-field";
import { useAdminAction } from "@/components/console/use-admin-action";
import { formatNumber } from "@/lib/format/number";

const number = (field: { value: unknown }) => ({
  type: "number",
  inputMode: "numeric" as const,
  value: String(field.value ?? ""),
});

function RuleCard({ rule, channels }: { rule: RuleWithChannels; channels: ChannelView[] }) {
  const kind = rule.kind as AlertRuleKind;
  const form = useForm<RuleInput, unknown, z.output<typeof ruleSchema>>({
    resolver: zodResolver(ruleSchema),
    defaultValues: {
      kind,
      enabled: rule.enabled,
      channelIds: rule.channelIds,
      throttleMinutes: rule.throttleMinutes,
      certificateDays: rule.certificateDays,
      spikeCount: rule.spikeCount,
      spikeMinutes: rule.spikeMinutes,
    },
  });
  const save = useAdminAction(updateRuleAction, {
    form,
    errorMessage: { title: "Could not save the rule", fallback: "Please try again." },
    successMessage: { title: "Rule saved", description: RULE_LABELS[kind] },
  });
  const title = RULE_LABELS[kind];
  return (
    <Card className="min-w-0 gap-3" data-testid="alert-rule" data-rule={kind}>
      <CardHeader>
        <CardTitle>
          <h2 className="text-base">{title}</h2>
        </CardTitle>
      </CardHeader>
      <CardContent>
        <Form {...form}>
          <form onSubmit={form.handleSubmit((values) => save.run(values))} noValidate className="grid gap-4">
            <MayFieldset permission="alerts.rule">
              <SwitchField control={form.control} name="enabled" label="Enabled" />
              <div className="grid gap-4 sm:grid-cols-3">
                {kind === "site_up" ? (
                  <p className="text-sm text-muted-foreground sm:col-span-3">
                    Always sent after a site-down alert, once the site answers again.
                  </p>
                ) : (
                  <LabeledField
                    control={form.control}
                    name="throttleMinutes"
                    label="Throttle window (minutes)"
                    description={`One alert per subject per window, ${THROTTLE_MINUTES.min}–${formatNumber(THROTTLE_MINUTES.max)}.`}
                    render={(field) => <Input {...field} {...number(field)} />}
                  />
                )}
                {kind === "certificate_expiring" && (
                  <LabeledField
                    control={form.control}
                    name="certificateDays"
                    label="Days before expiry"
                    render={(field) => <Input {...field} {...number(field)} />}
                  />
                )}
                {kind === "error_spike" && (
                  <>
                    <LabeledField
                      control={form.control}
                      name="spikeCount"
                      label="Errors (N)"
                      render={(field) => <Input {...field} {...number(field)} />}
                    />
                    <LabeledField
                      control={form.control}
                      name="spikeMinutes"
                      label="In minutes (M)"
                      render={(field) => <Input {...field} {...number(field)} />}
                    />
                  </>
                )}
              </div>
              <FormField
                control={form.control}
                name="channelIds"
                render={({ field }) => (
                  <fieldset className="grid gap-2">
                    <legend className="mb-1 text-sm font-medium">Channels</legend>
                    {channels.length === 0 && (
                      <p className="text-sm text-muted-foreground">
                        No channels yet: the default recipients are e-mailed.
                      </p>
                    )}
                    {channels.map((channel) => {
                      const checked = field.value.map(Number).includes(channel.id);
                      return (
                        <label key={channel.id} className="flex items-center gap-2 text-sm">
                          <Checkbox
                            checked={checked}
                            onCheckedChange={(on) =>
                              field.onChange(
                                on
                                  ? [...field.value, channel.id]
                                  : field.value.filter((id) => Number(id) !== channel.id),
                              )
                            }
                          />
                          {channel.name} {!channel.enabled && <span className="text-muted-foreground">(disabled)</span>}
                        </label>
                      );
                    })}
                    {channels.length > 0 && field.value.length === 0 && (
                      <p className="text-xs text-muted-foreground">None picked: the default recipients are e-mailed.</p>
                    )}
                  </fieldset>
                )}
              />
            </MayFieldset>
            <IfMay permission="alerts.rule">
              <Button type="submit" className="justify-self-start" disabled={save.pending}>
                {save.pending ? "Saving..." : `Save ${title.toLowerCase()}`}
              </Button>
            </IfMay>
          </form>
        </Form>
      </CardContent>
    </Card>
  );
}

/** The tab's content: one form per rule. */
export function RulesList({ rules, channels }: { rules: RuleWithChannels[]; channels: ChannelView[] }) {
  return (
    <div className="grid gap-4">
      {rules.map((rule) => (
        <RuleCard key={rule.id} rule={rule} channels={channels} />
      ))}
    </div>
  );
}

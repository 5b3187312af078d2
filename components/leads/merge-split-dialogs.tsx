"use client";
/**
 * Merging and splitting leads by hand (docs/sms.md "Leads"). Merge: another lead's number; both become one, the
 * older id stays (the page follows it). Split: the items to move to a new lead, and whether the phone
 * or e-mail goes with them.
 */
import { useState } from "react";
import { useRouter } from "next/navigation";
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import type { z } from "zod";
import { DialogFormFooter } from "@/components/console/dialog-form-footer";
import { useAdminAction } from "@/components/console/use-admin-action";
import { Button } from "@/components/ui/button";
import { Checkbox } from "@/components/ui/checkbox";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { Form, LabeledField } from "@/components/ui/form";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { mergeLeadAction, splitLeadAction } from "@/lib/leads/actions";
import { formatPhoneNumber } from "@/lib/format/phone";
import { mergeLeadSchema } from "@/lib/leads/schemas";

function MergeDialog({ leadId, onClose }: { leadId: number; onClose: () => void }) {
  const router = useRouter();
  const form = useForm<z.input<typeof mergeLeadSchema>, unknown, z.output<typeof mergeLeadSchema>>({
    resolver: zodResolver(mergeLeadSchema),
    defaultValues: { id: leadId, otherId: undefined as unknown as number },
  });
  const merge = useAdminAction(mergeLeadAction, {
    form,
    errorMessage: { title: "Not merged", fallback: "The leads could not be merged." },
    successMessage: ({ keptId }) => ({ title: "Leads merged", description: `Lead #${keptId}` }),
    onSuccess: ({ keptId }) => {
      onClose();
      if (keptId !== leadId) router.push(`/leads/${keptId}`);
    },
  });
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Merge with another lead</DialogTitle>
          <DialogDescription>
            Everything of the other lead moves here (or here moves there, when the other lead is older). The older lead number stays.
          </DialogDescription>
        </DialogHeader>
        <Form {...form}>
          <form onSubmit={form.handleSubmit(() => merge.run(form.getValues()))} noValidate className="grid gap-4">
            <LabeledField
              control={form.control}
              name="otherId"
              label="Other lead number"
              render={(field) => (
                <Input
                  inputMode="numeric"
                  {...field}
                  value={Number.isFinite(field.value) ? String(field.value) : ""}
                  onChange={(event) => field.onChange(event.target.value === "" ? undefined : Number(event.target.value))}
                />
              )}
            />
            <DialogFormFooter onCancel={onClose} pending={merge.pending} submitLabel="Merge" />
          </form>
        </Form>
      </DialogContent>
    </Dialog>
  );
}

/** An item a split can move: its kind, id and a line describing it. */
export interface SplitOption {
  kind: "sms" | "contact" | "code";
  id: number;
  label: string;
}

function SplitDialog({ leadId, options, phone, email, onClose }: { leadId: number; options: SplitOption[]; phone: string | null; email: string | null; onClose: () => void }) {
  const router = useRouter();
  const [chosen, setChosen] = useState<Set<string>>(new Set());
  const [movePhone, setMovePhone] = useState(false);
  const [moveEmail, setMoveEmail] = useState(false);
  const split = useAdminAction(splitLeadAction, {
    errorMessage: { title: "Not split", fallback: "The lead could not be split." },
    successMessage: ({ newId }) => ({ title: "Lead split", description: `New lead #${newId}` }),
    onSuccess: ({ newId }) => {
      onClose();
      router.push(`/leads/${newId}`);
    },
  });
  const key = (o: SplitOption) => `${o.kind}:${o.id}`;
  const idsOf = (kind: SplitOption["kind"]) => options.filter((o) => o.kind === kind && chosen.has(key(o))).map((o) => o.id);
  const toggle = (k: string, on: boolean) =>
    setChosen((previous) => {
      const next = new Set(previous);
      if (on) next.add(k);
      else next.delete(k);
      return next;
    });
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    void split.run({ id: leadId, smsMessageIds: idsOf("sms"), contactRequestIds: idsOf("contact"), projectCodeIds: idsOf("code"), movePhone, moveEmail });
  };
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="sm:max-w-xl">
        <DialogHeader>
          <DialogTitle>Split this lead</DialogTitle>
          <DialogDescription>The items you choose move to a new lead.</DialogDescription>
        </DialogHeader>
        <form onSubmit={submit} className="grid gap-4">
          <fieldset className="grid max-h-[50vh] gap-2 overflow-y-auto">
            <legend className="mb-2 text-sm font-medium">Move</legend>
            {phone && (
              <div className="flex items-start gap-2">
                <Checkbox id="split-phone" checked={movePhone} onCheckedChange={(v) => setMovePhone(v === true)} />
                <Label htmlFor="split-phone" className="font-normal">The phone number {formatPhoneNumber(phone)}</Label>
              </div>
            )}
            {email && (
              <div className="flex items-start gap-2">
                <Checkbox id="split-email" checked={moveEmail} onCheckedChange={(v) => setMoveEmail(v === true)} />
                <Label htmlFor="split-email" className="font-normal break-all">The e-mail address {email}</Label>
              </div>
            )}
            {options.map((o) => (
              <div key={key(o)} className="flex items-start gap-2">
                <Checkbox id={`split-${key(o)}`} checked={chosen.has(key(o))} onCheckedChange={(v) => toggle(key(o), v === true)} />
                <Label htmlFor={`split-${key(o)}`} className="font-normal break-words">{o.label}</Label>
              </div>
            ))}
          </fieldset>
          <DialogFormFooter onCancel={onClose} pending={split.pending} submitLabel="Split" disabled={chosen.size === 0 && !movePhone && !moveEmail} />
        </form>
      </DialogContent>
    </Dialog>
  );
}

/** The Merge… and Split… buttons of a lead, with their dialogs. */
export function MergeSplitControls({ leadId, options, phone, email }: { leadId: number; options: SplitOption[]; phone: string | null; email: string | null }) {
  const [open, setOpen] = useState<"merge" | "split" | null>(null);
  return (
    <>
      <Button variant="outline" onClick={() => setOpen("merge")}>
        Merge…
      </Button>
      <Button variant="outline" onClick={() => setOpen("split")} disabled={options.length === 0 && !phone && !email}>
        Split…
      </Button>
      {open === "merge" && <MergeDialog leadId={leadId} onClose={() => setOpen(null)} />}
      {open === "split" && <SplitDialog leadId={leadId} options={options} phone={phone} email={email} onClose={() => setOpen(null)} />}
    </>
  );
}

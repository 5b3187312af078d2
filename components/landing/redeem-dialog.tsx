"use client";
/**
 * The project-code redemption dialog (site-and-admin.md §2 "Redeem dialog", §4, §8): a form (code
 * forced to upper case, name, email, optional phone), "Redeeming..." while submitting, then either a
 * success view with the project idea and next steps, or a "Redemption Failed" toast with the form kept.
 * A visitor who redeemed the code before with the same e-mail sees the idea again, with the day it was
 * redeemed (docs/decisions/public-site.md "Reopening a redeemed code").
 */
import { CalendarDays, CheckCircle2 } from "lucide-react";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { redeemCode } from "@/lib/project-codes/actions";
import { useAdminAction } from "@/components/console/use-admin-action";
import { formatDate } from "@/lib/format/date";
import { Button, buttonVariants } from "@/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@/components/ui/dialog";
import { Form, LabeledField } from "@/components/ui/form";
import { Input } from "@/components/ui/input";
import { lazyZodResolver } from "@/lib/forms/lazy-zod-resolver";
import { bookingPath, type BookingPrefill } from "@/lib/bookings/booking-link";
import type { RedeemedCode } from "@/lib/project-codes/redeem";
import type { RedeemFormValues, RedeemInput } from "@/lib/project-codes/redeem-schemas";
import { CODE_MAX_LENGTH } from "@/lib/project-codes/redeem-fields";

const validation = lazyZodResolver<RedeemFormValues, RedeemInput>(() =>
  import("@/lib/project-codes/redeem-schemas").then((m) => m.redeemSchema),
);

const NEXT_STEPS = [
  "Our team will be in touch within 24 hours",
  "We'll discuss your requirements in detail",
  "We'll schedule a consultation call",
  "We'll begin custom development planning",
];

interface RedeemDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Prefills the code (from a `?code=` share link). */
  initialCode: string;
}

/** The dialog; mount a fresh one per opening (RedeemDialogHost does) so each starts empty. */
export function RedeemDialog({ open, onOpenChange, initialCode }: RedeemDialogProps) {
  const [redeemed, setRedeemed] = useState<{ code: RedeemedCode; visitor: BookingPrefill } | null>(null);
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        {redeemed ? (
          <SuccessView redeemed={redeemed.code} visitor={redeemed.visitor} onDone={() => onOpenChange(false)} />
        ) : (
          <RedeemForm initialCode={initialCode} onRedeemed={(code, visitor) => setRedeemed({ code, visitor })} />
        )}
      </DialogContent>
    </Dialog>
  );
}

function RedeemForm({
  initialCode,
  onRedeemed,
}: {
  initialCode: string;
  onRedeemed: (code: RedeemedCode, visitor: BookingPrefill) => void;
}) {
  const form = useForm<RedeemFormValues, unknown, RedeemInput>({
    resolver: validation.resolver,
    defaultValues: { code: initialCode, name: "", email: "", phone: "" },
  });
  const redeem = useAdminAction(redeemCode, {
    form,
    // A lost connection gets no answer and falls back to the spec's message.
    errorMessage: { title: "Redemption Failed", fallback: "Invalid or expired code" },
    successMessage: successText,
    onSuccess: onRedeemed,
  });
  const pending = redeem.pending;

  return (
    <>
      <DialogHeader>
        <DialogTitle>Got a Code?</DialogTitle>
        <DialogDescription>
          Enter the project code you received by text, with your contact details, to unlock your custom project idea.
        </DialogDescription>
      </DialogHeader>
      <Form {...form}>
        <form onSubmit={form.handleSubmit(redeem.run)} onFocus={validation.preload} noValidate className="grid gap-4">
          <LabeledField
            control={form.control}
            name="code"
            label="Code"
            render={(field) => (
              <Input
                {...field}
                onChange={(event) => field.onChange(event.target.value.toUpperCase())}
                placeholder="8-character code"
                maxLength={CODE_MAX_LENGTH}
                autoComplete="off"
                autoCapitalize="characters"
                spellCheck={false}
                className="font-mono tracking-widest uppercase"
              />
            )}
          />
          <LabeledField
            control={form.control}
            name="name"
            label="Name"
            render={(field) => <Input {...field} autoComplete="name" />}
          />
          <LabeledField
            control={form.control}
            name="email"
            label="Email"
            render={(field) => <Input {...field} type="email" autoComplete="email" />}
          />
          <LabeledField
            control={form.control}
            name="phone"
            label="Phone (optional)"
            render={(field) => <Input {...field} value={field.value ?? ""} type="tel" autoComplete="tel" />}
          />
          <DialogFooter>
            <Button type="submit" disabled={pending} className="w-full sm:w-auto">
              {pending ? "Redeeming..." : "Redeem Code"}
            </Button>
          </DialogFooter>
        </form>
      </Form>
    </>
  );
}

/** The success toast's and view's words: the spec's for a first redemption, the day of it for a visitor coming back. */
function successText({ redeemedAt }: RedeemedCode): { title: string; description: string } {
  if (!redeemedAt)
    return { title: "Code Redeemed Successfully!", description: "Your custom development opportunity awaits!" };
  return {
    title: "Code Already Redeemed",
    description: `You redeemed this code on ${formatDate(redeemedAt)}. Our team will be in touch.`,
  };
}

function SuccessView({
  redeemed,
  visitor,
  onDone,
}: {
  redeemed: RedeemedCode;
  visitor: BookingPrefill;
  onDone: () => void;
}) {
  const text = successText(redeemed);
  return (
    <>
      <DialogHeader>
        <DialogTitle className="flex items-center gap-2">
          <CheckCircle2 className="size-5 text-green-700" aria-hidden="true" />
          {text.title}
        </DialogTitle>
        <DialogDescription>{text.description}</DialogDescription>
      </DialogHeader>
      <div className="grid gap-2">
        <h3 id="redeemed-idea-heading" className="text-sm font-semibold">
          Your Project Idea
        </h3>
        {/* Focusable so keyboard users can scroll a long draft. */}
        <div
          tabIndex={0}
          role="region"
          aria-labelledby="redeemed-idea-heading"
          className="max-h-64 overflow-y-auto rounded-md border bg-muted p-3 text-sm whitespace-pre-wrap outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50"
        >
          {redeemed.projectIdea}
        </div>
      </div>
      {/* Next steps follow a first redemption; a visitor coming back was told them then. */}
      {!redeemed.redeemedAt && (
        <div className="grid gap-2">
          <h3 className="text-sm font-semibold">What happens next?</h3>
          <ul className="grid gap-1.5 text-sm">
            {NEXT_STEPS.map((step) => (
              <li key={step} className="flex items-start gap-2">
                <CheckCircle2 className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden="true" />
                {step}
              </li>
            ))}
          </ul>
        </div>
      )}
      <DialogFooter className="gap-2">
        <a className={buttonVariants({ variant: "outline" })} href={bookingPath(visitor)}>
          <CalendarDays aria-hidden="true" /> Book your free call
        </a>
        <Button type="button" onClick={onDone}>
          Awesome, Thanks!
        </Button>
      </DialogFooter>
    </>
  );
}

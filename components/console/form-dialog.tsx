"use client";
/**
 * The console's add/edit dialog around a react-hook-form form (authorized phones, numbers, routes,
 * TODOs, channels, project codes, drafts, portfolio projects): open while mounted, closed by Escape,
 * the outside or Cancel, with a title, one line saying what the thing is, the fields, and the
 * Cancel + submit footer.
 */
import type { FieldValues, SubmitHandler, UseFormReturn } from "react-hook-form";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { Form } from "@/components/ui/form";
import { DialogFormFooter } from "./dialog-form-footer";

/**
 * Mount it with a `key` per opening so the form starts afresh; `onClose` unmounts it. `onSubmit`
 * gets the values the form's resolver checked; `pending`, `submitLabel`, `pendingLabel` and
 * `submitDisabled` (a form that cannot be sent yet) go to the footer; `className` sizes the dialog (e.g. "sm:max-w-md").
 */
export function FormDialog<TFieldValues extends FieldValues, TTransformedValues>({
  form,
  title,
  description,
  onSubmit,
  onClose,
  pending,
  submitLabel,
  pendingLabel,
  submitDisabled = false,
  className,
  children,
}: {
  form: UseFormReturn<TFieldValues, unknown, TTransformedValues>;
  title: React.ReactNode;
  description: React.ReactNode;
  onSubmit: SubmitHandler<TTransformedValues>;
  onClose: () => void;
  pending: boolean;
  submitLabel: string;
  pendingLabel?: string;
  submitDisabled?: boolean;
  className?: string;
  children: React.ReactNode;
}) {
  return (
    // While the save runs, Escape or a click outside leaves the dialog open, so its answer is seen.
    <Dialog open onOpenChange={(open) => !open && !pending && onClose()}>
      <DialogContent className={className}>
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>{description}</DialogDescription>
        </DialogHeader>
        <Form {...form}>
          <form onSubmit={form.handleSubmit(onSubmit)} noValidate className="grid gap-4">
            {children}
            <DialogFormFooter
              onCancel={onClose}
              pending={pending}
              submitLabel={submitLabel}
              pendingLabel={pendingLabel}
              disabled={submitDisabled}
            />
          </form>
        </Form>
      </DialogContent>
    </Dialog>
  );
}

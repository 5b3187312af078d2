"use client";
/** The terms template every new quote starts from (docs/decisions/quotes-and-projects.md "Quotes: versions, links and evidence"): a button and its dialog. */
import { useState } from "react";
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { z } from "zod";
import { FileText } from "lucide-react";
import { FormDialog } from "@/components/console/form-dialog";
import { IfMay } from "@/components/console/if-may";
import { useAdminAction } from "@/components/console/use-admin-action";
import { Button } from "@/components/ui/button";
import { LabeledField } from "@/components/ui/form";
import { Textarea } from "@/components/ui/textarea";
import { saveQuoteTermsAction } from "@/lib/quotes/actions";

const termsSchema = z.object({ terms: z.string().max(50_000, "At most 50,000 characters") });

function TermsDialog({ terms, onClose }: { terms: string; onClose: () => void }) {
  const form = useForm<z.infer<typeof termsSchema>>({ resolver: zodResolver(termsSchema), defaultValues: { terms } });
  const save = useAdminAction(saveQuoteTermsAction, {
    form,
    errorMessage: { title: "Error", fallback: "The terms could not be saved." },
    successMessage: "Terms template saved",
    onSuccess: onClose,
  });
  return (
    <FormDialog
      form={form}
      className="sm:max-w-2xl"
      title="Terms template"
      description="New quotes start with these terms and conditions; each quote can change its own copy."
      onSubmit={(input) => save.run(input)}
      onClose={onClose}
      pending={save.pending}
      submitLabel="Save terms"
    >
      <LabeledField
        control={form.control}
        name="terms"
        label="Terms and conditions"
        render={(field) => <Textarea rows={12} {...field} />}
      />
    </FormDialog>
  );
}

/** "Terms template" for staff, opening the dialog with the saved `terms`. */
export function TermsTemplateButton({ terms }: { terms: string }) {
  const [open, setOpen] = useState(0);
  return (
    <IfMay permission="quotes.terms">
      <Button variant="outline" onClick={() => setOpen((n) => n + 1)}>
        <FileText aria-hidden="true" /> Terms template
      </Button>
      {open > 0 && <TermsDialog key={open} terms={terms} onClose={() => setOpen(0)} />}
    </IfMay>
  );
}

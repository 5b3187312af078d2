"use client";
/**
 * Generate New Code (site-and-admin.md §2 "Admin screens" 2, §5 "Generate project code": the idea has
 * at least 10 characters). The new code is created on the server from a CSPRNG.
 */
import { useState } from "react";
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { Plus } from "lucide-react";
import { toast } from "sonner";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle, DialogTrigger } from "@/components/ui/dialog";
import { Form, LabeledField } from "@/components/ui/form";
import { Textarea } from "@/components/ui/textarea";
import { generateProjectCodeAction } from "@/lib/project-codes/actions";
import { generateProjectCodeSchema, type GenerateProjectCodeInput } from "@/lib/validations/project-code";
import { useActionErrorToast } from "../use-action-error-toast";

/** The Generate New Code button and its dialog. */
export function GenerateCodeDialog() {
  const [open, setOpen] = useState(false);
  const toastError = useActionErrorToast();
  const form = useForm<GenerateProjectCodeInput>({ resolver: zodResolver(generateProjectCodeSchema), defaultValues: { projectIdea: "" } });

  async function onValid(input: GenerateProjectCodeInput) {
    const result = await generateProjectCodeAction(input).catch(() => null);
    if (!result?.ok) return toastError(result?.error, { title: "Error", fallback: "Failed to generate project code" });
    toast.success("Project code generated", { description: result.data.code });
    form.reset();
    setOpen(false);
  }

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (!next) form.reset();
      }}
    >
      <DialogTrigger asChild>
        <Button>
          <Plus aria-hidden="true" />
          Generate New Code
        </Button>
      </DialogTrigger>
      <DialogContent className="sm:max-w-lg">
        <DialogHeader>
          <DialogTitle>Generate New Code</DialogTitle>
          <DialogDescription>Describe the project idea. The code is created at once and can be shared with the client.</DialogDescription>
        </DialogHeader>
        <Form {...form}>
          <form onSubmit={form.handleSubmit(onValid)} noValidate className="grid gap-4">
            <LabeledField
              control={form.control}
              name="projectIdea"
              label="Project Idea"
              render={(field) => <Textarea rows={6} placeholder="e.g. A booking portal for a dog grooming salon with SMS reminders" {...field} />}
            />
            <DialogFooter>
              <Button type="submit" disabled={form.formState.isSubmitting}>
                {form.formState.isSubmitting ? "Generating..." : "Generate Code"}
              </Button>
            </DialogFooter>
          </form>
        </Form>
      </DialogContent>
    </Dialog>
  );
}

"use client";
/**
 * Generate New Code (docs/spec/site-and-admin.md §2 "Admin screens" 2, §5 "Generate project code": the idea has
 * at least 10 characters). The new code is created on the server from a CSPRNG.
 */
import { useState } from "react";
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { Plus } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle, DialogTrigger } from "@/components/ui/dialog";
import { Form, LabeledField } from "@/components/ui/form";
import { Textarea } from "@/components/ui/textarea";
import { generateProjectCodeAction } from "@/lib/project-codes/actions";
import { generateProjectCodeSchema, type GenerateProjectCodeInput } from "@/lib/project-codes/schemas";
import { useAdminAction } from "@/components/console/use-admin-action";

/** The Generate New Code button and its dialog. */
export function GenerateCodeDialog() {
  const [open, setOpen] = useState(false);
  const form = useForm<GenerateProjectCodeInput>({ resolver: zodResolver(generateProjectCodeSchema), defaultValues: { projectIdea: "" } });

  const generate = useAdminAction(generateProjectCodeAction, {
    form,
    errorMessage: { title: "Error", fallback: "Failed to generate project code" },
    successMessage: (created) => ({ title: "Project code generated", description: created.code }),
    onSuccess: () => {
      form.reset();
      setOpen(false);
    },
  });

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
          <form onSubmit={form.handleSubmit(generate.run)} noValidate className="grid gap-4">
            <LabeledField
              control={form.control}
              name="projectIdea"
              label="Project Idea"
              render={(field) => <Textarea rows={6} placeholder="e.g. A booking portal for a dog grooming salon with SMS reminders" {...field} />}
            />
            <DialogFooter>
              <Button type="submit" disabled={generate.pending}>
                {generate.pending ? "Generating..." : "Generate Code"}
              </Button>
            </DialogFooter>
          </form>
        </Form>
      </DialogContent>
    </Dialog>
  );
}

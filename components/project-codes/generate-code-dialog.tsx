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
import { LabeledField } from "@/components/ui/form";
import { Textarea } from "@/components/ui/textarea";
import { generateProjectCodeAction } from "@/lib/project-codes/actions";
import { generateProjectCodeSchema, type GenerateProjectCodeInput } from "@/lib/project-codes/schemas";
import { FormDialog } from "@/components/console/form-dialog";
import { IfMay } from "@/components/console/if-may";
import { useAdminAction } from "@/components/console/use-admin-action";

/** The Generate New Code button; each press opens a fresh dialog. */
export function GenerateCodeDialog() {
  const [opening, setOpening] = useState<number | null>(null);
  return (
    <>
      <IfMay permission="codes.generate">
        <Button onClick={() => setOpening(Date.now())}>
          <Plus aria-hidden="true" />
          Generate New Code
        </Button>
      </IfMay>
      {opening !== null && <GenerateCodeForm key={opening} onClose={() => setOpening(null)} />}
    </>
  );
}

function GenerateCodeForm({ onClose }: { onClose: () => void }) {
  const form = useForm<GenerateProjectCodeInput>({
    resolver: zodResolver(generateProjectCodeSchema),
    defaultValues: { projectIdea: "" },
  });
  const generate = useAdminAction(generateProjectCodeAction, {
    form,
    errorMessage: { title: "Error", fallback: "Failed to generate project code" },
    successMessage: (created) => ({ title: "Project code generated", description: created.code }),
    onSuccess: onClose,
  });

  return (
    <FormDialog
      form={form}
      className="sm:max-w-lg"
      title="Generate New Code"
      description="Describe the project idea. The code is created at once and can be shared with the client."
      onSubmit={generate.run}
      onClose={onClose}
      pending={generate.pending}
      pendingLabel="Generating..."
      submitLabel="Generate Code"
    >
      <LabeledField
        control={form.control}
        name="projectIdea"
        label="Project Idea"
        render={(field) => (
          <Textarea
            rows={6}
            placeholder="e.g. A booking portal for a dog grooming salon with SMS reminders"
            {...field}
          />
        )}
      />
    </FormDialog>
  );
}

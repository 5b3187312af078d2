"use client";
/** The password-reset request mode of /auth (site-and-admin.md §2 "Authentication screens", §5, §8). */
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { toast } from "sonner";
import { forgotPasswordAction } from "@/app/(auth)/auth/actions";
import { Button } from "@/components/ui/button";
import { Form, LabeledField } from "@/components/ui/form";
import { Input } from "@/components/ui/input";
import { forgotPasswordSchema } from "@/lib/validations/auth";

type ForgotPasswordInput = { email: string };

/**
 * One e-mail field that asks for a reset link. `onBack` returns to sign-in; the caller unmounts this
 * form then, which is what clears the e-mail. After a sent request it also returns to sign-in.
 */
export function ForgotPasswordForm({ onBack }: { onBack: () => void }) {
  const form = useForm<ForgotPasswordInput>({ resolver: zodResolver(forgotPasswordSchema), defaultValues: { email: "" } });

  async function onValid(input: ForgotPasswordInput) {
    const result = await forgotPasswordAction(input).catch(() => null);
    if (!result?.ok) {
      toast.error("Failed to send reset email", { description: result?.error });
      return;
    }
    toast.success("Password reset email sent", { description: result.data.message });
    onBack();
  }

  return (
    <Form {...form}>
      <form onSubmit={form.handleSubmit(onValid)} noValidate className="grid gap-4">
        <LabeledField
          control={form.control}
          name="email"
          label="Email"
          render={(field) => <Input type="email" autoComplete="email" {...field} />}
        />
        <Button type="submit" className="w-full" disabled={form.formState.isSubmitting}>
          {form.formState.isSubmitting ? "Sending..." : "Send Reset Link"}
        </Button>
        <Button type="button" variant="link" className="justify-self-center" onClick={onBack}>
          Back to Sign In
        </Button>
      </form>
    </Form>
  );
}

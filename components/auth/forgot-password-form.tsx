"use client";
/** The password-reset request mode of /auth (docs/spec/site-and-admin.md §2 "Authentication screens", §5, §8). */
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { forgotPasswordAction } from "@/lib/auth/actions";
import { Button } from "@/components/ui/button";
import { Form, LabeledField } from "@/components/ui/form";
import { Input } from "@/components/ui/input";
import { forgotPasswordSchema } from "@/lib/auth/schemas";
import { useAdminAction } from "@/components/console/use-admin-action";

type ForgotPasswordInput = { email: string };

/**
 * One e-mail field that asks for a reset link. `onBack` returns to sign-in; the caller unmounts this
 * form then, which is what clears the e-mail. After a sent request it also returns to sign-in.
 */
export function ForgotPasswordForm({ onBack }: { onBack: () => void }) {
  const form = useForm<ForgotPasswordInput>({
    resolver: zodResolver(forgotPasswordSchema),
    defaultValues: { email: "" },
  });

  const request = useAdminAction(forgotPasswordAction, {
    form,
    errorMessage: { title: "Failed to send reset email", fallback: "Please try again." },
    successMessage: ({ message }) => ({ title: "Password reset email sent", description: message }),
    onSuccess: onBack,
  });

  return (
    <Form {...form}>
      <form onSubmit={form.handleSubmit(request.run)} noValidate className="grid gap-4">
        <LabeledField
          control={form.control}
          name="email"
          label="Email"
          render={(field) => <Input type="email" autoComplete="email" {...field} />}
        />
        <Button type="submit" className="w-full" disabled={request.pending}>
          {request.pending ? "Sending..." : "Send Reset Link"}
        </Button>
        <Button type="button" variant="link" className="justify-self-center" onClick={onBack}>
          Back to Sign In
        </Button>
      </form>
    </Form>
  );
}

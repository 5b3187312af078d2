"use client";
/** /reset-password with a token: the new-password form and its success view (docs/spec/site-and-admin.md §2, §4, §5, §8). */
import { useEffect, useState } from "react";
import { useRouter } from "next/navigation";
import { useForm } from "react-hook-form";
import { toast } from "sonner";
import { resetPasswordAction } from "@/lib/auth/actions";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader } from "@/components/ui/card";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { MIN_PASSWORD_LENGTH } from "@/lib/auth/schemas";
import { useAdminAction } from "@/components/console/use-admin-action";
import { RESET_REDIRECT_DELAY_MS } from "./reset-redirect";

type Fields = { password: string; confirmPassword: string };

/** The spec's client checks, in its order, as a toast's title and description; null when the fields pass. */
function clientCheck({ password, confirmPassword }: Fields): [string, string] | null {
  if (!password || !confirmPassword) return ["Missing Information", "Please enter and confirm your new password"];
  if (password !== confirmPassword) return ["Passwords Don't Match", "Please make sure both password fields match"];
  if (password.length < MIN_PASSWORD_LENGTH)
    return ["Password Too Short", "Password must be at least 6 characters long"];
  return null;
}

/** Sets a new password for the owner of `token`; on success shows "Password Reset Successful" and goes to /auth after 3 s. */
export function ResetPasswordForm({ token }: { token: string }) {
  const router = useRouter();
  const [done, setDone] = useState(false);
  const { register, handleSubmit } = useForm<Fields>({ defaultValues: { password: "", confirmPassword: "" } });
  const reset = useAdminAction(resetPasswordAction, {
    errorMessage: { title: "Password reset failed", fallback: "Please try again." },
    successMessage: ({ message }) => ({ title: "Password reset successful", description: message }),
    onSuccess: () => setDone(true),
  });

  useEffect(() => {
    if (!done) return;
    const timer = setTimeout(() => router.replace("/auth"), RESET_REDIRECT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [done, router]);

  function onSubmit(fields: Fields) {
    const problem = clientCheck(fields);
    if (problem) {
      toast.error(problem[0], { description: problem[1] });
      return;
    }
    return reset.run({ token, password: fields.password });
  }

  if (done) {
    return (
      <Card>
        <CardHeader>
          <h1 className="text-xl font-semibold">Password Reset Successful</h1>
          <CardDescription>You can now sign in with your new password. Taking you to sign in…</CardDescription>
        </CardHeader>
      </Card>
    );
  }

  return (
    <Card>
      <CardHeader>
        <h1 className="text-xl font-semibold">Reset Password</h1>
        <CardDescription>Choose a new password of at least {MIN_PASSWORD_LENGTH} characters.</CardDescription>
      </CardHeader>
      <CardContent>
        <form onSubmit={handleSubmit(onSubmit)} noValidate className="grid gap-4">
          <div className="grid gap-2">
            <Label htmlFor="new-password">New Password</Label>
            <Input id="new-password" type="password" autoComplete="new-password" {...register("password")} />
          </div>
          <div className="grid gap-2">
            <Label htmlFor="confirm-password">Confirm Password</Label>
            <Input id="confirm-password" type="password" autoComplete="new-password" {...register("confirmPassword")} />
          </div>
          <Button type="submit" className="w-full" disabled={reset.pending}>
            {reset.pending ? "Resetting..." : "Reset Password"}
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}

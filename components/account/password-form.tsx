"use client";
/** The Password tab of /account (docs/spec/site-and-admin.md §2, §5 "Change password", §8). */
import { IfMay } from "@/components/console/if-may";
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { changePasswordAction } from "@/lib/account/actions";
import { Button } from "@/components/ui/button";
import { Form, FormControl, FormField, FormItem, FormLabel, FormMessage } from "@/components/ui/form";
import { Input } from "@/components/ui/input";
import { changePasswordSchema, type ChangePasswordInput } from "@/lib/auth/schemas";
import { useAdminAction } from "@/components/console/use-admin-action";

const FIELDS = [
  { name: "currentPassword", label: "Current Password", autoComplete: "current-password" },
  { name: "newPassword", label: "New Password", autoComplete: "new-password" },
  { name: "confirmPassword", label: "Confirm Password", autoComplete: "new-password" },
] as const;

/** Changes the password; on success the fields are cleared and every other session is signed out (server side). */
export function PasswordForm() {
  const form = useForm<ChangePasswordInput>({
    resolver: zodResolver(changePasswordSchema),
    defaultValues: { currentPassword: "", newPassword: "", confirmPassword: "" },
  });

  const change = useAdminAction(changePasswordAction, {
    form,
    errorMessage: { title: "Error", fallback: "Failed to update password" },
    successMessage: "Password updated successfully",
    onSuccess: () => form.reset(),
  });

  return (
    <Form {...form}>
      <form onSubmit={form.handleSubmit(change.run)} noValidate className="grid gap-4">
        {FIELDS.map(({ name, label, autoComplete }) => (
          <FormField
            key={name}
            control={form.control}
            name={name}
            render={({ field }) => (
              <FormItem>
                <FormLabel>{label}</FormLabel>
                <FormControl>
                  <Input type="password" autoComplete={autoComplete} {...field} />
                </FormControl>
                <FormMessage />
              </FormItem>
            )}
          />
        ))}
        <IfMay permission="account.password">
          <Button type="submit" className="justify-self-start" disabled={change.pending}>
            {change.pending ? "Updating..." : "Update Password"}
          </Button>
        </IfMay>
      </form>
    </Form>
  );
}

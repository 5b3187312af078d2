"use client";
/** The invitation page's form: username, names and password; then a link to sign in (docs/decisions/auth-and-roles.md "Team"). */
import { useState } from "react";
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import type { z } from "zod";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader } from "@/components/ui/card";
import { Form, LabeledField } from "@/components/ui/form";
import { Input } from "@/components/ui/input";
import type { UserRole } from "@/lib/db/schema/auth";
import { acceptInvitationAction } from "@/lib/team/actions";
import { ROLE_LABELS } from "@/lib/team/labels";
import { acceptInvitationSchema, type AcceptInvitationInput } from "@/lib/team/schemas";
import { IntentLink } from "@/components/console/intent-link";
import { useAdminAction } from "@/components/console/use-admin-action";

/** Creates the account for the invitation behind `token` (sent to `email`, as `role`). */
export function AcceptInvitationForm({ token, email, role }: { token: string; email: string; role: UserRole }) {
  const [username, setUsername] = useState<string | null>(null);
  const form = useForm<AcceptInvitationInput, unknown, z.output<typeof acceptInvitationSchema>>({
    resolver: zodResolver(acceptInvitationSchema),
    defaultValues: { token, username: "", firstName: "", lastName: "", password: "", confirmPassword: "" },
  });
  const accept = useAdminAction(acceptInvitationAction, {
    form,
    errorMessage: { title: "Account not created", fallback: "Please try again." },
    onSuccess: (created) => setUsername(created.username),
  });

  if (username) {
    return (
      <Card>
        <CardHeader>
          <h1 className="text-xl font-semibold">Welcome to the team</h1>
          <CardDescription>Your account {username} is ready. Sign in with your username and password.</CardDescription>
        </CardHeader>
        <CardContent>
          <Button asChild className="w-full">
            <IntentLink href="/auth">Sign in</IntentLink>
          </Button>
        </CardContent>
      </Card>
    );
  }

  return (
    <Card>
      <CardHeader>
        <h1 className="text-xl font-semibold">Join the team</h1>
        <CardDescription>
          You were invited as {ROLE_LABELS[role].toLowerCase()} with {email}. Choose how you sign in.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <Form {...form}>
          <form onSubmit={form.handleSubmit((values) => accept.run(values))} noValidate className="grid gap-4">
            <LabeledField
              control={form.control}
              name="username"
              label="Username"
              render={(field) => <Input autoComplete="username" {...field} />}
            />
            <div className="grid gap-4 sm:grid-cols-2">
              <LabeledField
                control={form.control}
                name="firstName"
                label="First name"
                render={(field) => <Input autoComplete="given-name" {...field} value={field.value ?? ""} />}
              />
              <LabeledField
                control={form.control}
                name="lastName"
                label="Last name"
                render={(field) => <Input autoComplete="family-name" {...field} value={field.value ?? ""} />}
              />
            </div>
            <LabeledField
              control={form.control}
              name="password"
              label="Password"
              render={(field) => <Input type="password" autoComplete="new-password" {...field} />}
            />
            <LabeledField
              control={form.control}
              name="confirmPassword"
              label="Confirm password"
              render={(field) => <Input type="password" autoComplete="new-password" {...field} />}
            />
            <Button type="submit" className="w-full" disabled={accept.pending}>
              {accept.pending ? "Creating account..." : "Create account"}
            </Button>
          </form>
        </Form>
      </CardContent>
    </Card>
  );
}

"use client";
/** The Profile tab of /account (docs/spec/site-and-admin.md §2, §5 "Profile", §8). */
import { IfMay } from "@/components/console/if-may";
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import type { z } from "zod";
import { updateProfileAction } from "@/lib/account/actions";
import { Button } from "@/components/ui/button";
import { Form, LabeledField } from "@/components/ui/form";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { formatProfilePhone } from "@/lib/format/phone";
import { PHONE_FIELD_MAX, profileSchema, type ProfileInput } from "@/lib/auth/schemas";
import { PhoneInput } from "@/components/console/phone-input";
import { useAdminAction } from "@/components/console/use-admin-action";

/** The profile as the form starts: the phone already formatted for display. */
export interface ProfileDefaults {
  username: string;
  email: string;
  firstName: string;
  lastName: string;
  phoneNumber: string;
}

/** Edits e-mail, first and last name and phone; the username is shown but cannot change. */
export function ProfileForm({ defaults }: { defaults: ProfileDefaults }) {
  const { username, ...editable } = defaults;
  const form = useForm<ProfileInput, unknown, z.output<typeof profileSchema>>({
    resolver: zodResolver(profileSchema),
    defaultValues: editable,
  });

  const save = useAdminAction(updateProfileAction, {
    form,
    errorMessage: { title: "Error", fallback: "Failed to update profile" },
    successMessage: "Profile updated successfully",
    onSuccess: (saved) =>
      form.reset({
        email: saved.email,
        firstName: saved.firstName ?? "",
        lastName: saved.lastName ?? "",
        phoneNumber: formatProfilePhone(saved.phoneNumber),
      }),
  });

  return (
    <Form {...form}>
      <form onSubmit={form.handleSubmit(save.run)} noValidate className="grid gap-4">
        <div className="grid gap-2">
          <Label htmlFor="profile-username">Username</Label>
          <Input
            id="profile-username"
            value={username}
            readOnly
            aria-describedby="profile-username-hint"
            className="bg-muted"
          />
          <p id="profile-username-hint" className="text-sm text-muted-foreground">
            Your username cannot be changed.
          </p>
        </div>
        <LabeledField
          control={form.control}
          name="email"
          label="Email"
          render={(field) => <Input type="email" autoComplete="email" {...field} />}
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <LabeledField
            control={form.control}
            name="firstName"
            label="First Name"
            render={(field) => <Input autoComplete="given-name" {...field} />}
          />
          <LabeledField
            control={form.control}
            name="lastName"
            label="Last Name"
            render={(field) => <Input autoComplete="family-name" {...field} />}
          />
        </div>
        <LabeledField
          control={form.control}
          name="phoneNumber"
          label="Phone Number"
          description="US numbers as (555) 123-4567; other countries with their + code."
          render={(field) => (
            <PhoneInput autoComplete="tel" placeholder="(555) 123-4567" maxLength={PHONE_FIELD_MAX} {...field} />
          )}
        />
        <IfMay permission="account.profile">
          <Button type="submit" className="justify-self-start" disabled={save.pending}>
            {save.pending ? "Saving..." : "Save Changes"}
          </Button>
        </IfMay>
      </form>
    </Form>
  );
}

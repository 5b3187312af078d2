"use client";
/** The Profile tab of /account (site-and-admin.md §2, §5 "Profile", §8). */
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { toast } from "sonner";
import type { z } from "zod";
import { updateProfileAction } from "@/app/(admin)/account/actions";
import { Button } from "@/components/ui/button";
import { Form, LabeledField } from "@/components/ui/form";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { PHONE_FIELD_MAX, profileSchema, type ProfileInput } from "@/lib/validations/auth";
import { useActionErrorToast } from "../use-action-error-toast";
import { formatPhoneInput } from "./format-phone-input";

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
  const toastError = useActionErrorToast();
  const { username, ...editable } = defaults;
  const form = useForm<ProfileInput, unknown, z.output<typeof profileSchema>>({
    resolver: zodResolver(profileSchema),
    defaultValues: editable,
  });

  async function onValid(input: z.output<typeof profileSchema>) {
    const result = await updateProfileAction(input).catch(() => null);
    if (!result?.ok) {
      toastError(result?.error, { title: "Error", fallback: "Failed to update profile" });
      return;
    }
    const saved = result.data;
    form.reset({
      email: saved.email,
      firstName: saved.firstName ?? "",
      lastName: saved.lastName ?? "",
      phoneNumber: formatPhoneInput(saved.phoneNumber ?? ""),
    });
    toast.success("Profile updated successfully");
  }

  return (
    <Form {...form}>
      <form onSubmit={form.handleSubmit(onValid)} noValidate className="grid gap-4">
        <div className="grid gap-2">
          <Label htmlFor="profile-username">Username</Label>
          <Input id="profile-username" value={username} readOnly aria-describedby="profile-username-hint" className="bg-muted" />
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
          description="Only the digits are saved."
          render={(field) => (
            <Input
              type="tel"
              autoComplete="tel-national"
              placeholder="(555) 123-4567"
              maxLength={PHONE_FIELD_MAX}
              {...field}
              onChange={(event) => field.onChange(formatPhoneInput(event.target.value))}
              // maxLength would cut a pasted "+1 555 123 4567" before formatting: format the whole paste instead.
              onPaste={(event) => {
                event.preventDefault();
                field.onChange(formatPhoneInput(event.clipboardData.getData("text")));
              }}
            />
          )}
        />
        <Button type="submit" className="justify-self-start" disabled={form.formState.isSubmitting}>
          {form.formState.isSubmitting ? "Saving..." : "Save Changes"}
        </Button>
      </form>
    </Form>
  );
}

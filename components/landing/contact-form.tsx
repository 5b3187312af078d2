"use client";
/**
 * The contact form (site-and-admin.md §2 "Landing sections", §5, §8): validated in the browser and
 * again by `submitContact`; success toasts "Message sent successfully!" and resets, failure toasts
 * "Failed to send message" pointing at the contact address. A hidden honeypot field catches bots.
 */
import { useState, useSyncExternalStore } from "react";
import { useForm, type DefaultValues } from "react-hook-form";
import { submitContact } from "@/lib/contact/actions";
import { useAdminAction } from "@/components/console/use-admin-action";
import { Alert, AlertDescription } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Form, LabeledField } from "@/components/ui/form";
import { Input } from "@/components/ui/input";
import { Textarea } from "@/components/ui/textarea";
import { bookingPath, type BookingPrefill } from "@/lib/bookings/booking-link";
import { lazyZodResolver } from "@/lib/forms/lazy-zod-resolver";
import { cn } from "@/lib/utils";
import type { ContactFormValues, ContactInput } from "@/lib/contact/schemas";
import { CONTACT_LIMITS, PROJECT_TYPES } from "@/lib/contact/fields";

const NETWORK_ERROR = "Could not reach the server. Please check your connection.";

const validation = lazyZodResolver<ContactFormValues, ContactInput>(() =>
  import("@/lib/contact/schemas").then((m) => m.contactSchema),
);

// projectType stays unset until chosen, so the select shows its placeholder.
const EMPTY: DefaultValues<ContactFormValues> = {
  firstName: "",
  lastName: "",
  email: "",
  company: "",
  message: "",
  website: "",
};

// The Input's look, for the native select: it works with every screen reader and phone picker unaided.
const SELECT_CLASSES =
  "h-9 w-full rounded-md border border-input bg-transparent px-3 py-1 text-base shadow-xs outline-none focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/50 aria-invalid:border-destructive aria-invalid:ring-destructive/20 md:text-sm";

const noSubscription = () => () => {};

/**
 * False in the server's HTML and until React has hydrated the form (it hydrates lazily, see
 * lazy-contact-form.tsx), true after. The submit button stays disabled until then: a click (or Enter)
 * would otherwise submit the form natively, with the visitor's details in the URL.
 */
function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}

/** The form; `contactEmail` is named in the failure toast. */
export function ContactForm({ contactEmail }: { contactEmail: string }) {
  const hydrated = useHydrated();
  const form = useForm<ContactFormValues, unknown, ContactInput>({
    resolver: validation.resolver,
    defaultValues: EMPTY,
  });
  const [serverError, setServerError] = useState<string | null>(null);
  // After a message: the free call's booking link, prefilled with who wrote.
  const [sentBy, setSentBy] = useState<BookingPrefill | null>(null);
  const send = useAdminAction(submitContact, {
    form,
    // Whatever went wrong, the toast points at the contact address; the reason shows in the form.
    errorMessage: {
      title: "Failed to send message",
      fallback: NETWORK_ERROR,
      description: `Please try again or contact us directly at ${contactEmail}`,
    },
    successMessage: { title: "Message sent successfully!", description: "We'll get back to you soon." },
    onSuccess: (_, sent) => {
      setSentBy({ name: `${sent.firstName} ${sent.lastName}`, email: sent.email });
      form.reset(EMPTY);
    },
    // A lost connection gets no answer, so no message of its own.
    onError: (error) => setServerError(error || NETWORK_ERROR),
  });
  const pending = send.pending;

  function onSubmit(values: ContactInput) {
    setServerError(null);
    return send.run(values);
  }

  return (
    <Form {...form}>
      <form
        onSubmit={form.handleSubmit(onSubmit)}
        onFocus={validation.preload}
        noValidate
        aria-labelledby="contact-form-heading"
        className="grid gap-5"
      >
        <h3 id="contact-form-heading" className="text-xl font-semibold">
          Send us a message
        </h3>
        <div className="grid gap-5 sm:grid-cols-2">
          <LabeledField
            control={form.control}
            name="firstName"
            label="First Name"
            render={(field) => <Input {...field} autoComplete="given-name" maxLength={CONTACT_LIMITS.name} />}
          />
          <LabeledField
            control={form.control}
            name="lastName"
            label="Last Name"
            render={(field) => <Input {...field} autoComplete="family-name" maxLength={CONTACT_LIMITS.name} />}
          />
        </div>
        <div className="grid gap-5 sm:grid-cols-2">
          <LabeledField
            control={form.control}
            name="email"
            label="Email"
            render={(field) => <Input {...field} type="email" autoComplete="email" maxLength={CONTACT_LIMITS.email} />}
          />
          <LabeledField
            control={form.control}
            name="company"
            label="Company (optional)"
            render={(field) => (
              <Input
                {...field}
                value={field.value ?? ""}
                autoComplete="organization"
                maxLength={CONTACT_LIMITS.company}
              />
            )}
          />
        </div>
        <LabeledField
          control={form.control}
          name="projectType"
          label="Project Type"
          render={(field) => (
            <select
              {...field}
              value={field.value ?? ""}
              className={cn(SELECT_CLASSES, !field.value && "text-muted-foreground")}
            >
              <option value="" disabled>
                Select a project type
              </option>
              {PROJECT_TYPES.map((type) => (
                <option key={type} value={type} className="text-foreground">
                  {type}
                </option>
              ))}
            </select>
          )}
        />
        <LabeledField
          control={form.control}
          name="message"
          label="Message"
          render={(field) => (
            <Textarea
              {...field}
              rows={5}
              maxLength={CONTACT_LIMITS.message}
              placeholder="Tell us about your project, your users and your timeline"
              className="min-h-32"
            />
          )}
        />
        {/* Honeypot: off-screen and skipped by keyboard and screen readers, so only bots fill it in. */}
        <div aria-hidden="true" className="absolute -left-[10000px] size-px overflow-hidden">
          <label htmlFor="contact-website">Website</label>
          <input id="contact-website" type="text" tabIndex={-1} autoComplete="off" {...form.register("website")} />
        </div>
        {serverError && (
          <Alert variant="destructive">
            <AlertDescription>{serverError}</AlertDescription>
          </Alert>
        )}
        {sentBy && (
          <Alert>
            <AlertDescription>
              Message sent. Want to talk it through?{" "}
              <a className="font-medium text-primary underline underline-offset-4" href={bookingPath(sentBy)}>
                Book your free call
              </a>
            </AlertDescription>
          </Alert>
        )}
        <Button
          type="submit"
          size="lg"
          disabled={pending || !hydrated}
          // Not dimmed while only waiting for hydration: a flash of a faded button on every page load helps no one.
          className={cn("w-full sm:w-auto sm:justify-self-start", !hydrated && "disabled:opacity-100")}
        >
          {pending ? "Sending..." : "Send Message"}
        </Button>
      </form>
    </Form>
  );
}

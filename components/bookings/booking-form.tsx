"use client";
/**
 * The questions of a booking, then the booking itself (`bookConsultation`). The idempotency key is made
 * once per chosen time, so a double click or a retried request is one booking. A time taken meanwhile
 * sends the visitor back to the times, re-read from the server.
 */
import { useState } from "react";
import { useRouter } from "next/navigation";
import { useForm } from "react-hook-form";
import { useAdminAction } from "@/components/console/use-admin-action";
import { Alert, AlertDescription } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Form, LabeledField } from "@/components/ui/form";
import { Input } from "@/components/ui/input";
import { Textarea } from "@/components/ui/textarea";
import { bookConsultation } from "@/lib/bookings/actions";
import { BOOKING_LIMITS } from "@/lib/bookings/limits";
import type { BookFormValues, BookInput } from "@/lib/bookings/schemas";
import type { BookingQuestionnaire } from "@/lib/bookings/questions";
import { lazyZodResolver } from "@/lib/forms/lazy-zod-resolver";
import type { ConfirmationDetails } from "./booking-confirmation";

const validation = lazyZodResolver<BookFormValues, BookInput>(() =>
  import("@/lib/bookings/schemas").then((m) => m.bookSchema),
);

/** Who the visitor is, when a link prefilled it. */
export interface BookingPrefill {
  name: string;
  email: string;
  phone: string;
}

export function BookingForm({
  slug,
  startAt,
  timeZone,
  questionnaire,
  prefill,
  onBooked,
  onTaken,
}: {
  slug: string;
  startAt: string;
  timeZone: string;
  questionnaire: BookingQuestionnaire;
  prefill: BookingPrefill;
  onBooked: (details: ConfirmationDetails) => void;
  onTaken: () => void;
}) {
  const router = useRouter();
  const { phone, phoneCall, notes, questions } = questionnaire;
  const [idempotencyKey] = useState(() => crypto.randomUUID());
  const [serverError, setServerError] = useState<string | null>(null);
  const form = useForm<BookFormValues, unknown, BookInput>({
    resolver: validation.resolver,
    defaultValues: {
      eventTypeSlug: slug,
      startAt,
      timeZone,
      idempotencyKey,
      ...prefill,
      notes: "",
      answers: Object.fromEntries(questions.map((q) => [q.id, ""])),
    },
  });
  const book = useAdminAction(bookConsultation, {
    form,
    errorMessage: { title: "Could not book this time", fallback: "Could not reach the server. Please try again." },
    onSuccess: (booked) => onBooked({ ...booked, title: "You're booked" }),
    onError: (error) => setServerError(error),
  });

  async function onSubmit(values: BookInput) {
    setServerError(null);
    const result = await book.run({ ...values, startAt: values.startAt.toISOString() });
    if (!result.ok && result.fieldErrors?.startAt) {
      router.refresh();
      onTaken();
    }
  }

  return (
    <Form {...form}>
      <form onSubmit={form.handleSubmit(onSubmit)} onFocus={validation.preload} noValidate className="grid gap-4">
        <LabeledField
          control={form.control}
          name="name"
          label="Name"
          render={(field) => <Input {...field} autoComplete="name" maxLength={BOOKING_LIMITS.name} />}
        />
        <LabeledField
          control={form.control}
          name="email"
          label="Email"
          render={(field) => <Input {...field} type="email" autoComplete="email" maxLength={BOOKING_LIMITS.email} />}
        />
        {phone !== "hidden" && (
          <LabeledField
            control={form.control}
            name="phone"
            label={phoneCall ? "Phone (we call you on it)" : phone === "required" ? "Phone" : "Phone (optional)"}
            render={(field) => (
              <Input
                {...field}
                value={field.value ?? ""}
                type="tel"
                autoComplete="tel"
                maxLength={BOOKING_LIMITS.phone}
              />
            )}
          />
        )}
        {questions.map((question) => (
          <LabeledField
            key={question.id}
            control={form.control}
            name={`answers.${question.id}`}
            label={question.required ? question.label : `${question.label} (optional)`}
            render={(field) =>
              question.kind === "paragraph" ? (
                <Textarea {...field} value={field.value ?? ""} rows={3} maxLength={BOOKING_LIMITS.answer} />
              ) : (
                <Input {...field} value={field.value ?? ""} maxLength={BOOKING_LIMITS.answer} />
              )
            }
          />
        ))}
        {notes !== "hidden" && (
          <LabeledField
            control={form.control}
            name="notes"
            label={notes === "required" ? "Anything we should know?" : "Anything we should know? (optional)"}
            render={(field) => (
              <Textarea {...field} value={field.value ?? ""} rows={4} maxLength={BOOKING_LIMITS.notes} />
            )}
          />
        )}
        {serverError && (
          <Alert variant="destructive">
            <AlertDescription>{serverError}</AlertDescription>
          </Alert>
        )}
        <Button type="submit" size="lg" disabled={book.pending}>
          {book.pending ? "Booking..." : "Book this time"}
        </Button>
      </form>
    </Form>
  );
}

"use client";
/**
 * The questions part of the event type dialog: the phone (required for a phone call), the notes, and the
 * extra questions, each with a label, a kind and whether it must be answered
 * (docs/decisions/bookings.md "The questions an event type asks").
 */
import { Plus, Trash2 } from "lucide-react";
import { useFieldArray, type Control } from "react-hook-form";
import { SelectField } from "@/components/console/select-field";
import { SwitchField } from "@/components/console/switch-field";
import { Button } from "@/components/ui/button";
import { Checkbox } from "@/components/ui/checkbox";
import { FormField, LabeledField } from "@/components/ui/form";
import { Input } from "@/components/ui/input";
import { QUESTION_KIND_LABELS, QUESTION_MODE_LABELS } from "@/lib/bookings/labels";
import { MAX_EXTRA_QUESTIONS, type EventTypeFormValues, type EventTypeInput } from "@/lib/bookings/settings-schemas";
import { BOOKING_QUESTION_KINDS, BOOKING_QUESTION_MODES } from "@/lib/db/schema/bookings";

export function EventTypeQuestions({ control }: { control: Control<EventTypeFormValues, unknown, EventTypeInput> }) {
  // `keyName`: the questions carry their own `id`, the key of their answers.
  const questions = useFieldArray({ control, name: "questions", keyName: "fieldKey" });
  return (
    <fieldset className="grid gap-3 rounded-md border p-3">
      <legend className="px-1 text-sm font-medium">Questions</legend>
      <p className="text-xs text-muted-foreground">Name and e-mail are always asked and required.</p>
      <SelectField
        control={control}
        name="phoneQuestion"
        label="Phone"
        description="A phone call always requires the guest's number."
        choices={BOOKING_QUESTION_MODES}
        labels={QUESTION_MODE_LABELS}
      />
      <SwitchField control={control} name="asksNotes" label="Ask for notes" />
      <SwitchField control={control} name="notesRequired" label="Notes required (when asked)" />
      {questions.fields.map((question, index) => (
        <div key={question.fieldKey} className="grid gap-2 rounded-md border p-2" data-testid="extra-question">
          <LabeledField
            control={control}
            name={`questions.${index}.label`}
            label={`Question ${index + 1}`}
            render={(field) => <Input {...field} maxLength={100} />}
          />
          <div className="flex flex-wrap items-end gap-3">
            <div className="min-w-40 flex-1">
              <SelectField
                control={control}
                name={`questions.${index}.kind`}
                label="Answer"
                choices={BOOKING_QUESTION_KINDS}
                labels={QUESTION_KIND_LABELS}
              />
            </div>
            <FormField
              control={control}
              name={`questions.${index}.required`}
              render={({ field }) => (
                <label className="flex items-center gap-2 pb-2 text-sm">
                  <Checkbox checked={field.value} onCheckedChange={(checked) => field.onChange(checked === true)} />
                  Required
                </label>
              )}
            />
            <Button
              type="button"
              variant="ghost"
              size="icon"
              aria-label={`Remove question ${index + 1}`}
              onClick={() => questions.remove(index)}
            >
              <Trash2 aria-hidden="true" />
            </Button>
          </div>
        </div>
      ))}
      <Button
        type="button"
        variant="outline"
        size="sm"
        className="justify-self-start"
        disabled={questions.fields.length >= MAX_EXTRA_QUESTIONS}
        onClick={() => questions.append({ label: "", kind: "text", required: false })}
      >
        <Plus aria-hidden="true" /> Add question
      </Button>
    </fieldset>
  );
}

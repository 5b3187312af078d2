"use client";
/**
 * The Phone Numbers tab (docs/spec/operator-console.md §2 "Phone Numbers"): one card per configured
 * number, Add Number, and Edit per card. Numbers are not deleted: routes and messages refer to them.
 */
import { IfMay } from "@/components/console/if-may";
import { useState } from "react";
import { Plus } from "lucide-react";
import { Button } from "@/components/ui/button";
import type { SmsNumberRow } from "@/lib/sms-intake/routing/message-queries";
import { PhoneNumberCard } from "./phone-number-card";
import { PhoneNumberDialog } from "./phone-number-dialog";
import { EmptyState } from "@/components/console/empty-state";

/** Which dialog is open: adding (number null), editing, or none; a new `key` per opening resets the form. */
type Editor = { number: SmsNumberRow | null; key: number } | null;

/** The heading row with Add Number, then the cards; `sharedRoutes` counts the active routes for All Numbers. */
export function PhoneNumbers({ numbers, sharedRoutes }: { numbers: SmsNumberRow[]; sharedRoutes: number }) {
  const [editor, setEditor] = useState<Editor>(null);
  return (
    <section aria-labelledby="phone-numbers-heading" className="grid gap-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <div>
          <h2 id="phone-numbers-heading" className="text-lg font-semibold">
            Phone Numbers
          </h2>
          <p className="text-sm text-muted-foreground">
            The numbers that receive texts, with their traffic and routes.
          </p>
        </div>
        <IfMay permission="routing.create-number">
          <Button onClick={() => setEditor({ number: null, key: Date.now() })}>
            <Plus aria-hidden="true" />
            Add Number
          </Button>
        </IfMay>
      </div>
      {numbers.length === 0 ? (
        <EmptyState bordered>No phone numbers configured. Add the number your texts arrive on.</EmptyState>
      ) : (
        <div className="grid gap-4 lg:grid-cols-2">
          {numbers.map((number) => (
            <PhoneNumberCard
              key={number.id}
              number={number}
              sharedRoutes={sharedRoutes}
              onEdit={() => setEditor({ number, key: Date.now() })}
            />
          ))}
        </div>
      )}
      {editor && <PhoneNumberDialog key={editor.key} number={editor.number} onClose={() => setEditor(null)} />}
    </section>
  );
}

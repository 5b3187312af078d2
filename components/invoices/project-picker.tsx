"use client";
/**
 * The invoice form's project field (docs/decisions/quotes-and-projects.md "Staff-issued invoices: draft,
 * issue, void"): a search box that asks the server for matching projects (name or client, searched in SQL,
 * a screenful at a time) and a list to choose one from. Controlled: `value` is the chosen project's id.
 */
import { useEffect, useId, useState, useTransition } from "react";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { findProjectsAction } from "@/lib/projects/actions";
import type { ProjectChoice } from "@/lib/projects/queries";
import { cn } from "@/lib/utils";

/** How long typing pauses before the search runs, in milliseconds. */
const SEARCH_DELAY_MS = 250;

/** Picks a project; `error` is the field's message. */
export function ProjectPicker({
  value,
  onChange,
  error,
}: {
  value: number;
  onChange: (id: number) => void;
  error?: string;
}) {
  const id = useId();
  const [q, setQ] = useState("");
  const [choices, setChoices] = useState<ProjectChoice[]>([]);
  const [pending, startTransition] = useTransition();
  useEffect(() => {
    const timer = setTimeout(
      () =>
        startTransition(async () => {
          const result = await findProjectsAction({ q });
          if (result.ok) setChoices(result.data);
        }),
      SEARCH_DELAY_MS,
    );
    return () => clearTimeout(timer);
  }, [q]);
  return (
    <div className="grid gap-2">
      <Label htmlFor={`${id}-search`}>Project</Label>
      <Input
        id={`${id}-search`}
        type="search"
        placeholder="Search projects and clients..."
        value={q}
        maxLength={100}
        onChange={(event) => setQ(event.target.value)}
        aria-describedby={error ? `${id}-error` : undefined}
      />
      <ul
        role="listbox"
        aria-label="Projects"
        aria-busy={pending}
        className="max-h-48 overflow-y-auto rounded-md border text-sm"
        data-testid="project-choices"
      >
        {choices.length === 0 && (
          <li className="p-2 text-muted-foreground">{pending ? "Searching..." : "No projects match."}</li>
        )}
        {choices.map((choice) => (
          <li
            key={choice.id}
            role="option"
            aria-selected={choice.id === value}
            tabIndex={0}
            className={cn("cursor-pointer p-2 hover:bg-muted", choice.id === value && "bg-muted font-medium")}
            onClick={() => onChange(choice.id)}
            onKeyDown={(event) => {
              if (event.key === "Enter" || event.key === " ") {
                event.preventDefault();
                onChange(choice.id);
              }
            }}
          >
            #{choice.id} {choice.name} <span className="text-muted-foreground">· {choice.clientName || "—"}</span>
          </li>
        ))}
      </ul>
      {error && (
        <p id={`${id}-error`} className="text-sm text-destructive">
          {error}
        </p>
      )}
    </div>
  );
}

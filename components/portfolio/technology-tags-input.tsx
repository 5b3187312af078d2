"use client";
/**
 * Technology tag entry of the portfolio dialog (docs/spec/site-and-admin.md §2 screen 5, §5): type a name and
 * press Add (or Enter); click a tag to remove it. Blank and duplicate tags are ignored.
 */
import { useState } from "react";
import { X } from "lucide-react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { addTechnology, PORTFOLIO_LIMITS, removeTechnology } from "@/lib/portfolio/schemas";

interface TechnologyTagsInputProps {
  id: string;
  value: string[];
  onChange: (technologies: string[]) => void;
}

/** The labelled input, its Add button and the removable tags. */
export function TechnologyTagsInput({ id, value, onChange }: TechnologyTagsInputProps) {
  const [draft, setDraft] = useState("");

  function add() {
    onChange(addTechnology(value, draft));
    setDraft("");
  }

  return (
    <div className="grid gap-2">
      <Label htmlFor={id}>Technologies</Label>
      <div className="flex gap-2">
        <Input
          id={id}
          value={draft}
          maxLength={PORTFOLIO_LIMITS.technology}
          placeholder="e.g. React"
          onChange={(event) => setDraft(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === "Enter") {
              event.preventDefault();
              add();
            }
          }}
        />
        <Button type="button" variant="outline" onClick={add} disabled={value.length >= PORTFOLIO_LIMITS.technologies}>
          Add
        </Button>
      </div>
      {value.length > 0 && (
        <ul aria-label="Selected technologies" className="flex flex-wrap gap-2">
          {value.map((tech) => (
            <li key={tech}>
              <Badge asChild variant="secondary" className="cursor-pointer">
                <button
                  type="button"
                  onClick={() => onChange(removeTechnology(value, tech))}
                  aria-label={`Remove ${tech}`}
                >
                  {tech}
                  <X aria-hidden="true" />
                </button>
              </Badge>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

"use client";
/**
 * The `/` menu of the SMS reply box (docs/sms.md "Saved replies"): typing `/` at the start of the text or
 * after a space opens the saved replies whose name holds what follows it ("/than" finds "Thanks"); Up and
 * Down move, Enter or Tab inserts, Escape closes. The chosen reply replaces the `/…` with its text, its
 * variables filled from the lead (lib/sms/saved-reply-text.ts), so the box holds what will be sent; a
 * variable the lead has no value for stays written for the admin to fill in.
 */
import { useId, useState } from "react";
import type { SmsSavedReply } from "@/lib/db/schema";
import { expandSavedReply, type SavedReplyValues } from "@/lib/sms/saved-reply-text";
import { cn } from "@/lib/utils";

/** The `/` being typed: where it starts in the text, and what follows it up to the caret. */
interface SlashQuery {
  start: number;
  end: number;
  query: string;
}

/** The `/query` that ends at `caret`, when a `/` starts the text or follows whitespace and no line break follows it. */
function slashQueryAt(text: string, caret: number): SlashQuery | null {
  const before = text.slice(0, caret);
  const match = /(?:^|\s)\/([^\n/]{0,40})$/u.exec(before);
  if (!match) return null;
  return { start: caret - match[1]!.length - 1, end: caret, query: match[1]! };
}

/** What the reply box wires to its textarea, and the menu to draw under it. */
export interface SavedReplyMenu {
  /** Call with the text and caret after every change or caret move. */
  update: (text: string, caret: number) => void;
  /** The textarea's keydown: navigates and inserts while the menu is open. */
  onKeyDown: (event: React.KeyboardEvent<HTMLTextAreaElement>) => void;
  /** Props for the textarea while the menu is open: the list it controls and its active option. */
  inputProps: Record<string, string | boolean | undefined>;
  menu: React.ReactNode;
}

/**
 * The menu over `replies` for a lead with variable `values`; `replace(text, caret)` puts the new text in
 * the box and the caret after the inserted reply.
 */
export function useSavedReplyMenu(
  replies: readonly SmsSavedReply[],
  values: SavedReplyValues,
  replace: (text: string, caret: number) => void,
): SavedReplyMenu {
  const listId = useId();
  const [text, setText] = useState("");
  const [slash, setSlash] = useState<SlashQuery | null>(null);
  const [active, setActive] = useState(0);
  const matches = slash
    ? replies.filter((reply) => reply.name.toLowerCase().includes(slash.query.trim().toLowerCase())).slice(0, 8)
    : [];
  const open = matches.length > 0;

  const insert = (reply: SmsSavedReply) => {
    if (!slash) return;
    const expanded = expandSavedReply(reply.body, values);
    const next = text.slice(0, slash.start) + expanded.text + text.slice(slash.end);
    setSlash(null);
    replace(next, slash.start + expanded.text.length);
  };

  return {
    update: (nextText, caret) => {
      setText(nextText);
      const next = slashQueryAt(nextText, caret);
      setSlash(next);
      if (next?.query !== slash?.query) setActive(0);
    },
    onKeyDown: (event) => {
      if (!open) return;
      if (event.key === "ArrowDown" || event.key === "ArrowUp") {
        event.preventDefault();
        setActive((index) => (index + (event.key === "ArrowDown" ? 1 : matches.length - 1)) % matches.length);
      } else if (event.key === "Enter" || event.key === "Tab") {
        event.preventDefault();
        insert(matches[Math.min(active, matches.length - 1)]!);
      } else if (event.key === "Escape") {
        event.preventDefault();
        setSlash(null);
      }
    },
    // A textarea keeps its textbox role (ARIA allows no combobox role on it): it names the list and the active option.
    inputProps: open
      ? { "aria-controls": listId, "aria-autocomplete": "list", "aria-activedescendant": `${listId}-${active}` }
      : {},
    menu: open ? (
      <ul
        id={listId}
        role="listbox"
        aria-label="Saved replies"
        className="bg-popover text-popover-foreground z-10 grid max-h-64 gap-0.5 overflow-y-auto rounded-md border p-1 shadow-md"
      >
        {matches.map((reply, index) => (
          <li
            key={reply.id}
            id={`${listId}-${index}`}
            role="option"
            aria-selected={index === active}
            className={cn(
              "cursor-pointer rounded-sm px-2 py-1.5 text-sm",
              index === active && "bg-accent text-accent-foreground",
            )}
            onMouseDown={(event) => {
              // Keeps the textarea's focus and caret.
              event.preventDefault();
              insert(reply);
            }}
            onMouseEnter={() => setActive(index)}
          >
            <span className="font-medium">{reply.name}</span>
            <span className="text-muted-foreground block truncate text-xs">{reply.body}</span>
          </li>
        ))}
      </ul>
    ) : null,
  };
}

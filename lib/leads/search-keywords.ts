/**
 * `leads.keywords`: what the inbox search finds besides a lead's name, phone and e-mail (its codes and the
 * opening of each idea and contact message), one line per item (docs/sms.md "Leads").
 */
import { cutText } from "@/lib/format/text";

/** Longest `leads.keywords`, in characters: enough for dozens of codes and idea openings. */
export const KEYWORDS_MAX_LENGTH = 4_000;
/** How much of an idea or contact message the search keeps, in characters. */
const KEYWORD_SNIPPET_LENGTH = 200;

/** One line for `leads.keywords`: the code and the opening of the text, without line breaks. */
export function keywordLine(code: string | null, text: string | null): string {
  const snippet = cutText((text ?? "").replace(/\s+/g, " ").trim(), KEYWORD_SNIPPET_LENGTH, { marker: "" });
  return [code ?? "", snippet].filter(Boolean).join(" ");
}

/**
 * A saved reply's variables (docs/sms.md "Saved replies"): `{firstName}`, `{code}` and `{shareLink}` are
 * filled from the lead when the reply is inserted, so the box, and its segment counter, hold the text that
 * will be sent. A variable the lead has no value for stays as written, and the server refuses to send a
 * text that still holds one. Pure, for the reply box and the action alike.
 */

/** The variables a saved reply may use, by name. */
export const SAVED_REPLY_VARIABLES = ["firstName", "code", "shareLink"] as const;
export type SavedReplyVariable = (typeof SAVED_REPLY_VARIABLES)[number];

/** A lead's values of the variables; null where it has none (no name, no project code). */
export type SavedReplyValues = Record<SavedReplyVariable, string | null>;

const TOKEN = new RegExp(`\\{(${SAVED_REPLY_VARIABLES.join("|")})\\}`, "g");

/** `body` with every variable the lead has a value for filled in, and the names of those it has none for. */
export function expandSavedReply(
  body: string,
  values: SavedReplyValues,
): { text: string; missing: SavedReplyVariable[] } {
  const missing = new Set<SavedReplyVariable>();
  const text = body.replace(TOKEN, (token, name: SavedReplyVariable) => {
    const value = values[name];
    if (value === null) missing.add(name);
    return value ?? token;
  });
  return { text, missing: [...missing] };
}

/** The variables still written in `text` (`{code}` where the lead had no code), in order of first use. */
export function unfilledVariables(text: string): SavedReplyVariable[] {
  return [...new Set([...text.matchAll(TOKEN)].map((match) => match[1] as SavedReplyVariable))];
}

/** Why a reply with unfilled variables cannot leave yet: the one sentence the form and the server both say. */
export function unfilledMessage(unfilled: SavedReplyVariable[]): string {
  return `This lead has no value for ${unfilled.map((name) => `{${name}}`).join(", ")}: write it in before sending.`;
}

/** The first word of a lead's name, for `{firstName}`; null without a name. */
export function firstNameOf(name: string | null): string | null {
  return name?.trim().split(/\s+/u)[0] || null;
}

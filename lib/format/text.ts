/**
 * The one way to cut user text to a length (docs/decisions/http-and-input.md "User text is cut between graphemes"):
 * SMS replies and summaries, e-mail subjects and previews, timeline previews, toasts, alert messages,
 * stored copies of remote text, Open Graph cards. A cut never splits what a reader sees as one character
 * (an emoji with its skin tone, a ZWJ family, a flag, a letter with its combining marks): it falls
 * between grapheme clusters (Unicode UAX #29, through `Intl.Segmenter`), and the result is always
 * well-formed UTF-16, which XML (TwiML), JSON and PostgreSQL's `jsonb` all require.
 *
 * Lengths are UTF-16 code units (`String.prototype.length`): what zod's `.max()` and Twilio's UCS-2
 * segments count. A PostgreSQL `varchar(n)` counts code points, never more than code units, so a text
 * cut to `n` here always fits the column too.
 */

const graphemes = new Intl.Segmenter("en", { granularity: "grapheme" });

/** A grapheme the end of a cut text drops before its marker: white space, and sentence punctuation or dashes. */
const TRAILING_FILLER = /^[\s,.;:!?\p{Pd}…]+$/u;
/** A grapheme a cut at a word boundary may end before. */
const WHITE_SPACE = /^\s+$/u;

/** Options of `cutText`. */
export interface CutTextOptions {
  /**
   * Appended when the text was cut, within `maxLength` (default "…"). SMS texts pass "..." (the ellipsis
   * character would switch the whole SMS to UCS-2); stored copies pass "" for a bare cut. When `maxLength`
   * has no room for it, the cut is bare.
   */
  marker?: string;
  /**
   * End at the last white space before the limit instead of mid-word, when that still keeps more than
   * half of `maxLength` (default false).
   */
  atWordBoundary?: boolean;
}

/**
 * `text` in at most `maxLength` UTF-16 code units. Lone surrogates (which no UTF-8 text can hold) become
 * U+FFFD first, so the answer is always well-formed. Text that fits is returned whole; longer text keeps
 * its longest run of whole graphemes that leaves room for `marker`, without trailing white space or
 * punctuation when a marker follows, then the marker. The kept part is always a prefix of the input
 * (after the U+FFFD replacement) that ends between two graphemes.
 * @param maxLength a count of UTF-16 code units; below 1 gives "".
 */
export function cutText(text: string, maxLength: number, options: CutTextOptions = {}): string {
  const wellFormed = text.toWellFormed();
  const max = Math.max(0, Math.floor(maxLength));
  if (wellFormed.length <= max) return wellFormed;
  const wanted = options.marker ?? "…";
  const marker = wanted.length <= max ? wanted : "";
  const room = max - marker.length;
  // Grapheme ends, in order, within the room: the text may be cut after any of them.
  const ends: { end: number; filler: boolean; space: boolean }[] = [];
  for (const { segment, index } of graphemes.segment(wellFormed)) {
    const end = index + segment.length;
    if (end > room) break;
    ends.push({ end, filler: TRAILING_FILLER.test(segment), space: WHITE_SPACE.test(segment) });
  }
  let keep = ends.length;
  if (options.atWordBoundary) {
    const space = ends.findLastIndex((grapheme) => grapheme.space);
    if (space >= 0 && ends[space]!.end > max / 2) keep = space;
  }
  if (marker) while (keep > 0 && ends[keep - 1]!.filler) keep -= 1;
  return wellFormed.slice(0, keep > 0 ? ends[keep - 1]!.end : 0) + marker;
}

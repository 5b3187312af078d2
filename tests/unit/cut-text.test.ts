import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { cutText } from "@/lib/format/text";

const segmenter = new Intl.Segmenter("en", { granularity: "grapheme" });
/** Every offset of `text` (in UTF-16 code units) where one grapheme ends and the next begins, 0 and the end included. */
const boundaries = (text: string) =>
  new Set([0, ...[...segmenter.segment(text)].map(({ index, segment }) => index + segment.length)]);

/** Pieces people text, and pieces that break naive cuts. */
const tricky = fc.constantFrom(
  "😀", // astral plane: a surrogate pair
  "👍🏽", // emoji and skin tone modifier
  "👨‍👩‍👧‍👦", // ZWJ family: 11 code units, one grapheme
  "🏳️‍🌈", // ZWJ sequence with a variation selector
  "🇺🇸", // regional indicator pair
  "🏴󠁧󠁢󠁳󠁣󠁴󠁿", // tag sequence (Scotland)
  "e\u0301", // combining acute accent
  "a\u0308\u0323\u0301", // several combining marks
  "\u0915\u094D\u0937", // Devanagari conjunct
  "\u1100\u1161\u11A8", // Hangul jamo
  "\r\n", // one grapheme of two code units
  "\u0600 ", // Arabic number sign: a prepend character joins the space after it
  "\u200D", // ZWJ alone
  " ",
  "...",
  "—",
  "\uD83D", // lone high surrogate
  "\uDE00", // lone low surrogate
  "日本語",
  "مرحبا",
);
/** Arbitrary Unicode: any code point of any plane, lone surrogates (fast-check's "binary" units hold none), and the pieces above. */
const anyText = fc
  .array(
    fc.oneof(
      fc.string({ unit: "binary", maxLength: 6 }),
      fc.string({ unit: "grapheme", maxLength: 4 }),
      tricky,
      fc.integer({ min: 0xd800, max: 0xdfff }).map((c) => String.fromCharCode(c)),
    ),
    {
      maxLength: 40,
    },
  )
  .map((parts) => parts.join(""));
const marker = fc.constantFrom("…", "...", "");

describe("cutText", () => {
  it("answers well-formed text within the limit that keeps a grapheme prefix of the input, for any Unicode", () => {
    fc.assert(
      fc.property(
        anyText,
        fc.integer({ min: 0, max: 120 }),
        marker,
        fc.boolean(),
        (input, max, mark, atWordBoundary) => {
          const out = cutText(input, max, { marker: mark, atWordBoundary });
          expect(out.isWellFormed()).toBe(true);
          expect(out.length).toBeLessThanOrEqual(max);
          const source = input.toWellFormed();
          if (source.length <= max) {
            expect(out).toBe(source);
            return;
          }
          const kept = mark.length <= max && out.endsWith(mark) ? out.slice(0, out.length - mark.length) : out;
          expect(source.startsWith(kept)).toBe(true);
          expect(boundaries(source).has(kept.length)).toBe(true);
        },
      ),
      { numRuns: 2_000 },
    );
  });

  it("keeps every whole grapheme that fits when cut bare", () => {
    fc.assert(
      fc.property(anyText, fc.integer({ min: 0, max: 120 }), (input, max) => {
        const out = cutText(input, max, { marker: "" });
        const source = input.toWellFormed();
        const next = [...boundaries(source)].filter((b) => b > out.length).sort((a, b) => a - b)[0];
        if (next !== undefined) expect(next).toBeGreaterThan(max);
      }),
      { numRuns: 1_000 },
    );
  });

  it("never splits an emoji, a flag, a family or an accented letter", () => {
    expect(cutText("😀".repeat(100), 10)).toBe("😀😀😀😀…");
    expect(cutText("A portal idea for " + "😀".repeat(100), 24, { marker: "..." })).toBe("A portal idea for 😀...");
    expect(cutText("🇺🇸🇫🇷🇯🇵", 9)).toBe("🇺🇸🇫🇷…");
    expect(cutText("👨‍👩‍👧‍👦👨‍👩‍👧‍👦", 12)).toBe("👨‍👩‍👧‍👦…");
    expect(cutText("👨‍👩‍👧‍👦 family", 5)).toBe("…");
    expect(cutText("Cafe\u0301 au lait", 6)).toBe("Cafe\u0301…");
  });

  it("returns text that fits unchanged, with lone surrogates replaced by U+FFFD", () => {
    expect(cutText("Hello 👋", 8)).toBe("Hello 👋");
    expect(cutText("ab\uD800cd", 10)).toBe("ab\uFFFDcd");
    expect(cutText("ab\uDE00cd\uD83D", 3, { marker: "" })).toBe("ab\uFFFD");
  });

  it("drops white space and punctuation before the marker, and cuts at a word when asked", () => {
    expect(cutText("Booking portal, for dog groomers", 16)).toBe("Booking portal…");
    expect(cutText("Booking portal for dog groomers", 21, { atWordBoundary: true })).toBe("Booking portal for…");
    expect(cutText("Booking portal for dog groomers", 21)).toBe("Booking portal for d…");
    expect(cutText("Bookingportalfordog groomers", 20, { atWordBoundary: true })).toBe("Bookingportalfordog…");
    expect(cutText("A short idea", 2, { marker: "..." })).toBe("A ");
  });
});

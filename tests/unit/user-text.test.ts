import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  cleanRemoteJson,
  cleanRemoteText,
  clipRemoteText,
  MAX_REMOTE_JSON_DEPTH,
  userText,
} from "@/lib/input/user-text";

/** Characters refused in every field: the C0 set minus tab, line feed and carriage return, plus DEL. */
const alwaysRefused = fc.constantFrom(
  ...[...Array(32).keys(), 127].filter((c) => c !== 9 && c !== 10 && c !== 13).map((c) => String.fromCharCode(c)),
);
const loneSurrogate = fc.constantFrom("\uD800", "\uDBFF", "\uDC00", "\uDFFF");
/** Text a person types: any well-formed Unicode without control characters. */
const plainText = fc.string({ unit: "grapheme" }).map((s) => s.replace(/[\u0000-\u001F\u007F]/g, ""));

describe("userText", () => {
  it("refuses any text holding a NUL or another control character, naming the code point", () => {
    fc.assert(
      fc.property(plainText, alwaysRefused, plainText, fc.boolean(), (before, control, after, multiline) => {
        const result = userText({ label: "Name", multiline }).safeParse(`${before}x${control}x${after}`);
        expect(result.success).toBe(false);
        const code = control.charCodeAt(0).toString(16).toUpperCase().padStart(4, "0");
        expect(result.error?.issues).toEqual([
          expect.objectContaining({ message: `Name contains a control character (U+${code})` }),
        ]);
      }),
    );
  });

  it("refuses a lone UTF-16 surrogate", () => {
    fc.assert(
      fc.property(plainText, loneSurrogate, plainText, (before, surrogate, after) => {
        const result = userText().safeParse(`${before}${surrogate}x${after}`);
        expect(result.error?.issues[0]?.message).toBe("Text contains an invalid character (a lone UTF-16 surrogate)");
      }),
    );
  });

  it("accepts any other text, trimmed, emoji and accents included", () => {
    fc.assert(
      fc.property(plainText, (text) => {
        expect(userText().parse(`  ${text}\t`)).toBe(text.trim());
      }),
    );
    expect(userText().parse(" Zoë 👩‍💻 ")).toBe("Zoë 👩‍💻");
  });

  it("keeps line breaks only in a multi-line field", () => {
    expect(userText({ multiline: true }).parse("first line\r\nsecond\tline")).toBe("first line\r\nsecond\tline");
    expect(userText({ label: "Title" }).safeParse("first\nsecond").error?.issues[0]?.message).toBe(
      "Title contains a control character (U+000A)",
    );
  });

  it("shows one message: length rules do not run on refused text", () => {
    const schema = userText({ label: "Name" }).min(5, "Too short").max(10, "Too long");
    expect(schema.safeParse("\u0000").error?.issues.map((i) => i.message)).toEqual([
      "Name contains a control character (U+0000)",
    ]);
    expect(schema.safeParse("a".repeat(1_000_000)).error?.issues.map((i) => i.message)).toEqual(["Too long"]);
  });

  it("refuses an array or a number where text is expected", () => {
    expect(userText().safeParse(["a"]).success).toBe(false);
    expect(userText().safeParse(42).success).toBe(false);
  });
});

describe("cleanRemoteText and cleanRemoteJson", () => {
  it("remove every NUL and control character but tab and line breaks, and mend lone surrogates, never throwing", () => {
    fc.assert(
      fc.property(fc.string({ unit: "binary" }), (text) => {
        const clean = cleanRemoteText(text);
        expect(clean).not.toMatch(/[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/);
        expect(clean.isWellFormed()).toBe(true);
      }),
    );
    expect(cleanRemoteText("Fix\u0000 the\tlogin\r\npage\uD800")).toBe("Fix the\tlogin\r\npage\uFFFD");
  });

  it("cut text without splitting an emoji", () => {
    expect(clipRemoteText("ab😀", 3)).toBe("ab");
    expect(clipRemoteText("ab🇺🇸", 5)).toBe("ab");
    expect(clipRemoteText("a\u0000b", 2)).toBe("ab");
  });

  it("clean every string and key of a JSON value and cap its depth", () => {
    expect(cleanRemoteJson({ "us\u0000er": ["a\u0000", { b: "\uDC00" }], n: 1, ok: true, none: null })).toEqual({
      user: ["a", { b: "\uFFFD" }],
      n: 1,
      ok: true,
      none: null,
    });
    let deep: unknown = "bottom";
    for (let i = 0; i < 10_000; i++) deep = [deep];
    let level = cleanRemoteJson(deep);
    for (let i = 0; i < MAX_REMOTE_JSON_DEPTH; i++) level = (level as unknown[])[0];
    expect(level).toBeNull();
  });
});

/**
 * The citation check's reading of a file (scripts/citations/parse.ts): what `npm run check` takes for a cited
 * path and section, so a broken citation fails the check and nothing else does.
 */
import { describe, expect, it } from "vitest";
import { citingText, findCitations, headings, sectionExists } from "@/scripts/citations/parse";

describe("findCitations", () => {
  it("reads a section wrapped onto the next comment line as one title", () => {
    const text = [
      "/**",
      ' * Second step of sign-in (docs/decisions/auth-and-roles.md "Limits that hold under',
      ' * parallel requests"), and the rest.',
      " */",
    ].join("\n");
    expect(findCitations(text)).toEqual([
      {
        path: "docs/decisions/auth-and-roles.md",
        section: "Limits that hold under parallel requests",
        offset: text.indexOf("docs/"),
      },
    ]);
  });

  it("reads `//` and `#` comment lines and Markdown line breaks the same way", () => {
    const lines = [
      '// see docs/sms.md\n// "Reply texts"',
      '# see docs/sms.md\n# "Reply texts"',
      'see docs/sms.md\n  "Reply texts"',
    ];
    for (const text of lines) expect(findCitations(text)[0]?.section).toBe("Reply texts");
  });

  it("keeps the spec's part number beside the name it cites", () => {
    const [citation] = findCitations('docs/spec/site-and-admin.md §2 "Admin screens" 9');
    expect(citation).toMatchObject({ path: "docs/spec/site-and-admin.md", paragraph: "2", section: "Admin screens" });
  });

  it("ends a path before the sentence's full stop, comma or closing parenthesis, but keeps route groups", () => {
    const paths = findCitations(
      "Errors (lib/errors/app-error.ts), in app/api/(hub)/csc/[collected]/route.ts. Also lib/format/date.ts, then.",
    ).map((c) => c.path);
    expect(paths).toEqual(["lib/errors/app-error.ts", "app/api/(hub)/csc/[collected]/route.ts", "lib/format/date.ts"]);
  });

  it("skips placeholders, URLs and `@/` imports, which name no one file", () => {
    const text = "lib/<domain>/actions.ts, docs/spec/<file>.md, lib/validations/*, https://x.test/lib/a.ts, @/lib/db";
    expect(findCitations(text)).toEqual([]);
  });

  it("reads a Markdown link's text and target as two paths", () => {
    const paths = findCitations("[docs/sms.md](docs/sms.md) and [the index](docs/decisions/README.md)").map(
      (c) => c.path,
    );
    expect(paths).toEqual(["docs/sms.md", "docs/sms.md", "docs/decisions/README.md"]);
  });

  it("takes no quoted string right after a path for a section", () => {
    expect(findCitations('readFile("docs/sms.md", "utf8")')[0]).toEqual({ path: "docs/sms.md", offset: 10 });
  });
});

describe("citingText", () => {
  it("keeps a source file's comments only, on their own lines", () => {
    const source = ['const STATE = "tests/e2e/.auth/admin.json"; // written by auth.setup.ts', "/* lib/env.ts */"].join(
      "\n",
    );
    const kept = citingText("tests/support/e2e-env.ts", source);
    expect(findCitations(kept).map((c) => c.path)).toEqual(["lib/env.ts"]);
    expect(kept.split("\n")).toHaveLength(2);
  });

  it("keeps a shell script's `#` comments and drops its commands", () => {
    const kept = citingText("scripts/e2e.sh", "# see lib/env.ts\ncat lib/missing.ts\necho $#");
    expect(findCitations(kept).map((c) => c.path)).toEqual(["lib/env.ts"]);
  });

  it("keeps a migration's `--` comments and drops its statements", () => {
    const kept = citingText("drizzle/0015_uptime-backfill.sql", "-- see lib/env.ts\nSELECT 'lib/missing.ts';");
    expect(findCitations(kept).map((c) => c.path)).toEqual(["lib/env.ts"]);
  });

  it("keeps Markdown whole", () => {
    expect(citingText("docs/sms.md", "see lib/env.ts")).toBe("see lib/env.ts");
  });
});

describe("sectionExists", () => {
  const markdown = [
    "# Federation protocol",
    "## 2. Site keys",
    "Each key is kept encrypted.",
    "### 4.5 `GET /api/federated/health` — health path _(ours, optional)_",
    "## 7. Site health _(ours)_",
    "### Monitors _(ours, issue 15)_",
    "## 503 on a database blip",
  ].join("\n");

  it("names headings without their part number or closing aside", () => {
    expect(headings(markdown)).toEqual([
      "Federation protocol",
      "Site keys",
      "`GET /api/federated/health` — health path",
      "Site health",
      "Monitors",
      "503 on a database blip",
    ]);
  });

  it("matches a section to one heading's whole title", () => {
    expect(sectionExists(markdown, "Monitors")).toBe(true);
    expect(sectionExists(markdown, "503 on a database blip")).toBe(true);
    expect(sectionExists(markdown, "Site")).toBe(false);
    expect(sectionExists(markdown, "Keys")).toBe(false);
  });

  it("finds a name cited with a part number in the text of that part only", () => {
    expect(sectionExists(markdown, "encrypted", "2")).toBe(true);
    expect(sectionExists(markdown, "health path", "4.5")).toBe(true);
    expect(sectionExists(markdown, "encrypted", "7")).toBe(false);
    expect(sectionExists(markdown, "encrypted", "3")).toBe(false);
  });
});

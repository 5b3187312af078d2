/**
 * What a file cites: repository paths (`lib/alerts/raise.ts`, `docs/sms.md`) and, after a Markdown file's
 * path, the section it names (`docs/decisions/auth-and-roles.md "Second factor"`, or the spec's
 * `docs/spec/site-and-admin.md §2 "Admin screens"`). A cited section may wrap onto the next comment line;
 * the comment's leading `*`, `//` or `#` is dropped and the break read as one space. Pure functions over
 * text, so scripts/citations/check.ts and its unit test share them.
 */

/** One cited path, with the section quoted after it when there is one. `offset` is where the path starts. */
export type Citation = { path: string; section?: string; paragraph?: string; offset: number };

/** The top folders (and root files) a citation may start with; anything else is not read as a path. */
const ROOTS = [
  "app",
  "lib",
  "components",
  "scripts",
  "tests",
  "eslint-rules",
  "bench",
  "docs",
  "drizzle",
  "public",
  ".ci",
];

// A path starts a word (not inside a URL, an `@/` import or another path) and runs over path characters.
const PATH = new RegExp(
  `(?<![\\w./@-])(?:${ROOTS.map((r) => r.replace(".", "\\.")).join("|")})/[\\w.()\\[\\]@/<>{}*…-]*`,
  "g",
);
// After a Markdown path: blanks, a line break with its comment marker, an optional `§N`, then the quoted name.
const SECTION = /^(?:[ \t]|\r?\n[ \t]*(?:\*(?!\/)|\/\/|#)?)+(?:§([\d.]+)[ \t]*)?"([^"]{1,300})"/;
const LINE_BREAK = /[ \t]*\r?\n[ \t]*(?:\*(?!\/)|\/\/|#)?[ \t]*/g;
// A placeholder (`lib/<domain>/actions.ts`, `docs/spec/<file>.md`, `lib/validations/*`) names no one path.
const PLACEHOLDER = /[<>{}*…]/;

/** Drops what ends a sentence around a path: a full stop, a comma, a closing parenthesis it did not open. */
function trimPath(raw: string): string {
  let path = raw.replace(/[.,]+$/, "");
  while (path.endsWith(")") && (path.match(/\(/g) ?? []).length < (path.match(/\)/g) ?? []).length) {
    path = path.slice(0, -1).replace(/[.,]+$/, "");
  }
  return path;
}

/** Every path `text` cites, in order, with the section named after each Markdown path. */
export function findCitations(text: string): Citation[] {
  const found: Citation[] = [];
  const paths = new RegExp(PATH);
  for (let match = paths.exec(text); match !== null; match = paths.exec(text)) {
    // A Markdown link's text that is a path (`[docs/sms.md](docs/sms.md)`): read the two apart.
    const link = match[0].indexOf("](");
    if (link >= 0) paths.lastIndex = match.index + link + 2;
    const path = trimPath(link >= 0 ? match[0].slice(0, link) : match[0]);
    if (PLACEHOLDER.test(path) || ROOTS.includes(path.replace(/\/$/, ""))) continue;
    const citation: Citation = { path, offset: match.index };
    if (path.endsWith(".md")) {
      const section = SECTION.exec(text.slice(match.index + path.length));
      if (section) {
        citation.section = (section[2] ?? "").replace(LINE_BREAK, " ").trim();
        if (section[1]) citation.paragraph = section[1].replace(/\.$/, "");
      }
    }
    found.push(citation);
  }
  return found;
}

/**
 * The titles of a Markdown file's headings, in order, as a citation names them: without the part number
 * and a closing aside (`## 7. Site health _(ours)_` → "Site health", `### Monitors _(ours)_` → "Monitors").
 */
export function headings(markdown: string): string[] {
  return [...markdown.matchAll(/^#{1,6}[ \t]+(.+?)[ \t#]*$/gm)].map((m) =>
    (m[1] ?? "").replace(/^\d+(?:\.\d+)*\.[ \t]+|^\d+(?:\.\d+)+[ \t]+/, "").replace(/[ \t]+_?\([^()]*\)_?$/, ""),
  );
}

/**
 * Whether `section` names a place in `markdown`: without a paragraph number, one heading's exact title;
 * with one (the spec's `§2 "Admin screens"`), a heading numbered `2.` exists and the name occurs in the
 * text under it, as the spec names its screens, entities and calls inside a numbered part.
 */
export function sectionExists(markdown: string, section: string, paragraph?: string): boolean {
  if (paragraph === undefined) return headings(markdown).includes(section);
  const lines = markdown.split("\n");
  const start = lines.findIndex((l) =>
    new RegExp(`^#{1,6}[ \\t]+${paragraph.replace(/\./g, "\\.")}\\.?[ \\t]`).test(l),
  );
  if (start < 0) return false;
  const level = (lines[start] ?? "").indexOf(" ");
  let end = lines.findIndex((l, i) => i > start && /^#{1,6}[ \t]/.test(l) && l.indexOf(" ") <= level);
  if (end < 0) end = lines.length;
  return lines.slice(start, end).join(" ").replace(/\s+/g, " ").includes(section);
}

// In order, so a quote inside a comment or a `//` inside a string is read as what it is in.
const SCRIPT_TOKENS = /"(?:\\.|[^"\\\n])*"|'(?:\\.|[^'\\\n])*'|`(?:\\.|[^`\\])*`|\/\*[\s\S]*?\*\/|\/\/[^\n]*/g;
const SHELL_COMMENT = /(?:^|(?<=\s))#[^\n]*/gm;
const SQL_COMMENT = /--[^\n]*|\/\*[\s\S]*?\*\//g;

/**
 * A source file's comments, every other character blanked (line breaks kept, so offsets and line numbers
 * are the file's own): a path in a string is data (a stack trace in a test, a file written at run time),
 * not a citation. JavaScript and TypeScript keep `//` and `/* … *\/` comments, shell scripts and `.env.example` `#` ones,
 * SQL migrations `--` ones;
 * any other file is prose and kept whole.
 */
export function citingText(file: string, text: string): string {
  if (/\.(?:[cm]?[jt]sx?)$/.test(file)) return keepMatches(text, SCRIPT_TOKENS, (token) => token.startsWith("/"));
  if (/\.sh$|(?:^|\/)run$|\.env\.example$/.test(file)) return keepMatches(text, SHELL_COMMENT, () => true);
  if (/\.sql$/.test(file)) return keepMatches(text, SQL_COMMENT, () => true);
  return text;
}

/** `text` with every character blanked but its line breaks and the matches of `tokens` that `keep` accepts. */
function keepMatches(text: string, tokens: RegExp, keep: (token: string) => boolean): string {
  const blank = (s: string) => s.replace(/[^\n]/g, " ");
  let kept = "";
  let last = 0;
  for (const token of text.matchAll(tokens)) {
    kept += blank(text.slice(last, token.index)) + (keep(token[0]) ? token[0] : blank(token[0]));
    last = token.index + token[0].length;
  }
  return kept + blank(text.slice(last));
}

/**
 * `npm run check`'s citation check: every repository path cited in the docs, the README and the code's
 * comments (not its strings) exists, and every `docs/….md "Section"` names a heading of that file (the spec's `§N "Name"`
 * a name under its part N). Prints each broken citation as `file:line: …` and exits 1, else one line.
 * Reads the tracked files (`git ls-files`), so a file being written but not yet added is not checked.
 */
import { execFileSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { citingText, findCitations, sectionExists } from "./parse";

const root = path.resolve(import.meta.dirname, "../..");
// Where citations are written: the code, its tests and tools, the migrations, `.env.example` and the docs
// (the spec's own copy included).
const SCANNED =
  /^(?:(?:app|lib|components|scripts|tests|eslint-rules|bench|docs)\/.*\.(?:ts|tsx|mts|mjs|js|md|sh)|drizzle\/[^/]+\.sql|[^/]+\.(?:ts|mjs|md)|\.env\.example|\.ci\/run)$/;
// A module cited without its extension (`lib/format/phone`) is the file TypeScript would resolve.
const EXTENSIONS = ["", ".ts", ".tsx"];

const tracked = execFileSync("git", ["ls-files", "-z"], { cwd: root, encoding: "utf8" }).split("\0");
const present = new Set(tracked.filter((file) => existsSync(path.join(root, file))));
const markdown = new Map<string, string>();
const problems: string[] = [];

for (const file of present) {
  if (!SCANNED.test(file)) continue;
  const text = readFileSync(path.join(root, file), "utf8");
  for (const citation of findCitations(citingText(file, text))) {
    const where = `${file}:${text.slice(0, citation.offset).split("\n").length}`;
    const cited = citation.path.replace(/\/$/, "");
    if (!EXTENSIONS.some((ext) => existsSync(path.join(root, cited + ext)))) {
      problems.push(`${where}: ${citation.path} does not exist`);
      continue;
    }
    if (citation.section === undefined) continue;
    if (!markdown.has(cited)) markdown.set(cited, readFileSync(path.join(root, cited), "utf8"));
    if (!sectionExists(markdown.get(cited)!, citation.section, citation.paragraph)) {
      const part = citation.paragraph ? ` §${citation.paragraph}` : "";
      problems.push(`${where}: ${cited}${part} has no section "${citation.section}"`);
    }
  }
}

if (problems.length > 0) {
  console.error(problems.join("\n"));
  console.error(`citations: ${problems.length} broken`);
  process.exit(1);
}
console.log("citations: every cited path and section exists");

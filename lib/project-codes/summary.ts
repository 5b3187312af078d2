/** One-paragraph summaries of a code's `draft` for lists (docs/spec/site-and-admin.md §2 "Admin screens" 2, 3). */

/**
 * The OVERVIEW paragraph of a drafted proposal, or the whole text when it has no OVERVIEW section;
 * whitespace collapsed.
 */
export function ideaSummary(projectIdea: string): string {
  const lines = projectIdea.split("\n");
  const heading = lines.findIndex((line) => line.trim().toUpperCase() === "OVERVIEW");
  if (heading === -1) return projectIdea.replace(/\s+/g, " ").trim();
  const paragraph: string[] = [];
  for (const line of lines.slice(heading + 1)) {
    if (line.trim() === "") {
      if (paragraph.length > 0) break;
      continue;
    }
    paragraph.push(line.trim());
  }
  return paragraph.join(" ");
}

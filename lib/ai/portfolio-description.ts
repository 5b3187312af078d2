/**
 * Generate with AI for a portfolio project's description (docs/spec/site-and-admin.md §2 screen 5, §7
 * `POST /api/admin/generate-description {title, projectUrl, technologies}: description`): the
 * configured model writes it when there is one; otherwise, or when it fails, a deterministic template
 * does, so the button always fills the field.
 */
import { generateWithModel, type ModelConfig, modelConfigFromEnv } from "./model";
import { cutText } from "@/lib/format/text";

/** What the description is written from. */
export interface PortfolioDescriptionInput {
  title: string;
  projectUrl: string | null;
  technologies: string[];
}

/** A written description and who wrote it. */
export interface PortfolioDescription {
  description: string;
  source: "model" | "template";
}

/** Longest description kept from the model, in characters (the form's own limit is larger). */
const MAX_MODEL_CHARS = 600;

const SYSTEM = [
  "You write portfolio descriptions for Custom Portal Solutions, an agency that builds custom web portals.",
  "Write two or three sentences (at most 80 words) describing the project for the agency's website:",
  "what it is, who it helps and what makes it work well. Plain text only: no headings, lists, quotes or",
  "markdown. Do not invent client names, numbers or results. Mention the technologies only when given.",
].join(" ");

/** "React, Node.js and PostgreSQL". */
function listOf(items: string[]): string {
  if (items.length <= 1) return items.join("");
  return `${items.slice(0, -1).join(", ")} and ${items.at(-1)}`;
}

function hostOf(projectUrl: string | null): string | null {
  if (!projectUrl) return null;
  try {
    return new URL(projectUrl).hostname.replace(/^www\./, "");
  } catch {
    return null;
  }
}

/**
 * The offline description: built only from the inputs, so the same project always gets the same text.
 * Names up to four technologies and the live site's host when a URL is given.
 */
export function templatePortfolioDescription(input: PortfolioDescriptionInput): string {
  const title = input.title.trim();
  const technologies = input.technologies
    .map((t) => t.trim())
    .filter(Boolean)
    .slice(0, 4);
  const built = technologies.length > 0 ? ` built with ${listOf(technologies)}` : "";
  const host = hostOf(input.projectUrl);
  const sentences = [
    `${title} is a custom web portal${built}, designed and delivered by Custom Portal Solutions.`,
    "It brings the client's day-to-day work into one secure, easy-to-use place, with a clean interface that works on any device and automation that saves the team time.",
    host
      ? `See it live at ${host}.`
      : "It was shaped around the client's own workflow, from the first consultation to launch.",
  ];
  return sentences.join(" ");
}

/** Strips what a model adds despite the instructions: surrounding quotes, markdown emphasis, extra length. */
function tidy(text: string): string {
  const plain = text
    .replace(/\*\*|__|`/g, "")
    .replace(/^["'“]+|["'”]+$/g, "")
    .replace(/\s+/g, " ")
    .trim();
  if (plain.length <= MAX_MODEL_CHARS) return plain;
  const cut = cutText(plain, MAX_MODEL_CHARS, { marker: "" });
  const lastStop = cut.lastIndexOf(". ");
  return lastStop > 0 ? cut.slice(0, lastStop + 1) : cut;
}

/**
 * Writes a description: the model's (8 s budget) when configured and it answers, else the template's.
 * Never throws.
 */
export async function generatePortfolioDescription(
  input: PortfolioDescriptionInput,
  config: ModelConfig | null = modelConfigFromEnv(),
): Promise<PortfolioDescription> {
  const lines = [`Project title: ${input.title.trim()}`];
  if (input.projectUrl) lines.push(`Live site: ${input.projectUrl}`);
  if (input.technologies.length > 0) lines.push(`Technologies: ${input.technologies.join(", ")}`);
  const text = await generateWithModel(
    { system: SYSTEM, prompt: lines.join("\n"), timeoutMs: 8_000, maxOutputTokens: 300 },
    config,
  );
  const description = text ? tidy(text) : "";
  if (description) return { description, source: "model" };
  return { description: templatePortfolioDescription(input), source: "template" };
}

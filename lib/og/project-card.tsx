/**
 * A public portfolio project's Open Graph card: its title and technologies beside its
 * screenshot, or, without one, the gradient and initial its card shows on the site
 * (components/landing/portfolio-card.tsx, same colours in the same order).
 */
import type { ReactElement } from "react";
import { CardFrame } from "./brand";
import { cutText } from "@/lib/format/text";

/** What the card shows. */
export interface ProjectCardInput {
  /** Picks the fallback gradient, as the site's card does. */
  id: number;
  title: string;
  technologies: string[];
  /** Year the project was delivered (its creation year). */
  year: number;
  /** The project's stored screenshot as a `data:image/png` URL, or null for the gradient. */
  screenshot: string | null;
}

// The site card's Tailwind gradients (from-indigo-600 to-violet-800, …) in hex, for Satori.
const GRADIENTS = [
  ["#4f46e5", "#5b21b6"],
  ["#0369a1", "#3730a3"],
  ["#047857", "#134e4a"],
  ["#a21caf", "#581c87"],
  ["#c2410c", "#9f1239"],
] as const;

/** Longest title drawn in full; longer ones end in an ellipsis (three lines at 54 px fit about this many characters). */
const TITLE_CHARS = 80;
/** Technology tags drawn before "+N more". */
const TAGS_SHOWN = 4;
// 16:10, the shape of a desktop screenshot (Capture Screenshot draws 1280×800), so it fits without cropping.
const PANEL = { width: 480, height: 300 };

function Pill({ children }: { children: string }) {
  return (
    <span
      style={{
        display: "flex",
        padding: "8px 18px",
        borderRadius: 999,
        fontSize: 24,
        fontWeight: 600,
        backgroundColor: "rgba(255,255,255,0.14)",
        border: "1px solid rgba(255,255,255,0.3)",
      }}
    >
      {children}
    </span>
  );
}

function Visual({ id, title, screenshot }: Pick<ProjectCardInput, "id" | "title" | "screenshot">) {
  const [from, to] = GRADIENTS[id % GRADIENTS.length]!;
  return (
    <div
      style={{
        display: "flex",
        alignItems: "center",
        justifyContent: "center",
        ...PANEL,
        flexShrink: 0,
        overflow: "hidden",
        borderRadius: 24,
        border: "2px solid rgba(255,255,255,0.35)",
        backgroundImage: `linear-gradient(135deg, ${from}, ${to})`,
      }}
    >
      {screenshot ? (
        // eslint-disable-next-line @next/next/no-img-element -- Satori draws plain <img>; next/image is for pages
        <img src={screenshot} alt="" width={PANEL.width} height={PANEL.height} style={{ objectFit: "cover" }} />
      ) : (
        <span style={{ fontSize: 160, fontWeight: 700 }}>{title.trim().charAt(0).toUpperCase()}</span>
      )}
    </div>
  );
}

/** The card's element tree. */
export function projectCard(input: ProjectCardInput): ReactElement {
  const shown = input.technologies.slice(0, TAGS_SHOWN);
  const more = input.technologies.length - shown.length;
  return (
    <CardFrame caption={`Delivered ${input.year} · Our Work`}>
      <div style={{ display: "flex", alignItems: "center", gap: 56 }}>
        <div style={{ display: "flex", flexDirection: "column", gap: 28, flex: 1 }}>
          <div style={{ fontSize: 54, fontWeight: 700, lineHeight: 1.1, letterSpacing: -1 }}>
            {cutText(input.title.trim(), TITLE_CHARS)}
          </div>
          {shown.length > 0 && (
            <div style={{ display: "flex", flexWrap: "wrap", gap: 12 }}>
              {shown.map((tech) => (
                <Pill key={tech}>{cutText(tech.trim(), 24)}</Pill>
              ))}
              {more > 0 && <Pill>{`+${more} more`}</Pill>}
            </div>
          )}
        </div>
        <Visual id={input.id} title={input.title} screenshot={input.screenshot} />
      </div>
    </CardFrame>
  );
}

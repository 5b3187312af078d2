/**
 * The 1/2/3-column grid of portfolio cards shared by the landing page's portfolio and /work
 * (site-and-admin.md §2 "Landing sections"). QR codes are drawn here, on the server. A project without
 * an image of its own shows a stock photo chosen by its title (§7), or the card's fallback.
 */
import type { PublicPortfolioProject } from "@/lib/portfolio/queries";
import { portfolioPhoto } from "@/lib/photos/landing";
import { qrCodeDataUrl } from "@/lib/qr-code";
import { PORTFOLIO_QR_SIZE, PortfolioCard } from "./portfolio-card";

/** `url` when it parses as an http(s) URL, else null: admin-entered text never becomes a script link. */
export function httpUrl(url: string | null): string | null {
  if (!url) return null;
  try {
    const parsed = new URL(url);
    return parsed.protocol === "http:" || parsed.protocol === "https:" ? parsed.href : null;
  } catch {
    return null;
  }
}

interface PortfolioGridProps {
  /** At most a page of projects (the landing page's 9, a page of /work): each card draws a QR code. */
  projects: PublicPortfolioProject[];
  /** Encoded (as a mailto: link) in the QR code of projects without a URL (spec §9: the QR fallback data contains it). */
  contactEmail: string;
}

/** The cards, as a list. */
export async function PortfolioGrid({ projects, contactEmail }: PortfolioGridProps) {
  const cards = await Promise.all(
    projects.map(async (project) => {
      const projectUrl = httpUrl(project.projectUrl);
      // Short data keeps the code coarse enough to scan at 56 px.
      const qrText = projectUrl ?? `mailto:${contactEmail}`;
      const [qrCode, photo] = await Promise.all([
        qrCodeDataUrl(qrText, PORTFOLIO_QR_SIZE),
        project.imageUrl ? null : portfolioPhoto(project.title),
      ]);
      return { project: { ...project, imageUrl: project.imageUrl ?? photo?.url ?? null }, projectUrl, qrCode };
    }),
  );
  return (
    <ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
      {cards.map((card) => (
        <PortfolioCard key={card.project.id} {...card} />
      ))}
    </ul>
  );
}

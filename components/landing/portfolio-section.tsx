/**
 * `#portfolio`: the visible projects in a 1/2/3-column grid, or the spec's empty state
 * (site-and-admin.md §2 "Landing sections"). QR codes are drawn here, on the server. A project without
 * an image of its own shows a stock photo chosen by its title (§7), or the card's fallback.
 */
import type { PublicPortfolioProject } from "@/lib/db/queries/portfolio";
import { portfolioPhoto } from "@/lib/photos/landing";
import { qrCodeDataUrl } from "@/lib/qr-code";
import { PORTFOLIO_QR_SIZE, PortfolioCard } from "./portfolio-card";

/** `url` when it parses as an http(s) URL, else null: admin-entered text never becomes a script link. */
function httpUrl(url: string | null): string | null {
  if (!url) return null;
  try {
    const parsed = new URL(url);
    return parsed.protocol === "http:" || parsed.protocol === "https:" ? parsed.href : null;
  } catch {
    return null;
  }
}

interface PortfolioSectionProps {
  projects: PublicPortfolioProject[];
  /** Encoded (as a mailto: link) in the QR code of projects without a URL (spec §9: the QR fallback data contains it). */
  contactEmail: string;
}

/** The portfolio section. */
export async function PortfolioSection({ projects, contactEmail }: PortfolioSectionProps) {
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
    <section id="portfolio" aria-labelledby="portfolio-heading" className="py-20 sm:py-24">
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <div className="mx-auto max-w-2xl text-center">
          <h2 id="portfolio-heading" className="text-3xl font-bold tracking-tight sm:text-4xl">
            Our Portfolio
          </h2>
          <p className="mt-4 text-lg text-muted-foreground">
            A selection of portals and platforms we have designed, built and delivered.
          </p>
        </div>
        {cards.length === 0 ? (
          <p className="mt-12 text-center text-lg text-muted-foreground">
            Amazing projects coming soon. Stay tuned for our latest innovations.
          </p>
        ) : (
          <ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {cards.map((card) => (
              <PortfolioCard key={card.project.id} {...card} />
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}

/**
 * The landing page (site-and-admin.md §1, §2): hero, services, portfolio, about and contact.
 * Rendered per request because the navigation depends on the session; the portfolio and the
 * show-project-idea setting come from the data cache (lib/db/queries), the hero photo from the
 * stock-photo client's cache (lib/photos). `?code=` opens the redeem dialog prefilled.
 */
import { AboutSection } from "@/components/landing/about-section";
import { AnalyticsBeacon } from "@/components/landing/analytics-beacon";
import { ContactSection } from "@/components/landing/contact-section";
import { Hero } from "@/components/landing/hero";
import { MarketingShell } from "@/components/landing/marketing-shell";
import { PortfolioSection } from "@/components/landing/portfolio-section";
import { ServicesSection } from "@/components/landing/services-section";
import { getCurrentUser } from "@/lib/auth/session";
import { getVisiblePortfolio } from "@/lib/db/queries/portfolio";
import { getShowProjectIdea } from "@/lib/db/queries/settings";
import { env } from "@/lib/env";
import { heroPhoto } from "@/lib/photos/landing";
import { codeQueryParamSchema } from "@/lib/validations/redeem";

export default async function LandingPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const [{ code }, user, projects, showProjectIdea, background] = await Promise.all([
    searchParams,
    getCurrentUser(),
    getVisiblePortfolio(),
    getShowProjectIdea(),
    heroPhoto(),
  ]);
  return (
    <MarketingShell signedIn={user !== null} initialCode={codeQueryParamSchema.parse(code)}>
      <Hero showProjectIdea={showProjectIdea} phoneNumber={env.TWILIO_PHONE_NUMBER} backgroundUrl={background?.url ?? null} />
      <ServicesSection />
      <PortfolioSection projects={projects} contactEmail={env.CONTACT_EMAIL} />
      <AboutSection />
      <ContactSection contactEmail={env.CONTACT_EMAIL} />
      <AnalyticsBeacon />
    </MarketingShell>
  );
}

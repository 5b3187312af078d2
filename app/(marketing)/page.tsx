/**
 * The landing page (docs/spec/site-and-admin.md §1, §2): hero, services, portfolio, about and contact.
 * Static, regenerated in the background, so no request renders it: the portfolio and the
 * show-project-idea setting come from the data cache under tags that admin changes expire, which also
 * expires this page; the hero photo from the stock-photo client's cache (lib/photos). `next build`
 * prerenders it without data, address or photo, and its first request regenerates it (docs/decisions/data-and-jobs.md
 * "The build needs no database, and no address"). What depends on
 * the visitor is decided in the browser: the navigation asks the session (components/landing/account-nav.tsx)
 * and a `?code=` share link opens the redeem dialog prefilled.
 */
import type { Metadata } from "next";
import { AboutSection } from "@/components/landing/about-section";
import { AnalyticsBeacon } from "@/components/landing/analytics-beacon";
import { ContactSection } from "@/components/landing/contact-section";
import { Hero } from "@/components/landing/hero";
import { LayOutBelowFold } from "@/components/landing/lay-out-below-fold";
import { MarketingShell } from "@/components/landing/marketing-shell";
import { PortfolioSection } from "@/components/landing/portfolio-section";
import { ServicesSection } from "@/components/landing/services-section";
import { JsonLd } from "@/components/seo/json-ld";
import { getLandingPortfolio } from "@/lib/portfolio/queries";
import { getShowProjectIdea } from "@/lib/settings/queries";
import { env, publicBaseUrl } from "@/lib/env";
import { heroPhoto } from "@/lib/photos/landing";
import { publicPageMetadata, SITE_DESCRIPTION } from "@/lib/seo/page-metadata";
import { organizationJsonLd } from "@/lib/seo/structured-data";
import { sharedNumber } from "@/lib/sms/shared-number";

export const metadata: Metadata = publicPageMetadata({ title: null, description: SITE_DESCRIPTION, path: "/" });

/** Seconds before a visit triggers a background regeneration: `CACHE_SAFETY_SECONDS` (a literal, as Next requires). */
export const revalidate = 300;

export default async function LandingPage() {
  const [portfolio, showProjectIdea, background] = await Promise.all([
    getLandingPortfolio(),
    getShowProjectIdea(),
    heroPhoto(),
  ]);
  const address = publicBaseUrl();
  return (
    <MarketingShell readsShareLink>
      {address && (
        <JsonLd
          data={organizationJsonLd({ baseUrl: address.href, email: env.CONTACT_EMAIL, telephone: sharedNumber() })}
        />
      )}
      <Hero
        showProjectIdea={showProjectIdea}
        phoneNumber={env.TWILIO_PHONE_NUMBER}
        backgroundUrl={background?.url ?? null}
      />
      <ServicesSection />
      <PortfolioSection projects={portfolio.projects} more={portfolio.more} contactEmail={env.CONTACT_EMAIL} />
      <AboutSection />
      <ContactSection contactEmail={env.CONTACT_EMAIL} />
      <AnalyticsBeacon />
      <LayOutBelowFold />
    </MarketingShell>
  );
}

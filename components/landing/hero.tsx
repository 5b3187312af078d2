/**
 * The hero (site-and-admin.md §1, §2): headline, "Start Your Project" and "View Portfolio", and the
 * "Got a Project Idea?" block when the show-project-idea setting is on. The background is a stock
 * photo (lib/photos) over a CSS gradient, which shows while the photo loads and stays when there is
 * no photo or it fails to load (§4).
 *
 * The photo is the page's largest image (its LCP): preloaded at high priority and, from the provider's
 * CDN (next.config.ts `images.remotePatterns`), resized per viewport width and served as AVIF or WebP by
 * next/image's optimizer. Other hosts (a stand-in provider) are used as they are.
 */
import { getImageProps } from "next/image";
import { preload } from "react-dom";
import { Button } from "@/components/ui/button";
import { HeroBackground, type HeroImageProps } from "./hero-background";
import { ProjectIdeaInvite } from "./project-idea-invite";

/** The stock-photo provider's image CDN, the only host next/image optimizes. */
const OPTIMIZED_HOST = "images.pexels.com";

function isOptimizable(url: string): boolean {
  try {
    const parsed = new URL(url);
    return parsed.protocol === "https:" && parsed.hostname === OPTIMIZED_HOST;
  } catch {
    return false;
  }
}

/** The photo's `<img>` attributes, full-bleed (`sizes="100vw"`), and a high-priority preload of the rendition the viewport picks. */
function heroImage(url: string): HeroImageProps {
  const { props } = getImageProps({
    src: url,
    alt: "",
    fill: true,
    sizes: "100vw",
    preload: true,
    fetchPriority: "high",
    unoptimized: !isOptimizable(url),
  });
  preload(props.src, { as: "image", imageSrcSet: props.srcSet, imageSizes: props.sizes, fetchPriority: "high" });
  return props;
}

interface HeroProps {
  showProjectIdea: boolean;
  /** The number visitors text their idea to, as displayed. */
  phoneNumber: string;
  /** URL of the stock-photo background, or null for the gradient alone. */
  backgroundUrl: string | null;
}

/** The first section of the landing page; holds the page's only h1. */
export function Hero({ showProjectIdea, phoneNumber, backgroundUrl }: HeroProps) {
  return (
    <section
      aria-labelledby="hero-heading"
      className="relative isolate overflow-hidden bg-[linear-gradient(135deg,#1e1b4b_0%,#312e81_45%,#4c1d95_100%)] text-white"
    >
      {backgroundUrl && <HeroBackground image={heroImage(backgroundUrl)} />}
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-10 bg-[radial-gradient(ellipse_at_top_right,rgba(129,140,248,0.35),transparent_55%),radial-gradient(ellipse_at_bottom_left,rgba(167,139,250,0.25),transparent_50%)]"
      />
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-20 sm:px-6 sm:py-28 lg:px-8">
        <div className="grid max-w-3xl gap-6">
          <p className="text-sm font-semibold tracking-wider text-indigo-200 uppercase">
            Custom Portal Solutions · Since 2015
          </p>
          <h1 id="hero-heading" className="text-4xl font-bold tracking-tight text-balance sm:text-5xl lg:text-6xl">
            Custom Portals, Web Solutions and AI-Powered Business Automation
          </h1>
          <p className="max-w-2xl text-lg text-indigo-100">
            We design and build secure client portals and web applications that fit the way your business works, and
            automate the busywork with AI so your team can focus on customers.
          </p>
          <div className="flex flex-wrap gap-3">
            <Button asChild size="lg" className="bg-white text-indigo-950 hover:bg-indigo-50">
              <a href="#contact">Start Your Project</a>
            </Button>
            <Button
              asChild
              size="lg"
              variant="outline"
              className="border-white/60 bg-transparent text-white hover:bg-white/10 hover:text-white"
            >
              <a href="#portfolio">View Portfolio</a>
            </Button>
          </div>
        </div>
        {showProjectIdea && <ProjectIdeaInvite phoneNumber={phoneNumber} />}
      </div>
    </section>
  );
}

import type { Metadata, Viewport } from "next";
import { Toaster } from "@/components/ui/sonner";
import { publicBaseUrl } from "@/lib/env";
import { cardImages, LANDING_CARD, OPEN_GRAPH_BASE } from "@/lib/seo/page-metadata";
import { geistSans } from "./geist-sans";
import "./globals.css";

const address = publicBaseUrl();

export const metadata: Metadata = {
  // The run-time address; none in what `next build` prerenders (docs/decisions/data-and-jobs.md "The build needs no database, and no address").
  metadataBase: address,
  title: { default: "Custom Portal Solutions", template: "%s | Custom Portal Solutions" },
  description:
    "Custom portals, web solutions and AI-powered business automation for small businesses, agencies and companies since 2015.",
  // Defaults for pages that set none; public pages set the full set (lib/seo/page-metadata.ts). Icons: app/icon.svg and app/apple-icon.tsx.
  applicationName: "Custom Portal Solutions",
  // The landing card (app/opengraph-image.tsx) is named here rather than added by the file convention, which
  // would resolve it on a fallback address in pages prerendered without one.
  openGraph: { ...OPEN_GRAPH_BASE, images: cardImages(LANDING_CARD, address) },
  twitter: { card: "summary_large_image" },
};

export const viewport: Viewport = { themeColor: "#1e1b4b", width: "device-width", initialScale: 1 };

export default function RootLayout({ children }: Readonly<{ children: React.ReactNode }>) {
  return (
    <html lang="en" className={geistSans.variable} data-scroll-behavior="smooth">
      <body className="min-h-screen bg-background font-sans text-foreground antialiased">
        {/* No app-wide client provider: a Tooltip brings its own TooltipProvider where none is above it (docs/decisions/public-site.md "Landing page: no page-wide providers, no font preload"). */}
        {children}
        <Toaster />
      </body>
    </html>
  );
}

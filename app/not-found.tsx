/**
 * The 404 page for any unknown path (docs/spec/site-and-admin.md §2 "Route table": titled Page Not Found); Next
 * sends it with status 404. Deliberately free of client components: the root not-found boundary is
 * part of every page's payload, so anything interactive here would add JavaScript to every route.
 */
import type { Metadata } from "next";
import Link from "next/link";
import { buttonVariants } from "@/components/ui/button";
import { cardImages, LANDING_CARD, OPEN_GRAPH_BASE } from "@/lib/seo/page-metadata";

// Next.js adds the root `opengraph-image` file to the not-found page unless it names its own images; those
// would be resolved on a fallback address, as `next build` prerenders this page without one.
export const metadata: Metadata = {
  title: "Page Not Found",
  openGraph: { ...OPEN_GRAPH_BASE, images: cardImages(LANDING_CARD) },
};

export default function NotFound() {
  return (
    <main className="mx-auto flex min-h-screen max-w-xl flex-col items-center justify-center gap-6 px-4 py-20 text-center">
      <p className="text-6xl font-bold text-primary">404</p>
      <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">Page Not Found</h1>
      <p className="text-lg text-muted-foreground">
        The page you are looking for does not exist or has moved. Let&apos;s get you back to Custom Portal Solutions.
      </p>
      <Link href="/" className={buttonVariants({ size: "lg" })}>
        Back to Home
      </Link>
    </main>
  );
}

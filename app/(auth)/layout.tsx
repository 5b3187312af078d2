/** Frame of the sign-in and reset-password screens: the wordmark above one centred card. */
import type { Metadata } from "next";
import Link from "next/link";

// Sign-in screens stay out of search results, as the console does (robots.txt also disallows them).
export const metadata: Metadata = { robots: { index: false, follow: false } };

/** Centres its page under a link home. */
export default function AuthLayout({ children }: { children: React.ReactNode }) {
  return (
    <main className="flex min-h-screen flex-col items-center justify-center gap-6 bg-muted px-4 py-12">
      <Link href="/" className="text-lg font-semibold tracking-tight text-foreground">
        Custom Portal Solutions
      </Link>
      <div className="w-full max-w-sm">{children}</div>
    </main>
  );
}

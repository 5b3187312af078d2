"use client";
/**
 * The contact form as a lazily hydrated island. The server renders the whole form; the browser
 * fetches its code (react-hook-form and the form primitives) only once React hydrates this boundary,
 * after the page's own scripts, so the form never competes with the first paint of the page above it.
 */
import { lazy, Suspense } from "react";

// React.lazy rather than next/dynamic: next/dynamic would preload the chunk with the page.
const ContactForm = lazy(() => import("./contact-form").then((m) => ({ default: m.ContactForm })));

/** The contact form; `contactEmail` is named in its failure toast. */
export function LazyContactForm({ contactEmail }: { contactEmail: string }) {
  return (
    <Suspense>
      <ContactForm contactEmail={contactEmail} />
    </Suspense>
  );
}

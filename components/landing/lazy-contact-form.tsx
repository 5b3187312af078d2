"use client";
/**
 * The contact form as a lazily hydrated island. The server renders the whole form; the browser
 * fetches its code (react-hook-form and the form primitives) only when the contact section comes
 * within a screen of the viewport (scrolling, `/#contact`, tabbing into it), so visitors who never
 * reach it never download it and it never competes with the first paint (docs/decisions/public-site.md "Public portfolio pages and Portfolio Management paging").
 * Until then the server's HTML stays, its submit button disabled.
 */
import { lazy, Suspense } from "react";

/** Resolves once the `#contact` section is within one viewport height of the screen. */
function nearContactSection(): Promise<void> {
  return new Promise((resolve) => {
    const section = document.getElementById("contact");
    if (!section || typeof IntersectionObserver === "undefined") return resolve();
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        resolve();
      },
      { rootMargin: "100% 0px" },
    );
    observer.observe(section);
  });
}

// React.lazy rather than next/dynamic: next/dynamic would preload the chunk with the page. The server
// imports at once (it renders the form); the browser waits for the section to come near.
const ContactForm = lazy(() =>
  (typeof window === "undefined" ? Promise.resolve() : nearContactSection())
    .then(() => import("./contact-form"))
    .then((m) => ({ default: m.ContactForm })),
);

/** The contact form; `contactEmail` is named in its failure toast. */
export function LazyContactForm({ contactEmail }: { contactEmail: string }) {
  return (
    <Suspense>
      <ContactForm contactEmail={contactEmail} />
    </Suspense>
  );
}

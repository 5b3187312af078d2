/**
 * `#contact`: what happens after a visitor writes (site-and-admin.md §1: response within 24 hours,
 * free initial consultation, custom quote) beside the contact form.
 */
import { CalendarDays, Clock, FileText, Mail } from "lucide-react";
import { LazyContactForm } from "./lazy-contact-form";

const PROMISES = [
  {
    icon: Clock,
    title: "Response within 24 hours",
    text: "A real person reads every message and replies within one business day.",
  },
  {
    icon: CalendarDays,
    title: "Free initial consultation",
    text: "A no-obligation call to understand your goals and your users.",
  },
  {
    icon: FileText,
    title: "Custom quote",
    text: "A clear proposal with scope, timeline and a fixed price for your portal.",
  },
];

/** The contact section; `contactEmail` is shown and used in the form's failure toast. */
export function ContactSection({ contactEmail }: { contactEmail: string }) {
  return (
    <section id="contact" aria-labelledby="contact-heading" className="below-fold py-20 sm:py-24">
      <div className="mx-auto grid max-w-7xl gap-12 px-4 sm:px-6 lg:grid-cols-[2fr_3fr] lg:px-8">
        <div className="grid content-start gap-6">
          <div className="grid gap-4">
            <h2 id="contact-heading" className="text-3xl font-bold tracking-tight sm:text-4xl">
              Let&apos;s Build Your Portal
            </h2>
            <p className="text-lg text-muted-foreground">
              Tell us about your project and we will get back to you with next steps.
            </p>
          </div>
          <ul className="grid gap-5">
            {PROMISES.map(({ icon: Icon, title, text }) => (
              <li key={title} className="flex gap-4">
                <span className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-primary/10 text-primary">
                  <Icon className="size-5" aria-hidden="true" />
                </span>
                <div>
                  <h3 className="font-semibold">{title}</h3>
                  <p className="text-sm text-muted-foreground">{text}</p>
                </div>
              </li>
            ))}
          </ul>
          <p className="flex items-center gap-2 text-sm">
            <Mail className="size-4 text-primary" aria-hidden="true" />
            Prefer e-mail?{" "}
            <a href={`mailto:${contactEmail}`} className="font-medium text-primary underline-offset-4 hover:underline">
              {contactEmail}
            </a>
          </p>
        </div>
        <div className="rounded-xl border bg-card p-6 shadow-sm sm:p-8">
          <LazyContactForm contactEmail={contactEmail} />
        </div>
      </div>
    </section>
  );
}

/**
 * /privacy: how the site handles contact requests, project codes and the text-your-idea SMS service
 * (docs/spec/site-and-admin.md §2: one automated reply per idea, STOP, START, HELP, no sharing of mobile data,
 * carrier charges, business-hours responses, last updated July 21, 2025). Rendered per request: its
 * contact details and canonical URL are the run-time settings, and it reads no data, so it costs little
 * (docs/decisions/data-and-jobs.md "The build needs no database, and no address").
 */
import type { Metadata } from "next";
import Link from "next/link";
import { LegalPage, LegalSection } from "@/components/landing/legal-page";
import { MarketingShell } from "@/components/landing/marketing-shell";
import { env } from "@/lib/env";
import { publicPageMetadata } from "@/lib/seo/page-metadata";

export const metadata: Metadata = publicPageMetadata({
  title: "Privacy Policy",
  description: "How Custom Portal Solutions collects, uses and protects your information, including our SMS service.",
  path: "/privacy",
});

/** Rendered per request (see above). */
export const dynamic = "force-dynamic";

export default function PrivacyPage() {
  const email = env.CONTACT_EMAIL;
  const phone = env.TWILIO_PHONE_NUMBER;
  const mailto = (
    <a href={`mailto:${email}`} className="font-medium text-primary underline underline-offset-4">
      {email}
    </a>
  );
  return (
    <MarketingShell>
      <LegalPage
        title="Privacy Policy"
        intro={
          <p>
            Custom Portal Solutions (&quot;we&quot;, &quot;us&quot;) builds custom web portals, web solutions and
            AI-powered business automation. This policy explains what information we collect when you use this website,
            send us a message, redeem a project code or text us a project idea, how we use it, and the choices you have.
          </p>
        }
      >
        <LegalSection title="1. Information we collect">
          <ul>
            <li>
              <strong>Contact form:</strong> your first and last name, email address, company (optional), the type of
              project and your message.
            </li>
            <li>
              <strong>Project code redemption:</strong> the code you enter, your name, email address and, if you choose
              to give it, your phone number.
            </li>
            <li>
              <strong>SMS service:</strong> your mobile number, the text of the messages you send us, and the time they
              were sent.
            </li>
            <li>
              <strong>Technical data:</strong> your IP address, used only to limit abuse (for example, too many messages
              in a short time) and to keep the site secure. We do not use advertising or tracking cookies.
            </li>
          </ul>
        </LegalSection>

        <LegalSection title="2. How we use your information">
          <ul>
            <li>To reply to your enquiry, arrange a consultation and prepare a quote.</li>
            <li>To turn a texted project idea into a project code and send you one automated reply with that code.</li>
            <li>To contact you about a project code you redeemed.</li>
            <li>To operate, secure and improve this website.</li>
          </ul>
          <p>We do not sell your personal information, and we do not use it for advertising.</p>
        </LegalSection>

        <LegalSection title="3. Text-your-idea SMS service">
          <p>
            When you text a project idea to <strong>{phone}</strong>, we reply with one automated message per idea
            containing a custom project code. We do not send marketing messages.
          </p>
          <ul>
            <li>
              <strong>Opt out:</strong> reply STOP at any time to stop receiving messages. We will confirm your opt-out
              and send nothing further.
            </li>
            <li>
              <strong>Resubscribe:</strong> reply START to receive replies again.
            </li>
            <li>
              <strong>Help:</strong> reply HELP for support, or email {mailto}.
            </li>
            <li>
              <strong>Costs:</strong> message and data rates and other carrier charges may apply, according to your
              mobile plan.
            </li>
            <li>
              <strong>Response times:</strong> the automated reply is immediate; messages that need a person are
              answered during our business hours.
            </li>
          </ul>
          <p>
            <strong>No sharing of mobile information:</strong> we do not share, sell or rent your mobile number or SMS
            consent with third parties or affiliates for their marketing or promotional purposes. Text messaging
            originator opt-in data and consent are never shared with any third party, except the messaging provider that
            delivers our messages on our behalf.
          </p>
        </LegalSection>

        <LegalSection title="4. Who we share information with">
          <p>
            We share information only with the service providers that help us run this website and reply to you: our
            hosting provider, our email delivery provider and our SMS provider. They may use it only to provide their
            service to us. We may also disclose information when the law requires it.
          </p>
        </LegalSection>

        <LegalSection title="5. How long we keep it">
          <p>
            We keep contact requests and project code details for as long as we need them to discuss and deliver your
            project, and for up to three years afterwards for our records, unless you ask us to delete them sooner.
            Opt-out records are kept so that we continue to honour your STOP request.
          </p>
        </LegalSection>

        <LegalSection title="6. Security">
          <p>
            Information is sent over encrypted connections and stored on access-controlled systems. Only our team can
            see contact requests and project codes. No method of transmission or storage is completely secure, but we
            work to protect your information and to limit what we collect.
          </p>
        </LegalSection>

        <LegalSection title="7. Your choices and rights">
          <p>
            You can ask us to access, correct or delete the personal information we hold about you by emailing {mailto}.
            You can stop SMS messages at any time by replying STOP.
          </p>
        </LegalSection>

        <LegalSection title="8. Children">
          <p>This website and our services are meant for businesses and are not directed at children under 13.</p>
        </LegalSection>

        <LegalSection title="9. Changes to this policy">
          <p>
            We may update this policy from time to time. The date at the top shows when it last changed. See also our{" "}
            <Link href="/terms" className="font-medium text-primary underline underline-offset-4">
              Terms of Service
            </Link>
            .
          </p>
        </LegalSection>

        <LegalSection title="10. Contact us">
          <p>
            Questions about this policy? Email {mailto} or text HELP to {phone}.
          </p>
        </LegalSection>
      </LegalPage>
    </MarketingShell>
  );
}

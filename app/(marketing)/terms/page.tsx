/**
 * /terms: the terms of using the site, the contact form, project codes and the text-your-idea SMS
 * service (docs/spec/site-and-admin.md §2: one automated reply per idea, STOP, START, HELP, no sharing of
 * mobile data, carrier charges, business-hours responses, last updated July 21, 2025). Rendered per request: its
 * contact details and canonical URL are the run-time settings, and it reads no data, so it costs little
 * (docs/decisions/data-and-jobs.md "The build needs no database, and no address").
 */
import type { Metadata } from "next";
import Link from "next/link";
import { LegalPage, LegalSection } from "@/components/landing/legal-page";
import { MarketingShell } from "@/components/landing/marketing-shell";
import { env } from "@/lib/env";
import { publicPageMetadata } from "@/lib/seo/page-metadata";
import { NEW_IDEA_KEYWORD } from "@/lib/sms/inbound-decision";

export const metadata: Metadata = publicPageMetadata({
  title: "Terms of Service",
  description: "The terms for using the Custom Portal Solutions website, project codes and SMS service.",
  path: "/terms",
});

/** Rendered per request (see above). */
export const dynamic = "force-dynamic";

export default function TermsPage() {
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
        title="Terms of Service"
        intro={
          <p>
            These terms apply to your use of the Custom Portal Solutions website, its contact form, project codes and
            our text-your-idea SMS service. By using them you agree to these terms.
          </p>
        }
      >
        <LegalSection title="1. Our services">
          <p>
            Custom Portal Solutions designs and builds custom web portals, web solutions and AI-powered business
            automation. Information on this website describes our services in general; the scope, price and timeline of
            any project are set only in a written agreement signed by both parties.
          </p>
        </LegalSection>

        <LegalSection title="2. Contact requests and quotes">
          <p>
            Sending a message through the contact form does not create an obligation for you or for us. We aim to reply
            within 24 hours on business days. An initial consultation is free; any quote we give is an estimate until it
            is confirmed in a written agreement.
          </p>
        </LegalSection>

        <LegalSection title="3. Project codes">
          <ul>
            <li>A project code can be redeemed once. After it is redeemed it can no longer be used.</li>
            <li>Codes have no cash value, are not transferable and may be withdrawn or expire.</li>
            <li>
              The project idea shown after redemption is a starting point for a conversation, not an offer or a
              commitment to build it at a given price.
            </li>
            <li>Please give accurate contact details when you redeem a code, so we can reach you.</li>
          </ul>
        </LegalSection>

        <LegalSection title="4. SMS terms">
          <p>
            <strong>Program:</strong> text a description of your project idea to <strong>{phone}</strong> and we will
            reply with one automated message per idea containing a custom project code. By texting us you consent to
            receive that automated reply. We do not send recurring or marketing messages.
          </p>
          <ul>
            <li>
              <strong>STOP:</strong> reply STOP to opt out at any time, or tell us in your own words: any message with
              stop, quit, end, revoke, opt out, cancel or unsubscribe in it opts you out. You will receive one
              confirmation and no further messages.
            </li>
            <li>
              <strong>Conversations:</strong> once we are talking with you about a project, your texts go to our team
              and get no automated reply. To ask for a code for another idea, start your text with{" "}
              <strong>{NEW_IDEA_KEYWORD}</strong>, for example &quot;{NEW_IDEA_KEYWORD} a booking app for my
              salon&quot;.
            </li>
            <li>
              <strong>START:</strong> reply START to resubscribe after opting out.
            </li>
            <li>
              <strong>HELP:</strong> reply HELP for support, or contact {mailto}.
            </li>
            <li>
              <strong>Charges:</strong> message and data rates and other carrier charges may apply. Check your mobile
              plan for details.
            </li>
            <li>
              <strong>Responses:</strong> automated replies are sent right away; personal responses are sent during our
              business hours.
            </li>
            <li>Carriers are not liable for delayed or undelivered messages.</li>
          </ul>
          <p>
            We do not share your mobile information with third parties for marketing purposes. See our{" "}
            <Link href="/privacy" className="font-medium text-primary underline underline-offset-4">
              Privacy Policy
            </Link>{" "}
            for details.
          </p>
        </LegalSection>

        <LegalSection title="5. Acceptable use">
          <p>
            Do not misuse this website: do not try to guess project codes, send automated or bulk messages, interfere
            with the site&apos;s security, or submit content that is unlawful or that you have no right to share. We may
            limit or block access to protect the service.
          </p>
        </LegalSection>

        <LegalSection title="6. Intellectual property">
          <p>
            The content, design and code of this website belong to Custom Portal Solutions. Portfolio projects are shown
            with our clients&apos; permission. Ideas you send us remain yours; you allow us to use them to prepare a
            proposal for you.
          </p>
        </LegalSection>

        <LegalSection title="7. Disclaimer and limitation of liability">
          <p>
            The website is provided &quot;as is&quot;. To the extent the law allows, we are not liable for indirect or
            consequential loss arising from your use of the website, the contact form, project codes or the SMS service.
          </p>
        </LegalSection>

        <LegalSection title="8. Changes to these terms">
          <p>We may update these terms from time to time. The date at the top shows when they last changed.</p>
        </LegalSection>

        <LegalSection title="9. Contact us">
          <p>
            Questions about these terms? Email {mailto} or text HELP to {phone}.
          </p>
        </LegalSection>
      </LegalPage>
    </MarketingShell>
  );
}

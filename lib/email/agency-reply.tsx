/**
 * An admin's e-mail answer to a lead (docs/sms.md "Outbound replies") in the agency's
 * template: the agency's name on top, the admin's text as written (paragraphs at blank lines, line
 * breaks kept), a sign-off, and a footer with the site's address and how to reach the agency. HTML
 * through React Email (https://react.email/docs/utilities/render), which escapes the text, and a
 * plain-text twin, so text-only clients read the same letter.
 */
import { Link, Section, Text, render } from "@react-email/components";
import { BRAND_NAME } from "@/lib/brand";
import { cutText } from "@/lib/format/text";
import { EmailButton, EmailLayout, EmailParagraphs, paragraphs } from "./layout";

/** The agency's name as every e-mail signs it. */
export const AGENCY_NAME = BRAND_NAME;

/** What the template needs. */
export interface AgencyReply {
  /** The person's name, for the greeting; none: "Hello,". */
  recipientName: string | null;
  /** The admin's text; blank lines separate paragraphs. */
  body: string;
  /** The public site (`PUBLIC_BASE_URL`), linked in the footer. */
  siteUrl: string;
  /** The agency's address (`CONTACT_EMAIL`), where the person's answer goes. */
  contactEmail: string;
  /** A link to act on (an invitation's), drawn as a button after the text and written out in the text twin. */
  action?: { label: string; href: string };
}

const greeting = (name: string | null) => (name?.trim() ? `Hi ${name.trim()},` : "Hello,");

function AgencyReplyEmail({ reply, preview }: { reply: AgencyReply; preview: string }) {
  return (
    <EmailLayout
      heading={AGENCY_NAME}
      preview={preview}
      footer={
        <>
          Reply to this e-mail or write to <Link href={`mailto:${reply.contactEmail}`}>{reply.contactEmail}</Link>.{" "}
          <Link href={reply.siteUrl}>{reply.siteUrl.replace(/^https?:\/\//, "")}</Link>
        </>
      }
    >
      <Text>{greeting(reply.recipientName)}</Text>
      <EmailParagraphs body={reply.body} />
      {reply.action && (
        <Section style={{ margin: "16px 0" }}>
          <EmailButton href={reply.action.href}>{reply.action.label}</EmailButton>
        </Section>
      )}
      <Text>
        Best regards,
        <br />
        {AGENCY_NAME}
      </Text>
    </EmailLayout>
  );
}

/** The plain-text twin: the same greeting, paragraphs, sign-off and footer. */
export function agencyReplyText(reply: AgencyReply): string {
  return [
    greeting(reply.recipientName),
    "",
    paragraphs(reply.body).join("\n\n"),
    "",
    ...(reply.action ? [`${reply.action.label}: ${reply.action.href}`, ""] : []),
    "Best regards,",
    AGENCY_NAME,
    "",
    "--",
    `Reply to this e-mail or write to ${reply.contactEmail}. ${reply.siteUrl}`,
  ].join("\n");
}

/** HTML and text of an admin's reply in the agency's template. */
export async function renderAgencyReply(reply: AgencyReply): Promise<{ html: string; text: string }> {
  const preview = cutText(paragraphs(reply.body)[0] ?? "", 140);
  return { html: await render(<AgencyReplyEmail reply={reply} preview={preview} />), text: agencyReplyText(reply) };
}

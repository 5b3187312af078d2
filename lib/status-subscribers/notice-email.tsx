/**
 * The e-mail of a status notice or a subscription confirmation: the page's name on top, the text (paragraphs
 * at blank lines), a button to the page or the confirmation, and a footer saying why it came and how to
 * stop it. HTML through React Email (https://react.email/docs/utilities/render), which escapes the text.
 * A notice's HTML is rendered once per notification with a stand-in link that each subscriber's own
 * unsubscribe link replaces (`withLink`), so 10,000 e-mails cost one render.
 */
import {
  Body,
  Button,
  Container,
  Head,
  Heading,
  Hr,
  Html,
  Link,
  Preview,
  Section,
  Text,
  render,
} from "@react-email/components";
import { cutText } from "@/lib/format/text";

/** What the template shows. */
export interface NoticeEmail {
  pageName: string;
  body: string;
  /** The button: its words and where it goes. */
  action: { label: string; href: string };
  /** The footer's sentence; `footerLink` is linked after it. */
  footer: string;
  footerLink: { label: string; href: string } | null;
}

/** The stand-in a notice's link is rendered with before each subscriber's own replaces it. */
export const LINK_STAND_IN = "https://subscriber-link.invalid/";

/** The text's paragraphs: split at blank lines, surrounding white space dropped, empty ones skipped. */
export function paragraphs(body: string): string[] {
  return body
    .replace(/\r\n?/g, "\n")
    .split(/\n[ \t]*\n/)
    .map((p) => p.trim())
    .filter(Boolean);
}

function NoticeEmailView({ notice }: { notice: NoticeEmail }) {
  return (
    <Html lang="en">
      <Head />
      <Preview>{cutText(paragraphs(notice.body)[0] ?? notice.pageName, 140)}</Preview>
      <Body style={{ backgroundColor: "#f4f4f5", fontFamily: "Arial, Helvetica, sans-serif", color: "#18181b" }}>
        <Container style={{ backgroundColor: "#ffffff", padding: "24px", maxWidth: "600px" }}>
          <Heading as="h1" style={{ fontSize: "20px", margin: "0 0 16px" }}>
            {notice.pageName}
          </Heading>
          <Section>
            {paragraphs(notice.body).map((paragraph, index) => (
              <Text key={index} style={{ whiteSpace: "pre-line" }}>
                {paragraph}
              </Text>
            ))}
          </Section>
          <Button
            href={notice.action.href}
            style={{ backgroundColor: "#18181b", color: "#ffffff", padding: "10px 16px", borderRadius: "6px" }}
          >
            {notice.action.label}
          </Button>
          <Hr />
          <Text style={{ fontSize: "12px", color: "#52525b" }}>
            {notice.footer}
            {notice.footerLink && (
              <>
                {" "}
                <Link href={notice.footerLink.href}>{notice.footerLink.label}</Link>
              </>
            )}
          </Text>
        </Container>
      </Body>
    </Html>
  );
}

/** The e-mail's HTML. */
export function renderNoticeHtml(notice: NoticeEmail): Promise<string> {
  return render(<NoticeEmailView notice={notice} />);
}

/** `html` rendered with `LINK_STAND_IN`, with `href` in its place (an https URL of ours: nothing to escape). */
export function withLink(html: string, href: string): string {
  return html.replaceAll(LINK_STAND_IN, href);
}

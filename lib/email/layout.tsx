/**
 * The one layout every e-mail of ours is drawn in (React Email, https://react.email/docs/utilities/render,
 * which escapes the text): a grey page, a white 600 px card with a heading, the body, and a small footer
 * under a rule. `paragraphs` is the one rule for splitting a written text into paragraphs, shared by the
 * HTML and the plain-text twins.
 */
import type { ReactNode } from "react";
import { Body, Button, Container, Head, Heading, Hr, Html, Preview, Section, Text } from "@react-email/components";

/** The text's paragraphs: split at blank lines, surrounding white space dropped, empty ones skipped. */
export function paragraphs(body: string): string[] {
  return body
    .replace(/\r\n?/g, "\n")
    .split(/\n[ \t]*\n/)
    .map((p) => p.trim())
    .filter(Boolean);
}

/** `body`'s paragraphs, each a Text with its line breaks kept. */
export function EmailParagraphs({ body }: { body: string }) {
  return (
    <Section>
      {paragraphs(body).map((paragraph, index) => (
        <Text key={index} style={{ whiteSpace: "pre-line" }}>
          {paragraph}
        </Text>
      ))}
    </Section>
  );
}

/** The dark call-to-action button. */
export function EmailButton({ href, children }: { href: string; children: ReactNode }) {
  return (
    <Button
      href={href}
      style={{ backgroundColor: "#18181b", color: "#ffffff", padding: "10px 16px", borderRadius: "6px" }}
    >
      {children}
    </Button>
  );
}

/** The page around an e-mail: `heading` on top, `children`, then `footer` in small grey type under a rule. */
export function EmailLayout({
  heading,
  preview,
  footer,
  children,
}: {
  heading: string;
  /** The inbox's preview line. */
  preview: string;
  footer: ReactNode;
  children: ReactNode;
}) {
  return (
    <Html lang="en">
      <Head />
      <Preview>{preview}</Preview>
      <Body style={{ backgroundColor: "#f4f4f5", fontFamily: "Arial, Helvetica, sans-serif", color: "#18181b" }}>
        <Container style={{ backgroundColor: "#ffffff", padding: "24px", maxWidth: "600px" }}>
          <Heading as="h1" style={{ fontSize: "20px", margin: "0 0 16px" }}>
            {heading}
          </Heading>
          {children}
          <Hr />
          <Text style={{ fontSize: "12px", color: "#52525b" }}>{footer}</Text>
        </Container>
      </Body>
    </Html>
  );
}

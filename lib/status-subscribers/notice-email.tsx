/**
 * The e-mail of a status notice or a subscription confirmation: the page's name on top, the text (paragraphs
 * at blank lines), a button to the page or the confirmation, and a footer saying why it came and how to
 * stop it. HTML through React Email (https://react.email/docs/utilities/render), which escapes the text.
 * A notice's HTML is rendered once per notification with a stand-in link that each subscriber's own
 * unsubscribe link replaces (`withLink`), so 10,000 e-mails cost one render.
 */
import { Link, render } from "@react-email/components";
import { EmailButton, EmailLayout, EmailParagraphs, paragraphs } from "@/lib/email/layout";
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

function NoticeEmailView({ notice }: { notice: NoticeEmail }) {
  return (
    <EmailLayout
      heading={notice.pageName}
      preview={cutText(paragraphs(notice.body)[0] ?? notice.pageName, 140)}
      footer={
        <>
          {notice.footer}
          {notice.footerLink && (
            <>
              {" "}
              <Link href={notice.footerLink.href}>{notice.footerLink.label}</Link>
            </>
          )}
        </>
      }
    >
      <EmailParagraphs body={notice.body} />
      <EmailButton href={notice.action.href}>{notice.action.label}</EmailButton>
    </EmailLayout>
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

/**
 * What /q/<token> says instead of the signature when the version cannot be answered (docs/decisions/quotes-and-projects.md
 * "Quotes: versions, links and evidence"): superseded (with a link to the newest version), revising,
 * expired, withdrawn, accepted (with the signed PDF) or declined, each with what to do.
 */
import { formatDateTime } from "@/lib/format/date";
import type { OfferState } from "@/lib/quotes/read-offer";

/** The notice for `state`; `latestHref` opens the newest version, `signedHref` the signed PDF. */
export function OfferNotice({
  state,
  latestVersion,
  latestHref,
  signedHref,
  acceptedAt,
  contactEmail,
}: {
  state: Exclude<OfferState, "open">;
  latestVersion: number;
  latestHref: string;
  signedHref: string;
  acceptedAt: Date | null;
  contactEmail: string;
}) {
  const ask = (
    <a className="underline" href={`mailto:${contactEmail}`}>
      {contactEmail}
    </a>
  );
  const body: Record<typeof state, React.ReactNode> = {
    superseded: (
      <>
        This version was superseded.{" "}
        <a className="font-medium underline" href={latestHref}>
          Open version {latestVersion}
        </a>{" "}
        and answer that one.
      </>
    ),
    revising: <>We are revising this quote; you will receive a link to the new version. Questions: {ask}.</>,
    expired: <>This quote has expired. Ask us to renew it: {ask}.</>,
    void: <>We withdrew this quote. Ask us for a new one: {ask}.</>,
    accepted: (
      <>
        You accepted this quote{acceptedAt ? ` on ${formatDateTime(acceptedAt)}` : ""}.{" "}
        <a className="font-medium underline" href={signedHref}>
          Download the signed PDF
        </a>
        .
      </>
    ),
    declined: <>This quote was declined. If you changed your mind, ask us for a new one: {ask}.</>,
  };
  return (
    <p
      role="status"
      data-testid={`offer-${state}`}
      className="rounded-lg border border-amber-500 bg-amber-50 p-4 text-sm text-amber-950"
    >
      {body[state]}
    </p>
  );
}

/**
 * The whole of /q/<token> and /q/<token>/latest: the offer, then the answer form when the version can be
 * answered, or the notice saying why not.
 */
import { AnswerForm } from "./answer-form";
import { OfferNotice } from "./offer-notice";
import { OfferView } from "./offer-view";
import type { OfferDocument } from "@/lib/quotes/offer-html";
import type { OfferState } from "@/lib/quotes/read-offer";

/** The page of the offer `token` opened. */
export function OfferPage({
  token,
  doc,
  state,
  latestSentVersion,
  acceptedAt,
  contactEmail,
}: {
  token: string;
  doc: OfferDocument;
  state: OfferState;
  latestSentVersion: number;
  acceptedAt: Date | null;
  contactEmail: string;
}) {
  return (
    <main className="min-h-dvh bg-background">
      <OfferView doc={doc} pdfHref={`/q/${token}/pdf?version=${doc.version}`}>
        {state === "open" ? (
          <AnswerForm token={token} version={doc.version} contactEmail={contactEmail} />
        ) : (
          <OfferNotice
            state={state}
            latestVersion={latestSentVersion}
            latestHref={`/q/${token}/latest`}
            signedHref={`/q/${token}/signed`}
            acceptedAt={acceptedAt}
            contactEmail={contactEmail}
          />
        )}
      </OfferView>
    </main>
  );
}

"use client";
/**
 * The end of /q/<token> (docs/decisions/quotes-and-projects.md "Quotes: versions, links and evidence"): consent to sign
 * electronically (ESIGN Act / UETA style: records in electronic form, the right to a paper copy, how to
 * withdraw), then the signature: the typed full name and, optionally, a signature drawn with
 * signature_pad; Accept, or Decline with an optional reason. Nothing can be accepted before consenting.
 */
import { useEffect, useRef, useState, useTransition } from "react";
import type SignaturePad from "signature_pad";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Textarea } from "@/components/ui/textarea";
import { acceptQuoteAction, declineQuoteAction } from "@/lib/quotes/actions";

type Outcome = { kind: "accepted" | "declined" } | { kind: "error"; message: string } | null;

/** The consent and signature for `version` of the quote `token` links to; `contactEmail` for a paper copy. */
export function AnswerForm({ token, version, contactEmail }: { token: string; version: number; contactEmail: string }) {
  const [consent, setConsent] = useState(false);
  const [typedName, setTypedName] = useState("");
  const [declining, setDeclining] = useState(false);
  const [reason, setReason] = useState("");
  const [outcome, setOutcome] = useState<Outcome>(null);
  const [pending, startTransition] = useTransition();
  const canvas = useRef<HTMLCanvasElement>(null);
  const pad = useRef<SignaturePad | null>(null);

  // signature_pad is fetched after the page is up, so the offer paints without it (docs/decisions/public-site.md
  // "Public pages: booking and quote pages measured, landing sections laid out after the first paint").
  useEffect(() => {
    const element = canvas.current;
    if (!element) return;
    let active = true;
    void import("signature_pad").then(({ default: Pad }) => {
      if (!active) return;
      const ratio = Math.max(window.devicePixelRatio || 1, 1);
      element.width = element.offsetWidth * ratio;
      element.height = element.offsetHeight * ratio;
      element.getContext("2d")?.scale(ratio, ratio);
      pad.current = new Pad(element, { backgroundColor: "rgb(255,255,255)" });
    });
    return () => {
      active = false;
      pad.current?.off();
      pad.current = null;
    };
  }, []);

  const accept = () =>
    startTransition(async () => {
      const drawn = pad.current && !pad.current.isEmpty() ? pad.current.toDataURL("image/png") : undefined;
      const result = await acceptQuoteAction({
        token,
        version,
        typedName,
        consent: consent as true,
        signaturePng: drawn,
      });
      setOutcome(result.ok ? { kind: "accepted" } : { kind: "error", message: result.error });
    });
  const decline = () =>
    startTransition(async () => {
      const result = await declineQuoteAction({ token, version, reason: reason || undefined });
      setOutcome(result.ok ? { kind: "declined" } : { kind: "error", message: result.error });
    });

  if (outcome?.kind === "accepted")
    return (
      <p role="status" className="rounded-lg border border-green-600 bg-green-50 p-4 text-sm text-green-900">
        Thank you: the quote is accepted. Your signed copy, sealed with our certificate, is on its way to your inbox.
      </p>
    );
  if (outcome?.kind === "declined")
    return (
      <p role="status" className="rounded-lg border p-4 text-sm">
        You declined this quote. Thank you for letting us know.
      </p>
    );

  return (
    <>
      <section aria-labelledby="consent-heading" className="grid gap-2">
        <h2 id="consent-heading" className="text-lg font-semibold">
          3. Consent to sign electronically
        </h2>
        <div className="grid gap-2 rounded-lg border p-3 text-sm">
          <p>
            By checking the box you agree to use electronic records and an electronic signature for this quote, and that
            your electronic signature has the same effect as one written by hand. You may ask for a paper copy of the
            signed quote at no charge, or withdraw this consent before signing, by writing to{" "}
            <a className="underline" href={`mailto:${contactEmail}`}>
              {contactEmail}
            </a>
            . To open the records you need a web browser and a PDF reader; you will receive the signed PDF by e-mail.
          </p>
          <label className="flex items-start gap-2 font-medium">
            <input
              type="checkbox"
              className="mt-1 size-4"
              checked={consent}
              onChange={(event) => setConsent(event.target.checked)}
            />
            I agree to sign electronically and to receive the records electronically.
          </label>
        </div>
      </section>
      <section aria-labelledby="signature-heading" className="grid gap-3">
        <h2 id="signature-heading" className="text-lg font-semibold">
          4. Signature
        </h2>
        <fieldset disabled={!consent || pending} className="grid gap-3 disabled:opacity-60">
          <div className="grid gap-1.5">
            <Label htmlFor="typed-name">Your full name</Label>
            <Input
              id="typed-name"
              autoComplete="name"
              maxLength={200}
              value={typedName}
              onChange={(event) => setTypedName(event.target.value)}
            />
          </div>
          <div className="grid gap-1.5">
            <span className="text-sm font-medium" id="drawn-label">
              Draw your signature (optional)
            </span>
            <canvas
              ref={canvas}
              aria-labelledby="drawn-label"
              data-testid="signature-pad"
              className="h-36 w-full touch-none rounded-lg border bg-white"
            />
            <Button
              type="button"
              variant="ghost"
              size="sm"
              className="justify-self-start"
              onClick={() => pad.current?.clear()}
            >
              Clear drawing
            </Button>
          </div>
        </fieldset>
        {outcome?.kind === "error" && (
          <p role="alert" className="text-sm text-destructive">
            {outcome.message}
          </p>
        )}
        <div className="flex flex-wrap gap-3">
          <Button type="button" onClick={accept} disabled={!consent || pending || typedName.trim().length < 2}>
            Accept and sign
          </Button>
          <Button type="button" variant="outline" disabled={pending} onClick={() => setDeclining((open) => !open)}>
            Decline
          </Button>
        </div>
        {declining && (
          <div className="grid gap-2">
            <Label htmlFor="decline-reason">Why not? (optional)</Label>
            <Textarea
              id="decline-reason"
              maxLength={2000}
              rows={3}
              value={reason}
              onChange={(event) => setReason(event.target.value)}
            />
            <Button
              type="button"
              variant="destructive"
              className="justify-self-start"
              disabled={pending}
              onClick={decline}
            >
              Decline the quote
            </Button>
          </div>
        )}
      </section>
    </>
  );
}

/**
 * Sample command-line calls of SMS Integration Testing (docs/spec/site-and-admin.md §2 "Admin screens" 9): each
 * signs its request the way Twilio does, with the twilio library, so it passes `POST /api/sms/webhook`.
 * Run them in the project folder (where the twilio package is installed); the token is never shown here.
 */

/** The calls, for the webhook at `baseUrl` and the shared number `to`. */
export function SampleCalls({ baseUrl, to }: { baseUrl: string; to: string }) {
  const url = `${baseUrl.replace(/\/+$/, "")}/api/sms/webhook`;
  const nodeCall = `export TWILIO_AUTH_TOKEN=your-auth-token   # the same token the server has
node -e '
const twilio = require("twilio");
const [url, from, body] = process.argv.slice(1);
const params = { MessageSid: "SM" + require("crypto").randomBytes(16).toString("hex"), From: from, To: "${to}", Body: body };
const signature = twilio.getExpectedTwilioSignature(process.env.TWILIO_AUTH_TOKEN, url, params);
fetch(url, { method: "POST", headers: { "X-Twilio-Signature": signature }, body: new URLSearchParams(params) })
  .then(async (r) => console.log(r.status, await r.text()));
' "${url}" "+15551234567" "ABCD1234;Mobile app for a fitness studio"`;
  const curlCall = `SID="SM$(openssl rand -hex 16)"; FROM="+15551234567"; BODY="A booking portal for dog groomers"
SIG=$(node -e 'const [u, s, f, b] = process.argv.slice(1);
console.log(require("twilio").getExpectedTwilioSignature(process.env.TWILIO_AUTH_TOKEN, u, { MessageSid: s, From: f, To: "${to}", Body: b }))' \\
  "${url}" "$SID" "$FROM" "$BODY")
curl -sS "${url}" -H "X-Twilio-Signature: $SIG" \\
  --data-urlencode "MessageSid=$SID" --data-urlencode "From=$FROM" --data-urlencode "To=${to}" --data-urlencode "Body=$BODY"`;
  const unsignedCall = `curl -sS -o /dev/null -w "%{http_code}\\n" "${url}" --data-urlencode "Body=HELP"   # 403: no signature`;
  return (
    <div className="grid gap-4 text-sm">
      <div className="grid gap-2">
        <p className="font-medium">Node.js: sign and send one message</p>
        <pre
          tabIndex={0}
          aria-label="Node.js: sign and send one message"
          className="overflow-x-auto rounded-md bg-muted p-3 font-mono text-xs focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:outline-none"
        >
          {nodeCall}
        </pre>
      </div>
      <div className="grid gap-2">
        <p className="font-medium">curl, with the signature computed by the twilio library</p>
        <pre
          tabIndex={0}
          aria-label="curl, with the signature computed by the twilio library"
          className="overflow-x-auto rounded-md bg-muted p-3 font-mono text-xs focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:outline-none"
        >
          {curlCall}
        </pre>
      </div>
      <div className="grid gap-2">
        <p className="font-medium">Unsigned requests are refused</p>
        <pre
          tabIndex={0}
          aria-label="Unsigned requests are refused"
          className="overflow-x-auto rounded-md bg-muted p-3 font-mono text-xs focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:outline-none"
        >
          {unsignedCall}
        </pre>
      </div>
    </div>
  );
}

/**
 * The benches' probe of a web request served while they load the server: a correctly signed SMS webhook
 * request (a new project idea each time) every 100 ms, 10 messages a second, a busy day's peak for one
 * agency number, through the route's handler in the bench's own process.
 */
import { phoneNumber, signTwilioForm, smsParams } from "@/tests/support/twilio";

/** How often the probe texts the webhook, in ms. */
export const PROBE_INTERVAL_MS = 100;

/** p-th percentile (0-100) of `values`, in the values' unit. */
export const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted.length === 0 ? NaN : sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
};

/** What the probe saw: requests sent, p50 and p99 in ms, and non-200 answers. */
export interface ProbeResult {
  count: number;
  p50: number;
  p99: number;
  failures: number;
}

/**
 * Starts sending to `handler` (`POST` of app/api/sms/webhook/route.ts), signed with `token` for
 * `publicBaseUrl` (the app's TWILIO_AUTH_TOKEN and PUBLIC_BASE_URL); `stop()` waits for the requests in
 * flight and answers the figures.
 */
export function webhookProbe(handler: (request: Request) => Promise<Response>, token: string, publicBaseUrl: string) {
  const times: number[] = [];
  let failures = 0;
  let n = 0;
  const send = async () => {
    const params = smsParams(
      `Bench idea ${n++}: a booking portal for a dog grooming salon with SMS reminders`,
      phoneNumber(),
    );
    const { body, signature } = signTwilioForm(token, `${publicBaseUrl}/api/sms/webhook`, params);
    const started = performance.now();
    const response = await handler(
      new Request("http://127.0.0.1:3000/api/sms/webhook", {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded", "x-twilio-signature": signature },
        body,
      }),
    );
    await response.text();
    times.push(performance.now() - started);
    if (response.status !== 200) failures++;
  };
  const inFlight: Promise<void>[] = [];
  const timer = setInterval(() => inFlight.push(send()), PROBE_INTERVAL_MS);
  return {
    async stop(): Promise<ProbeResult> {
      clearInterval(timer);
      await Promise.all(inFlight);
      return { count: times.length, p50: percentile(times, 50), p99: percentile(times, 99), failures };
    },
  };
}

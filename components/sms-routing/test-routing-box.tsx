"use client";
/**
 * "Test a message" (docs/spec/operator-console.md §7 "SMS routing", §8 test-routing texts): asks
 * POST /api/sms/test-routing which route a message to a number would take and shows "Route matched!" with
 * the route's name, or "No route matched" with what the number does instead. Nothing is sent or counted.
 */
import { useId, useState } from "react";
import { CheckCircle2, FlaskConical, Loader2, XCircle } from "lucide-react";
import { toast } from "sonner";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Label } from "@/components/ui/label";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { Textarea } from "@/components/ui/textarea";
import { formatPhoneNumber } from "@/lib/format/phone";
import { callApi, failureText } from "../federation/api";
import { useFailureToast } from "@/components/console/use-admin-action";
import { internalHandlerName } from "@/lib/sms-intake/routing/labels";

/** What the endpoint answers. */
interface TestResult {
  matched: boolean;
  routeName: string | null;
  target: string | null;
  to: string;
}

/** The box; `numbers` are the E.164 numbers to choose from, `sharedNumber` is chosen first. */
export function TestRoutingBox({ numbers, sharedNumber }: { numbers: string[]; sharedNumber: string }) {
  const id = useId();
  const toastError = useFailureToast();
  const [message, setMessage] = useState("");
  const [to, setTo] = useState(sharedNumber);
  const [result, setResult] = useState<TestResult | null>(null);
  const [testing, setTesting] = useState(false);
  const choices = numbers.includes(sharedNumber) ? numbers : [sharedNumber, ...numbers];

  async function test(event: React.FormEvent) {
    event.preventDefault();
    if (!message.trim()) return;
    setTesting(true);
    const answer = await callApi<TestResult>("/api/sms/test-routing", "POST", { message, to });
    setTesting(false);
    if (answer.ok) return setResult(answer.data);
    if (answer.status === 401)
      return toastError(failureText(answer), { title: "Unauthorized", fallback: "" }, answer.code);
    toast.error("Test failed", {
      description:
        answer.status === 0
          ? "Network error occurred. Please check your connection and try again."
          : (answer.error ?? `HTTP ${answer.status}`),
    });
  }

  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <FlaskConical className="size-4" aria-hidden="true" />
          Test a message
        </CardTitle>
        <CardDescription>See which route a text would take. Nothing is sent, forwarded or counted.</CardDescription>
      </CardHeader>
      <CardContent>
        <form onSubmit={test} className="grid gap-4 md:grid-cols-[1fr_14rem]">
          <div className="grid gap-2">
            <Label htmlFor={`${id}-message`}>Test message</Label>
            <Textarea
              id={`${id}-message`}
              rows={2}
              maxLength={1600}
              placeholder="Type a message as someone would text it"
              value={message}
              onChange={(event) => {
                setMessage(event.target.value);
                setResult(null);
              }}
            />
          </div>
          <div className="grid content-start gap-2">
            <Label htmlFor={`${id}-to`}>Sent to</Label>
            <Select
              value={to}
              onValueChange={(value) => {
                setTo(value);
                setResult(null);
              }}
            >
              <SelectTrigger id={`${id}-to`} className="w-full">
                <SelectValue />
              </SelectTrigger>
              <SelectContent>
                {choices.map((number) => (
                  <SelectItem key={number} value={number}>
                    {formatPhoneNumber(number)}
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
            <Button type="submit" disabled={testing || !message.trim()}>
              {testing && <Loader2 className="animate-spin" aria-hidden="true" />}
              Test
            </Button>
          </div>
        </form>
        <div role="status" aria-live="polite" data-testid="test-routing-result" className="mt-4">
          {result && <TestOutcome result={result} />}
        </div>
      </CardContent>
    </Card>
  );
}

function TestOutcome({ result }: { result: TestResult }) {
  if (result.matched) {
    const internal = result.target ? internalHandlerName(result.target) : null;
    return (
      <div className="flex items-start gap-2 rounded-lg border border-green-600/30 bg-green-50 p-3 text-sm dark:bg-green-950/30">
        <CheckCircle2 className="mt-0.5 size-4 shrink-0 text-green-700 dark:text-green-400" aria-hidden="true" />
        <div>
          <p className="font-medium">Route matched!</p>
          <p>
            Route: <span className="font-medium">{result.routeName}</span>
          </p>
          {result.target && (
            <p className="break-all">Target: {internal !== null ? `Internal: ${internal}` : result.target}</p>
          )}
        </div>
      </div>
    );
  }
  return (
    <div className="flex items-start gap-2 rounded-lg border p-3 text-sm">
      <XCircle className="mt-0.5 size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
      <div>
        <p className="font-medium">No route matched</p>
        <p className="text-muted-foreground">
          {result.target ? "Message would use default handling" : "Message would be rejected"}
        </p>
      </div>
    </div>
  );
}

"use client";
/** The sign-in mode of /auth (docs/spec/site-and-admin.md §2 "Authentication screens", §5 "Login", §8). */
import { useState } from "react";
import { useRouter } from "next/navigation";
import { signIn } from "next-auth/react";
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { toast } from "sonner";
import { Button } from "@/components/ui/button";
import { Form, LabeledField } from "@/components/ui/form";
import { Input } from "@/components/ui/input";
import { loginSchema, type LoginInput } from "@/lib/auth/schemas";
import { parseSecondStep, type SecondStepMethod } from "@/lib/auth/second-step";
import { askPasskey } from "./ask-passkey";
import { SecondFactorForm } from "./second-factor-form";

/**
 * Username and password, signed in through next-auth's credentials provider without a page reload; for
 * a user with a second factor, the second step follows (`SecondFactorForm`).
 * `onForgotPassword` switches /auth to its reset-request mode; `onSecondStep` tells the card which step shows.
 */
export function SignInForm({
  onForgotPassword,
  onSecondStep,
}: {
  onForgotPassword: () => void;
  onSecondStep: (active: boolean) => void;
}) {
  const router = useRouter();
  const [secondStep, setSecondStep] = useState<{ token: string; methods: SecondStepMethod[] } | null>(null);
  const form = useForm<LoginInput>({
    resolver: zodResolver(loginSchema),
    defaultValues: { username: "", password: "" },
  });

  function signedIn() {
    toast.success("Login successful", { description: "Welcome back!" });
    router.replace("/dashboard");
    router.refresh();
  }

  function showStep(step: { token: string; methods: SecondStepMethod[] } | null) {
    setSecondStep(step);
    onSecondStep(step !== null);
    if (!step) form.reset({ username: form.getValues("username"), password: "" });
  }

  async function onValid({ username, password }: LoginInput) {
    const result = await signIn("credentials", { username, password, redirect: false }).catch(() => undefined);
    const step = parseSecondStep(result?.error);
    if (step) {
      showStep(step);
      return;
    }
    if (!result || result.error) {
      // A locked-out sign-in (HTTP 429) carries its "Too many failed sign-in attempts…" message here too.
      toast.error("Login failed", { description: result?.error || "Invalid username or password" });
      return;
    }
    signedIn();
  }

  const [asking, setAsking] = useState(false);
  async function signInWithPasskey() {
    setAsking(true);
    try {
      const answer = await askPasskey();
      const result =
        "error" in answer
          ? { error: answer.error }
          : await signIn("passkey", { response: answer.response, redirect: false }).catch(() => undefined);
      if (!result || result.error) {
        toast.error("Login failed", { description: result?.error || "Please try again." });
        return;
      }
      signedIn();
    } finally {
      setAsking(false);
    }
  }

  function onInvalid() {
    const { username, password } = form.getValues();
    if (!username.trim() || !password) {
      toast.error("Missing Information", { description: "Please enter both username and password." });
    }
  }

  if (secondStep) {
    return (
      <SecondFactorForm
        pendingToken={secondStep.token}
        methods={secondStep.methods}
        onSignedIn={signedIn}
        onRestart={() => showStep(null)}
      />
    );
  }

  return (
    <Form {...form}>
      <form onSubmit={form.handleSubmit(onValid, onInvalid)} noValidate className="grid gap-4">
        <LabeledField
          control={form.control}
          name="username"
          label="Username"
          render={(field) => <Input autoComplete="username" autoCapitalize="none" spellCheck={false} {...field} />}
        />
        <LabeledField
          control={form.control}
          name="password"
          label="Password"
          render={(field) => <Input type="password" autoComplete="current-password" {...field} />}
        />
        <Button type="submit" className="w-full" disabled={form.formState.isSubmitting}>
          {form.formState.isSubmitting ? "Signing in..." : "Sign In"}
        </Button>
        <Button
          type="button"
          variant="outline"
          className="w-full"
          disabled={asking}
          onClick={() => void signInWithPasskey()}
        >
          {asking ? "Waiting for the passkey..." : "Sign in with a passkey"}
        </Button>
        <Button type="button" variant="link" className="justify-self-center" onClick={onForgotPassword}>
          Forgot your password?
        </Button>
      </form>
    </Form>
  );
}

"use client";
/** The /auth card and its two modes, sign-in and forgot (docs/spec/site-and-admin.md §4 "Login screen modes"). */
import { useState } from "react";
import { Card, CardContent, CardDescription, CardHeader } from "@/components/ui/card";
import { ForgotPasswordForm } from "./forgot-password-form";
import { SignInForm } from "./sign-in-form";

type Mode = "login" | "forgot";

/** Shows the sign-in form or the reset-request form; switching unmounts the other, clearing its fields. */
export function AuthPanel() {
  const [mode, setMode] = useState<Mode>("login");
  const [secondStep, setSecondStep] = useState(false);
  return (
    <Card>
      <CardHeader>
        <h1 className="text-xl font-semibold">{mode === "login" ? "Sign In" : "Reset Password"}</h1>
        <CardDescription>
          {mode === "forgot"
            ? "We'll email you a link to reset your password."
            : secondStep
              ? "Confirm it's you with your second factor."
              : "Sign in to the admin console."}
        </CardDescription>
      </CardHeader>
      <CardContent>
        {mode === "login" ? (
          <SignInForm onForgotPassword={() => setMode("forgot")} onSecondStep={setSecondStep} />
        ) : (
          <ForgotPasswordForm onBack={() => setMode("login")} />
        )}
      </CardContent>
    </Card>
  );
}

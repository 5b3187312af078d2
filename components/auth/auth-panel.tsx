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
  return (
    <Card>
      <CardHeader>
        <h1 className="text-xl font-semibold">{mode === "login" ? "Sign In" : "Reset Password"}</h1>
        <CardDescription>
          {mode === "login" ? "Sign in to the admin console." : "We'll email you a link to reset your password."}
        </CardDescription>
      </CardHeader>
      <CardContent>
        {mode === "login" ? (
          <SignInForm onForgotPassword={() => setMode("forgot")} />
        ) : (
          <ForgotPasswordForm onBack={() => setMode("login")} />
        )}
      </CardContent>
    </Card>
  );
}

/**
 * /second-factor-setup: where the owner's policy sends a signed-in user without a second factor, before
 * any admin screen (docs/decisions/auth-and-roles.md "Second factor"). Outside the admin shell, so it cannot loop.
 */
import type { Metadata } from "next";
import { SecondFactorSetup } from "@/components/second-factor/second-factor-setup";
import { Card, CardContent, CardDescription, CardHeader } from "@/components/ui/card";
import { requireUser } from "@/lib/auth/session";

export const metadata: Metadata = { title: "Set Up a Second Factor" };

/** The enrolment card; a user who has a factor already is offered the way on. */
export default async function SecondFactorSetupPage() {
  const user = await requireUser();
  return (
    <Card>
      <CardHeader>
        <h1 className="text-xl font-semibold">Set up a second factor</h1>
        <CardDescription>
          Your team requires a second factor for signing in: an authenticator app or a passkey. Add one to continue.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <SecondFactorSetup enabled={user.secondFactorEnabled} />
      </CardContent>
    </Card>
  );
}

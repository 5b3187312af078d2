/** What a screen shows a role it is not open to (lib/admin-screens.ts `permission`): the server is the rule, this says so. */
import { ShieldAlert } from "lucide-react";
import { EmptyState } from "./empty-state";

/** The notice in place of the screen; `screen` names it ("the Team screen"). */
export function ForbiddenNotice({ screen }: { screen: string }) {
  return (
    <EmptyState bordered icon={ShieldAlert} title="Owners only">
      Your role does not open {screen}. Ask an owner of the team if you need it.
    </EmptyState>
  );
}

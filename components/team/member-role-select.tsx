"use client";
/** A member's role on the Team screen, saved as soon as it is picked (the last active owner keeps theirs). */
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { USER_ROLES, type UserRole } from "@/lib/db/schema/auth";
import { changeRoleAction } from "@/lib/team/actions";
import { ROLE_LABELS } from "@/lib/team/labels";
import { useAdminAction } from "@/components/console/use-admin-action";

/** The select for member `id` (`name` names it for screen readers). */
export function MemberRoleSelect({ id, name, role }: { id: number; name: string; role: UserRole }) {
  const change = useAdminAction(changeRoleAction, {
    errorMessage: { title: "Role Not Changed", fallback: "Failed to change the role" },
    successMessage: (changed) => ({
      title: "Role changed",
      description: `${name} is now ${ROLE_LABELS[changed.role].toLowerCase()}.`,
    }),
  });
  return (
    <Select
      value={role}
      disabled={change.pending}
      onValueChange={(picked) => void change.run({ id, role: picked as UserRole })}
    >
      <SelectTrigger size="sm" className="w-28" aria-label={`Role of ${name}`}>
        <SelectValue />
      </SelectTrigger>
      <SelectContent>
        {USER_ROLES.map((choice) => (
          <SelectItem key={choice} value={choice}>
            {ROLE_LABELS[choice]}
          </SelectItem>
        ))}
      </SelectContent>
    </Select>
  );
}

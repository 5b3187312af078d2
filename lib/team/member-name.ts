/**
 * How the console names a team member to others (the lead timeline, the "Assigned to" list): first and
 * last name when the member gave any, else the username.
 */
export function memberName(member: { username: string; firstName: string | null; lastName: string | null }): string {
  return [member.firstName, member.lastName].filter(Boolean).join(" ").trim() || member.username;
}

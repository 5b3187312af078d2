/** zod schemas of the Team screen and the invitation page, shared by the forms and the actions. */
import { z } from "zod";
import { identifier } from "@/lib/input/identifiers";
import { MIN_PASSWORD_LENGTH } from "@/lib/auth/schemas";
import { USER_ROLES } from "@/lib/db/schema/auth";
import { rowId } from "@/lib/input/row-id";
import { userText } from "@/lib/input/user-text";

const role = z.enum(USER_ROLES, { error: "Choose a role" });

export const inviteSchema = z.object({
  email: userText({ label: "Email" })
    .min(1, "Please enter an email address")
    .max(255, "Please enter a valid email address")
    .pipe(z.email("Please enter a valid email address")),
  role,
});

export const invitationIdSchema = z.object({ id: rowId("Unknown invitation") });

export const memberIdSchema = z.object({ id: rowId("Unknown team member") });

export const memberRoleSchema = z.object({ id: rowId("Unknown team member"), role });

export const memberActiveSchema = z.object({ id: rowId("Unknown team member"), isActive: z.boolean() });

const name = userText({ label: "Name" }).max(100, "Must be at most 100 characters").optional().default("");

/** The invitation page's form: the invitee chooses the username, the password and the names. */
export const acceptInvitationSchema = z
  .object({
    token: identifier("token", "This invitation link is invalid. Copy the whole link from the e-mail."),
    username: userText({ label: "Username" })
      .min(3, "Username must be at least 3 characters")
      .max(50, "Username must be at most 50 characters")
      .regex(/^[A-Za-z0-9._-]+$/, "Use letters, digits, dots, dashes and underscores"),
    firstName: name,
    lastName: name,
    password: z
      .string()
      .min(MIN_PASSWORD_LENGTH, "Password must be at least 6 characters")
      .max(200, "Password is too long"),
    confirmPassword: z.string().min(1, "Please confirm your password"),
  })
  .refine((v) => v.password === v.confirmPassword, { message: "Passwords don't match", path: ["confirmPassword"] });

export type InviteInput = z.infer<typeof inviteSchema>;
export type AcceptInvitationInput = z.input<typeof acceptInvitationSchema>;

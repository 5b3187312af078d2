/** zod schemas for sign-in, password reset and the account page; messages are the spec's (site-and-admin.md §5). */
import { z } from "zod";

export const MIN_PASSWORD_LENGTH = 6;
/** Longest phone number the profile form accepts as typed, e.g. "(555) 123-4567". */
export const PHONE_FIELD_MAX = 14;

export const loginSchema = z.object({
  username: z.string().trim().min(1, "Username is required").max(50, "Username is too long"),
  password: z.string().min(1, "Password is required").max(200, "Password is too long"),
});

export const forgotPasswordSchema = z.object({
  email: z.string().trim().min(1, "Please enter your email address").pipe(z.email("Please enter a valid email address")),
});

export const resetPasswordSchema = z.object({
  token: z.string().trim().min(1, "Reset token is required"),
  password: z
    .string()
    .min(MIN_PASSWORD_LENGTH, "Password must be at least 6 characters")
    .max(200, "Password is too long"),
});

/** Keeps only digits, as the profile stores phone numbers (site-and-admin.md §5). */
export function phoneDigits(value: string): string {
  return value.replace(/\D/g, "");
}

/** Formats stored digits as "(555) 123-4567", dropping a leading country code 1. */
export function formatPhone(digits: string | null | undefined): string {
  if (!digits) return "";
  const d = digits.length === 11 && digits.startsWith("1") ? digits.slice(1) : digits;
  if (d.length !== 10) return d;
  return `(${d.slice(0, 3)}) ${d.slice(3, 6)}-${d.slice(6)}`;
}

const optionalName = z.string().trim().max(100, "Must be at most 100 characters").optional().default("");

export const profileSchema = z.object({
  email: z.string().trim().min(1, "Invalid email address").pipe(z.email("Invalid email address")),
  firstName: optionalName,
  lastName: optionalName,
  phoneNumber: z
    .string()
    .trim()
    .max(PHONE_FIELD_MAX + 2, "Phone number is too long")
    .optional()
    .default("")
    .transform(phoneDigits)
    .pipe(z.string().max(PHONE_FIELD_MAX, "Phone number is too long")),
});

export const changePasswordSchema = z
  .object({
    currentPassword: z.string().min(1, "Current password is required"),
    newPassword: z.string().min(MIN_PASSWORD_LENGTH, "Password must be at least 6 characters").max(200),
    confirmPassword: z.string().min(1, "Please confirm your password"),
  })
  .refine((v) => v.newPassword === v.confirmPassword, { message: "Passwords don't match", path: ["confirmPassword"] });

export type LoginInput = z.infer<typeof loginSchema>;
export type ProfileInput = z.input<typeof profileSchema>;
export type ChangePasswordInput = z.infer<typeof changePasswordSchema>;

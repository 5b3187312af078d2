/**
 * Input of the client's page and of `/c` (docs/decisions/quotes-and-projects.md "The client's page"),
 * shared by the forms and the actions. Text comes through `userText` (no control characters).
 */
import { z } from "zod";
import { userText } from "@/lib/input/user-text";
import { rowId } from "@/lib/input/row-id";
import { CLIENT_MESSAGE_MAX_LENGTH } from "./limits";

/** `/c`: the e-mail address a link is sent to. */
export const signInLinkSchema = z.object({
  email: userText({ label: "E-mail" })
    .min(1, "Enter your e-mail address")
    .max(255, "An e-mail address has at most 255 characters")
    .pipe(z.email("Enter a valid e-mail address")),
});

/** The message box: the page's token and the message. */
export const clientMessageSchema = z.object({
  token: z.string().min(1, "This link is not valid").max(200, "This link is not valid"),
  message: userText({ label: "Message", multiline: true })
    .min(1, "Write a message first")
    .max(CLIENT_MESSAGE_MAX_LENGTH, `A message has at most ${CLIENT_MESSAGE_MAX_LENGTH} characters`),
});
export type ClientMessageInput = z.input<typeof clientMessageSchema>;

/** The console's link actions: the client (lead). */
export const clientLinkSchema = z.object({ leadId: rowId("Unknown client") });

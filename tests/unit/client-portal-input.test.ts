/**
 * The client page's pure parts (docs/decisions/quotes-and-projects.md "The client's page"): what `/c` and
 * the message box accept, how a client link's line closes an e-mail, and how the timeline titles a
 * message from the client's page.
 */
import { describe, expect, it } from "vitest";
import { CLIENT_MESSAGE_MAX_LENGTH } from "@/lib/client-portal/limits";
import { clientMessageSchema, signInLinkSchema } from "@/lib/client-portal/schemas";
import { CLIENT_MESSAGE_KIND, contactRequestTitle } from "@/lib/leads/labels";
import { milestoneDoneSchema, projectUpdateSchema } from "@/lib/projects/schemas";

describe("the client page's input", () => {
  it("takes an e-mail address, trimmed, and says what is wrong with anything else", () => {
    expect(signInLinkSchema.parse({ email: "  ada@example.test " })).toEqual({ email: "ada@example.test" });
    expect(signInLinkSchema.safeParse({ email: "" }).error?.issues[0]?.message).toBe("Enter your e-mail address");
    expect(signInLinkSchema.safeParse({ email: "ada@" }).error?.issues[0]?.message).toBe(
      "Enter a valid e-mail address",
    );
    expect(signInLinkSchema.safeParse({ email: "ada\u0000@example.test" }).error?.issues[0]?.message).toContain(
      "control character",
    );
  });

  it("takes a message of up to the limit, keeping its lines and emoji whole", () => {
    const message = "Line one\nLine two 👩🏽‍💻";
    expect(clientMessageSchema.parse({ token: "abc", message }).message).toBe(message);
    const longest = "x".repeat(CLIENT_MESSAGE_MAX_LENGTH);
    expect(clientMessageSchema.safeParse({ token: "abc", message: longest }).success).toBe(true);
    expect(clientMessageSchema.safeParse({ token: "abc", message: `${longest}x` }).error?.issues[0]?.message).toBe(
      `A message has at most ${CLIENT_MESSAGE_MAX_LENGTH} characters`,
    );
    expect(clientMessageSchema.safeParse({ token: "abc", message: " \n " }).error?.issues[0]?.message).toBe(
      "Write a message first",
    );
  });

  it("refuses a project update with no text and a milestone id that is not one", () => {
    expect(projectUpdateSchema.safeParse({ projectId: 1, body: "", shared: true }).error?.issues[0]?.message).toBe(
      "Write the update",
    );
    expect(milestoneDoneSchema.safeParse({ projectId: 1, milestoneId: 0, done: true }).success).toBe(false);
  });
});

describe("the timeline's title of a contact request", () => {
  it("reads a message from the client's page as one, and a contact request by its project type", () => {
    expect(contactRequestTitle(CLIENT_MESSAGE_KIND)).toBe("Message from their client page");
    expect(contactRequestTitle("Website")).toBe("Contact request: Website");
  });
});

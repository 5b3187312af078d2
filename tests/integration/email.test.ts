import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { eq } from "drizzle-orm";
import { afterEach, describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { outboxMessages } from "@/lib/db/schema";
import { createEmailSender } from "@/lib/email";
import { createResendChannel } from "@/lib/email/resend-channel";
import { enqueue } from "@/lib/outbox/enqueue";

/** A local stand-in for Resend's `POST /emails` (https://resend.com/docs/api-reference/emails/send-email). */
async function fakeResend(status: number, body: object) {
  const received: { auth?: string; json: Record<string, unknown> }[] = [];
  const server: Server = createServer(async (req: IncomingMessage, res) => {
    let raw = "";
    for await (const chunk of req) raw += chunk;
    if (req.method === "POST" && req.url === "/emails")
      received.push({ auth: req.headers.authorization, json: JSON.parse(raw) });
    res.writeHead(status, { "content-type": "application/json" }).end(JSON.stringify(body));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  servers.push(server);
  return { baseUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, received };
}
const servers: Server[] = [];
afterEach(() => servers.splice(0).forEach((s) => s.close()));

const message = { to: "client@example.test", subject: "Hello", text: "Plain body", html: "<p>Plain body</p>" };
const outboxRow = async (id: number) => (await db.select().from(outboxMessages).where(eq(outboxMessages.id, id)))[0]!;

describe("e-mail", () => {
  it("keeps the message in the outbox as unsent when no provider is configured", async () => {
    const send = createEmailSender({ from: "Agency <noreply@example.test>" });
    const result = await send(message);
    expect(result.status).toBe("unsent");
    expect(await outboxRow(result.id)).toMatchObject({
      channel: "email",
      recipient: message.to,
      subject: "Hello",
      body: "Plain body",
      status: "unsent",
    });
  });

  it("sends through Resend's API with the key, and records the provider's id", async () => {
    const resend = await fakeResend(200, { id: "email_123" });
    const send = createEmailSender({
      apiKey: "re_test_key",
      baseUrl: resend.baseUrl,
      from: "Agency <noreply@example.test>",
    });
    const result = await send(message);
    expect(result.status).toBe("sent");
    expect(resend.received).toHaveLength(1);
    expect(resend.received[0]!.auth).toBe("Bearer re_test_key");
    expect(resend.received[0]!.json).toMatchObject({
      from: "Agency <noreply@example.test>",
      to: message.to,
      subject: "Hello",
      text: "Plain body",
    });
    expect(await outboxRow(result.id)).toMatchObject({ status: "sent", attempts: 1, providerMessageId: "email_123" });
  });

  it("records a provider refusal as failed with its error, without throwing", async () => {
    const resend = await fakeResend(422, { statusCode: 422, name: "validation_error", message: "Invalid `to` field." });
    const send = createEmailSender({
      apiKey: "re_test_key",
      baseUrl: resend.baseUrl,
      from: "Agency <noreply@example.test>",
    });
    const result = await send(message);
    expect(result.status).toBe("failed");
    const row = await outboxRow(result.id);
    expect(row.status).toBe("failed");
    expect(row.lastError).toContain("Invalid `to` field.");
  });

  it("sends a queued row's files as Resend's attachments, filename and base64 content", async () => {
    const resend = await fakeResend(200, { id: "email_456" });
    const channel = createResendChannel({
      apiKey: "re_test_key",
      baseUrl: resend.baseUrl,
      from: "Agency <noreply@example.test>",
    })!;
    const content = Buffer.from("%PDF-1.4 report").toString("base64");
    const id = await enqueue(db, {
      channel: "email",
      recipient: "client@example.test",
      subject: "Report",
      body: "Attached",
      attachments: [{ filename: "report.pdf", content }],
    });
    await channel(await outboxRow(id));
    expect(resend.received[0]!.json).toMatchObject({
      to: "client@example.test",
      attachments: [{ filename: "report.pdf", content }],
    });
  });
});

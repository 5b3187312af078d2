import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { generateWithModel } from "@/lib/ai/model";

/** A local server speaking OpenAI's chat-completions protocol (POST /v1/chat/completions). */
async function chatServer(options: { delayMs?: number; status?: number; content?: string }) {
  const requests: { auth?: string; body: { model: string; messages: { role: string; content: string }[] } }[] = [];
  const server: Server = createServer(async (req, res) => {
    let raw = "";
    for await (const chunk of req) raw += chunk;
    requests.push({ auth: req.headers.authorization, body: JSON.parse(raw) });
    setTimeout(() => {
      if (res.destroyed) return;
      res.writeHead(options.status ?? 200, { "content-type": "application/json" });
      res.end(
        JSON.stringify({
          id: "chatcmpl-1",
          object: "chat.completion",
          created: 1,
          model: "test-model",
          choices: [
            {
              index: 0,
              message: { role: "assistant", content: options.content ?? "A drafted answer." },
              finish_reason: "stop",
            },
          ],
          usage: { prompt_tokens: 5, completion_tokens: 3, total_tokens: 8 },
        }),
      );
    }, options.delayMs ?? 0);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  servers.push(server);
  return { baseURL: `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`, requests };
}
const servers: Server[] = [];
afterEach(() => servers.splice(0).forEach((s) => (s.closeAllConnections(), s.close())));

describe("generateWithModel", () => {
  it("answers null without a configured model", async () => {
    expect(await generateWithModel({ system: "s", prompt: "p" }, null)).toBeNull();
  });

  it("sends the system and user messages with the key and returns the model's text", async () => {
    const server = await chatServer({ content: "  OVERVIEW\nA portal.  " });
    const text = await generateWithModel(
      { system: "You draft proposals.", prompt: "A portal for dentists" },
      { apiKey: "sk-test", baseURL: server.baseURL, model: "test-model" },
    );
    expect(text).toBe("OVERVIEW\nA portal.");
    expect(server.requests[0]!.auth).toBe("Bearer sk-test");
    expect(server.requests[0]!.body.model).toBe("test-model");
    expect(server.requests[0]!.body.messages).toEqual([
      { role: "system", content: "You draft proposals." },
      { role: "user", content: "A portal for dentists" },
    ]);
  });

  it("gives up on a model slower than the budget", async () => {
    const server = await chatServer({ delayMs: 2_000 });
    const started = Date.now();
    const text = await generateWithModel(
      { system: "s", prompt: "p", timeoutMs: 300 },
      { apiKey: "k", baseURL: server.baseURL, model: "m" },
    );
    expect(text).toBeNull();
    expect(Date.now() - started).toBeLessThan(1_500);
  });

  it("answers null when the API fails", async () => {
    const server = await chatServer({ status: 500 });
    expect(
      await generateWithModel({ system: "s", prompt: "p" }, { apiKey: "k", baseURL: server.baseURL, model: "m" }),
    ).toBeNull();
  });
});

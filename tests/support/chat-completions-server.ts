/**
 * A local server speaking OpenAI's chat-completions protocol (`POST /v1/chat/completions`, non-streaming
 * answers as documented at https://platform.openai.com/docs/api-reference/chat/create), for testing the
 * model path of AI features offline. `delayMs` makes it slow; `content` is what the "model" answers.
 */
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import type { ModelConfig } from "@/lib/ai/model";

/** A running server: the `ModelConfig` pointing at it, the prompts it received and `close()`. */
export interface ChatCompletionsServer {
  config: ModelConfig;
  prompts: string[];
  close: () => Promise<void>;
}

/** Starts a server on a free loopback port. */
export async function startChatCompletionsServer(options: {
  content: string;
  delayMs?: number;
}): Promise<ChatCompletionsServer> {
  const prompts: string[] = [];
  const server: Server = createServer(async (req, res) => {
    let raw = "";
    for await (const chunk of req) raw += chunk;
    const body = JSON.parse(raw) as { messages: { role: string; content: string }[] };
    prompts.push(body.messages.find((m) => m.role === "user")?.content ?? "");
    setTimeout(() => {
      if (res.destroyed) return;
      res.writeHead(200, { "content-type": "application/json" });
      res.end(
        JSON.stringify({
          id: "chatcmpl-test",
          object: "chat.completion",
          created: 1,
          model: "test-model",
          choices: [{ index: 0, message: { role: "assistant", content: options.content }, finish_reason: "stop" }],
          usage: { prompt_tokens: 10, completion_tokens: 20, total_tokens: 30 },
        }),
      );
    }, options.delayMs ?? 0);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    config: { apiKey: "sk-test", baseURL: `http://127.0.0.1:${port}/v1`, model: "test-model" },
    prompts,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

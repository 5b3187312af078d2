/** Generate with AI for portfolio descriptions: the model when configured, the template otherwise. */
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { generatePortfolioDescription, templatePortfolioDescription } from "@/lib/ai/portfolio-description";

const input = {
  title: "Clinic Portal",
  projectUrl: "https://www.clinic.example/app",
  technologies: ["Next.js", "PostgreSQL", "Stripe"],
};

const servers: Server[] = [];
afterEach(() => servers.splice(0).forEach((s) => (s.closeAllConnections(), s.close())));

/** A local OpenAI-compatible chat-completions server answering `content` (or failing with `status`). */
async function chatServer(content: string, status = 200) {
  const prompts: string[] = [];
  const server = createServer(async (req, res) => {
    let raw = "";
    for await (const chunk of req) raw += chunk;
    prompts.push((JSON.parse(raw) as { messages: { role: string; content: string }[] }).messages.at(-1)!.content);
    res.writeHead(status, { "content-type": "application/json" });
    res.end(
      JSON.stringify({
        id: "c1",
        object: "chat.completion",
        created: 1,
        model: "m",
        choices: [{ index: 0, message: { role: "assistant", content }, finish_reason: "stop" }],
      }),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  servers.push(server);
  return {
    config: { apiKey: "k", model: "m", baseURL: `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1` },
    prompts,
  };
}

describe("portfolio description", () => {
  it("writes a deterministic description from the title, technologies and host without a model", async () => {
    const result = await generatePortfolioDescription(input, null);
    expect(result.source).toBe("template");
    expect(result.description).toBe(templatePortfolioDescription(input));
    expect(result.description).toContain(
      "Clinic Portal is a custom web portal built with Next.js, PostgreSQL and Stripe",
    );
    expect(result.description).toContain("See it live at clinic.example.");
    expect(templatePortfolioDescription({ title: "Intranet", projectUrl: null, technologies: [] })).toMatch(
      /^Intranet is a custom web portal, designed and delivered by Custom Portal Solutions\./,
    );
  });

  it("uses the model's answer, tidied, and tells it the project's facts", async () => {
    const server = await chatServer('  "A **secure** patient portal   for a busy clinic."  ');
    const result = await generatePortfolioDescription(input, server.config);
    expect(result).toEqual({ description: "A secure patient portal for a busy clinic.", source: "model" });
    expect(server.prompts[0]).toBe(
      "Project title: Clinic Portal\nLive site: https://www.clinic.example/app\nTechnologies: Next.js, PostgreSQL, Stripe",
    );
  });

  it("falls back to the template when the model fails", async () => {
    const server = await chatServer("x", 500);
    expect((await generatePortfolioDescription(input, server.config)).source).toBe("template");
  });
});

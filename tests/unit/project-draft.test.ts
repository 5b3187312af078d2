import { afterEach, describe, expect, it } from "vitest";
import { modelProjectDraft, templateProjectDraft } from "@/lib/ai/project-draft";
import { startChatCompletionsServer, type ChatCompletionsServer } from "@/tests/support/chat-completions-server";

const SECTIONS = ["OVERVIEW", "KEY FEATURES", "SUGGESTED STACK", "TIMELINE", "NEXT STEPS"];
const MODEL_DRAFT =
  "PROJECT PROPOSAL: Groomer bookings\n\nOVERVIEW\nA booking portal.\n\nKEY FEATURES\n- Online booking";

const servers: ChatCompletionsServer[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((s) => s.close()));
});

describe("templateProjectDraft", () => {
  it("writes every section, in order, starting with OVERVIEW after the title", () => {
    const draft = templateProjectDraft("A booking portal for dog groomers with SMS reminders");
    const lines = draft.split("\n");
    expect(lines[0]).toBe("PROJECT PROPOSAL: A booking portal for dog groomers with SMS reminders");
    const positions = SECTIONS.map((s) => lines.indexOf(s));
    expect(positions.every((p) => p > 0)).toBe(true);
    expect([...positions].sort((a, b) => a - b)).toEqual(positions);
  });

  it("is deterministic and follows the idea's words", () => {
    const idea = "An online store selling handmade candles, with an inventory dashboard";
    expect(templateProjectDraft(idea)).toBe(templateProjectDraft(idea));
    const draft = templateProjectDraft(idea);
    expect(draft).toContain("Product catalog with search and filters");
    expect(draft).toContain("Stripe for secure payments");
    expect(draft).toContain("Inventory tracking with low-stock alerts");
    expect(draft).not.toContain("Online booking");
    expect(templateProjectDraft("A booking site for my salon")).toContain("Online booking with real-time availability");
  });

  it("keeps the idea in the OVERVIEW and a short title", () => {
    const idea =
      "we need a client portal where our accounting clients upload receipts and see invoices. It should be simple";
    const draft = templateProjectDraft(idea);
    expect(draft.split("\n")[0]).toBe("PROJECT PROPOSAL: We need a client portal where our accounting clients...");
    expect(draft).toContain(
      "We need a client portal where our accounting clients upload receipts and see invoices. It should be simple.",
    );
  });
});

describe("modelProjectDraft", () => {
  it("answers null without a model", async () => {
    expect(await modelProjectDraft("A booking portal", { config: null })).toBeNull();
  });

  it("returns the model's draft and sends it the idea", async () => {
    const server = await startChatCompletionsServer({ content: `\`\`\`\n${MODEL_DRAFT}\n\`\`\`` });
    servers.push(server);
    expect(await modelProjectDraft("A booking portal for groomers", { config: server.config })).toBe(MODEL_DRAFT);
    expect(server.prompts).toEqual(["A booking portal for groomers"]);
  });

  it("refuses an answer without an OVERVIEW section", async () => {
    const server = await startChatCompletionsServer({ content: "Sure! Here is a great idea for you." });
    servers.push(server);
    expect(await modelProjectDraft("A booking portal", { config: server.config })).toBeNull();
  });

  it("gives up on a model slower than its budget", async () => {
    const server = await startChatCompletionsServer({ content: MODEL_DRAFT, delayMs: 3_000 });
    servers.push(server);
    const started = Date.now();
    expect(await modelProjectDraft("A booking portal", { config: server.config, timeoutMs: 300 })).toBeNull();
    expect(Date.now() - started).toBeLessThan(2_000);
  });
});

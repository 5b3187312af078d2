import { eq } from "drizzle-orm";
import { afterEach, describe, expect, it } from "vitest";
import { templateProjectDraft } from "@/lib/ai/project-draft";
import { db } from "@/lib/db";
import { projectCodes } from "@/lib/db/schema";
import { improveDraftWithModel } from "@/lib/project-codes/draft";
import type { DeferredTask } from "@/lib/sms/handler";
import { inboundSmsSchema } from "@/lib/sms/inbound-message";
import { receiveInboundSms } from "@/lib/sms-intake/inbound";
import { startChatCompletionsServer, type ChatCompletionsServer } from "@/tests/support/chat-completions-server";
import { phoneNumber, smsParams } from "@/tests/support/twilio";

const MODEL_DRAFT =
  "PROJECT PROPOSAL: Salon bookings\n\nOVERVIEW\nA booking portal for a salon.\n\nNEXT STEPS\n- Redeem your code";
const IDEA = "A booking portal for my hair salon with reminders";

const servers: ChatCompletionsServer[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((s) => s.close()));
});

async function modelServer(delayMs = 0) {
  const server = await startChatCompletionsServer({ content: MODEL_DRAFT, delayMs });
  servers.push(server);
  return server;
}

async function draftOf(code: string) {
  const [row] = await db.select().from(projectCodes).where(eq(projectCodes.code, code));
  return row!.draft;
}

describe("project drafts of texted ideas", () => {
  it("replies with the template draft's code at once and lets the model write the draft after the response", async () => {
    const server = await modelServer(1_500);
    const deferred: DeferredTask[] = [];
    const started = Date.now();
    const result = await receiveInboundSms(inboundSmsSchema.parse(smsParams(IDEA, phoneNumber())), {
      modelConfig: server.config,
      defer: (task) => deferred.push(task),
    });
    expect(Date.now() - started).toBeLessThan(1_000);
    expect(result.outcome).toBe("code-created");
    const code = result.detail!.code;
    expect(await draftOf(code)).toBe(templateProjectDraft(IDEA));
    expect(deferred).toHaveLength(1);
    await deferred[0]!();
    expect(server.prompts).toEqual([IDEA]);
    expect(await draftOf(code)).toBe(MODEL_DRAFT);
  });

  it("keeps the template draft when the model is slower than its budget", async () => {
    const server = await modelServer(3_000);
    const [row] = await db
      .insert(projectCodes)
      .values({ code: `SLOW${Date.now() % 10_000}`, draft: templateProjectDraft(IDEA) })
      .returning();
    const stored = await improveDraftWithModel(
      db,
      { id: row!.id, idea: IDEA, templateDraft: row!.draft },
      { config: server.config, timeoutMs: 300 },
    );
    expect(stored).toBe(false);
    expect(await draftOf(row!.code)).toBe(templateProjectDraft(IDEA));
  });

  it("never overwrites a draft an admin edited meanwhile", async () => {
    const server = await modelServer();
    const [row] = await db
      .insert(projectCodes)
      .values({ code: `EDIT${Date.now() % 10_000}`, draft: templateProjectDraft(IDEA) })
      .returning();
    await db.update(projectCodes).set({ draft: "OVERVIEW\nEdited by an admin" }).where(eq(projectCodes.id, row!.id));
    expect(
      await improveDraftWithModel(
        db,
        { id: row!.id, idea: IDEA, templateDraft: row!.draft },
        { config: server.config },
      ),
    ).toBe(false);
    expect(await draftOf(row!.code)).toBe("OVERVIEW\nEdited by an admin");
  });

  it("defers nothing without a model", async () => {
    const deferred: DeferredTask[] = [];
    const result = await receiveInboundSms(inboundSmsSchema.parse(smsParams(IDEA, phoneNumber())), {
      modelConfig: null,
      defer: (task) => deferred.push(task),
    });
    expect(result.outcome).toBe("code-created");
    expect(deferred).toHaveLength(0);
  });
});

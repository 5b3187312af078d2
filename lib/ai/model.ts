/**
 * The configured language model, if any: any OpenAI-compatible chat-completions API (`AI_BASE_URL`,
 * `AI_API_KEY`, `AI_MODEL`) through the Vercel AI SDK. Callers always have a deterministic fallback:
 * `generateWithModel` answers null instead of throwing, so a missing, slow or failing model never
 * blocks a reply.
 */
import { createOpenAICompatible } from "@ai-sdk/openai-compatible";
import { generateText } from "ai";
import { env } from "@/lib/env";

/** Where the model lives; all three fields are needed. */
export interface ModelConfig {
  apiKey: string;
  baseURL: string;
  model: string;
}

/** A text request: `timeoutMs` bounds the whole call (default 6 000 ms). */
export interface ModelRequest {
  system: string;
  prompt: string;
  timeoutMs?: number;
  maxOutputTokens?: number;
}

/** The model configuration from the environment, or null when any part is missing. */
export function modelConfigFromEnv(): ModelConfig | null {
  if (!env.AI_API_KEY || !env.AI_BASE_URL || !env.AI_MODEL) return null;
  return { apiKey: env.AI_API_KEY, baseURL: env.AI_BASE_URL, model: env.AI_MODEL };
}

/**
 * Asks the model once (no retries: a retry would blow the caller's time budget).
 * @returns the trimmed text, or null when no model is configured, the call fails, times out or answers empty.
 */
export async function generateWithModel(request: ModelRequest, config = modelConfigFromEnv()): Promise<string | null> {
  if (!config) return null;
  const provider = createOpenAICompatible({ name: "configured", baseURL: config.baseURL, apiKey: config.apiKey });
  try {
    const { text } = await generateText({
      model: provider.chatModel(config.model),
      system: request.system,
      prompt: request.prompt,
      maxRetries: 0,
      maxOutputTokens: request.maxOutputTokens ?? 800,
      abortSignal: AbortSignal.timeout(request.timeoutMs ?? 6_000),
    });
    return text.trim() || null;
  } catch (error) {
    console.warn(
      "[ai] model call failed; using the template generator",
      error instanceof Error ? error.message : error,
    );
    return null;
  }
}

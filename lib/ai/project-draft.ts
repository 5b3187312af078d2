/**
 * The drafted proposal behind a project code (docs/spec/site-and-admin.md §3 "Project code": a multi-line draft
 * with an OVERVIEW section; docs/spec/operator-console.md §1 "an AI-generated draft"). Two writers share one
 * layout, OVERVIEW / KEY FEATURES / SUGGESTED STACK / TIMELINE / NEXT STEPS:
 * - `templateProjectDraft`: deterministic, offline and instant, from the idea's own words;
 * - `modelProjectDraft`: the configured model (lib/ai/model.ts), within a time budget, or null.
 */
import { generateWithModel, type ModelConfig, modelConfigFromEnv } from "./model";
import { cutText } from "@/lib/format/text";

/** How long the model may take to write a draft, in milliseconds (it runs after the SMS reply is sent). */
export const DRAFT_MODEL_BUDGET_MS = 20_000;
/** Longest draft kept from a model, in characters. */
export const DRAFT_MAX_LENGTH = 8_000;

interface Topic {
  match: RegExp;
  features: string[];
  stack?: string;
}

// Ordered: the first topics the idea mentions decide the feature list (at most MAX_TOPICS of them).
const TOPICS: Topic[] = [
  {
    match: /\b(book(ing)?s?|appointments?|schedul\w*|reservations?|calendars?)\b/i,
    features: ["Online booking with real-time availability", "Automatic e-mail and SMS reminders"],
    stack: "Calendar sync with Google Calendar and iCal",
  },
  {
    match: /\b(shop|store|e-?commerce|sell\w*|products?|catalog(ue)?|orders?|marketplace)\b/i,
    features: ["Product catalog with search and filters", "Cart, checkout and order tracking"],
    stack: "Stripe for secure payments",
  },
  {
    match: /\b(pay(ments?)?|invoic\w*|billing|subscriptions?|donations?)\b/i,
    features: ["Online payments, invoices and receipts"],
    stack: "Stripe Billing for invoices and subscriptions",
  },
  {
    match: /\b(clients?|customers?|crm|leads?|members?|patients?|students?|tenants?|volunteers?)\b/i,
    features: ["Client portal with secure sign-in and profiles", "Contact history and notes for your team"],
  },
  {
    match: /\b(dashboards?|analytics?|reports?|reporting|metrics?|kpis?|tracking|track)\b/i,
    features: ["Dashboard with live charts and exportable reports"],
  },
  {
    match: /\b(inventory|stock|warehouses?|assets?|equipment)\b/i,
    features: ["Inventory tracking with low-stock alerts"],
  },
  {
    match: /\b(mobile|apps?|ios|android|phones?)\b/i,
    features: ["Mobile-first design, installable on phones as an app"],
    stack: "Progressive Web App with offline support",
  },
  {
    match: /\b(ai|chatbots?|automat\w*|machine learning|gpt|assistant)\b/i,
    features: ["AI assistant that answers common questions and drafts replies"],
    stack: "A language-model API behind a server-side gateway",
  },
  {
    match: /\b(chat|messag\w*|notifications?|sms|texts?|emails?)\b/i,
    features: ["Notifications by e-mail and SMS"],
    stack: "Resend for e-mail and Twilio for SMS",
  },
  {
    match: /\b(documents?|files?|uploads?|photos?|images?|videos?)\b/i,
    features: ["Secure document and photo uploads with sharing"],
    stack: "Object storage with signed download links",
  },
  {
    match: /\b(maps?|locations?|deliver\w*|routes?|gps|drivers?)\b/i,
    features: ["Map view with locations and delivery status"],
    stack: "Mapbox or Google Maps",
  },
  {
    match: /\b(api|integrat\w*|sync\w*|connect\w*|quickbooks|zapier|excel|spreadsheets?)\b/i,
    features: ["Integrations with the tools you already use"],
  },
];
const MAX_TOPICS = 4;
const BASE_FEATURES = ["Admin console to manage content, users and settings", "Secure sign-in with role-based access"];

/** The idea's first sentence as a title: at most 60 characters, capitalized, without trailing punctuation. */
function titleOf(idea: string): string {
  const first = idea
    .split(/(?<=[.!?])\s|\n/)[0]!
    .trim()
    .replace(/[.!?,;:\s]+$/, "");
  const short = cutText(first, 60, { marker: "...", atWordBoundary: true });
  return short.charAt(0).toUpperCase() + short.slice(1);
}

/**
 * A complete draft written from the idea alone: the same idea always gives the same draft. Features and
 * stack follow the topics the idea mentions (booking, shop, payments, clients, dashboards...); the
 * timeline grows with the number of features.
 */
export function templateProjectDraft(idea: string): string {
  const flat = idea.replace(/\s+/g, " ").trim();
  const topics = TOPICS.filter((t) => t.match.test(flat)).slice(0, MAX_TOPICS);
  const features = [...topics.flatMap((t) => t.features), ...BASE_FEATURES];
  const stack = [
    "Next.js and React for a fast, responsive front end",
    "PostgreSQL for reliable data storage",
    ...topics.flatMap((t) => (t.stack ? [t.stack] : [])),
    "Hosting with automatic backups, HTTPS and monitoring",
  ];
  const buildWeeks = Math.max(2, Math.ceil(features.length / 2));
  const sentence = /[.!?]$/.test(flat) ? flat : `${flat}.`;
  return [
    `PROJECT PROPOSAL: ${titleOf(flat)}`,
    "",
    "OVERVIEW",
    // The idea stands alone as the first paragraph: the admin lists show it as the "Original Idea".
    `${sentence.charAt(0).toUpperCase()}${sentence.slice(1)}`,
    "",
    "Custom Portal Solutions proposes a custom web portal built around this idea, designed for your users and easy for your team to run.",
    "",
    "KEY FEATURES",
    ...features.map((f) => `- ${f}`),
    "",
    "SUGGESTED STACK",
    ...stack.map((s) => `- ${s}`),
    "",
    "TIMELINE",
    "- Week 1: discovery call, requirements and wireframes",
    `- Weeks 2-${buildWeeks + 1}: build the core features, with a weekly demo`,
    `- Week ${buildWeeks + 2}: testing, your feedback and launch`,
    "",
    "NEXT STEPS",
    "1. Redeem your project code on our website so we can reach you.",
    "2. We will be in touch within 24 hours to discuss your requirements.",
    "3. We schedule a consultation call and begin custom development planning.",
  ].join("\n");
}

const SYSTEM_PROMPT = [
  "You are a solutions architect at Custom Portal Solutions, an agency that builds custom web portals and AI-powered business automation.",
  "Write a short project proposal for the idea the user texted. Plain text only, no markdown, under 350 words.",
  "Use exactly these section headings, each on its own line in capitals: OVERVIEW, KEY FEATURES, SUGGESTED STACK, TIMELINE, NEXT STEPS.",
  "List items start with '- '. The first line is 'PROJECT PROPOSAL: ' followed by a short title.",
  "NEXT STEPS: the client redeems the project code on our website; we get in touch within 24 hours.",
].join("\n");

/**
 * The model's draft for `idea`, or null when no model is configured, it fails, takes longer than
 * `timeoutMs` or answers without an OVERVIEW section. Code fences are removed; the text is capped at
 * `DRAFT_MAX_LENGTH` characters.
 */
export async function modelProjectDraft(
  idea: string,
  options: { timeoutMs?: number; config?: ModelConfig | null } = {},
): Promise<string | null> {
  const config = options.config === undefined ? modelConfigFromEnv() : options.config;
  const text = await generateWithModel(
    {
      system: SYSTEM_PROMPT,
      prompt: idea,
      timeoutMs: options.timeoutMs ?? DRAFT_MODEL_BUDGET_MS,
      maxOutputTokens: 900,
    },
    config,
  );
  if (!text) return null;
  const clean = text.replace(/^```\w*\n?|\n?```$/g, "").trim();
  if (!/^OVERVIEW\s*$/m.test(clean)) return null;
  return cutText(clean, DRAFT_MAX_LENGTH, { marker: "" });
}

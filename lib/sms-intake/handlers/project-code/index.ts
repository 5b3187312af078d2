/**
 * The project-code service, the internal SMS handler `internal://project-code` (docs/spec/site-and-admin.md §1,
 * §5 "SMS code rules"; docs/sms.md): an idea becomes a code with a drafted proposal, once per idea;
 * an authorized phone's `CODE;Description` creates exactly that code. The message is linked to its code
 * (`sms_messages.project_code_id`) here, which is also how a repeated idea finds its code again.
 */
import { templateProjectDraft } from "@/lib/ai/project-draft";
import { db as globalDb } from "@/lib/db";
import { attachTextedMessage } from "@/lib/leads/attach";
import {
  codeForTextedIdea,
  createProjectCodeWithValue,
  linkMessageToCode,
  type CodeSummary,
} from "@/lib/project-codes/create";
import { improveDraftWithModel } from "@/lib/project-codes/draft";
import type { HandledMessage, SmsHandler, SmsHandlerContext } from "@/lib/sms/handler";
import type { InboundSms } from "@/lib/sms/inbound-message";
import { ideaAfterKeyword } from "@/lib/sms/inbound-decision";
import { parseCodeCommand } from "./command";
import {
  codeExistsReply,
  commandCreatedReply,
  commandErrorReply,
  ideaTooShortReply,
  projectCodeReply,
} from "./replies";

/** Shortest text taken as an idea (spec §5 "Generate project code": at least 10 characters). */
const IDEA_MIN_LENGTH = 10;
/** How long the same idea from the same sender gets the same code back, in hours. */
const REPEAT_WINDOW_HOURS = 24;

/** What this handler made of a message; `detail` is the code it created or gave again. */
type ProjectCodeAnswer = HandledMessage<"code-created" | "code-repeated" | "rejected", CodeSummary>;

/** With a model configured, has it redo the template draft of `code` (written from `idea`) after the response. */
function finishDraftLater(context: SmsHandlerContext, code: CodeSummary, idea: string): void {
  const config = context.modelConfig;
  if (!config) return;
  context.defer(async () => {
    await improveDraftWithModel(globalDb, { id: code.id, idea, templateDraft: code.draft }, { config });
  });
}

async function handleCommand(body: string, context: SmsHandlerContext): Promise<ProjectCodeAnswer | null> {
  const command = parseCodeCommand(body);
  if (!command) return null;
  if (!command.ok) return { reply: commandErrorReply(command.errors), status: "routed", outcome: "rejected" };
  const created = await createProjectCodeWithValue(context.db, command.code, {
    draft: templateProjectDraft(command.description),
  });
  if (!created) return { reply: codeExistsReply(command.code), status: "routed", outcome: "rejected" };
  await linkMessageToCode(context.db, context.messageId, created.id);
  finishDraftLater(context, created, command.description);
  return {
    reply: commandCreatedReply(created.code, context.baseUrl),
    status: "routed",
    outcome: "code-created",
    detail: created,
  };
}

async function handleIdea(message: InboundSms, context: SmsHandlerContext): Promise<ProjectCodeAnswer> {
  // "NEW IDEA …" is how a conversation asks for a code (lib/sms/inbound-decision.ts); the idea is what follows.
  const idea = (ideaAfterKeyword(message.body) ?? message.body).trim();
  if (idea.length < IDEA_MIN_LENGTH) {
    return { reply: ideaTooShortReply(IDEA_MIN_LENGTH), status: "routed", outcome: "rejected" };
  }
  const { code, repeated } = await codeForTextedIdea(context.db, {
    idea,
    draft: templateProjectDraft(idea),
    sender: message.from,
    repeatWindowHours: REPEAT_WINDOW_HOURS,
    messageId: context.messageId,
  });
  if (!repeated) finishDraftLater(context, code, idea);
  return {
    reply: projectCodeReply(code.code, idea, context.baseUrl),
    status: "routed",
    outcome: repeated ? "code-repeated" : "code-created",
    detail: code,
  };
}

/**
 * Handles one message that passed compliance. Authorized senders' texts with a semicolon are commands;
 * every other text of at least `IDEA_MIN_LENGTH` characters is an idea. Writes only through
 * `context.db` (the pipeline's transaction); the model's draft, if any, is deferred.
 */
export const handleProjectCodeMessage = (async (message, context) => {
  if (context.authorized) {
    const commandResult = await handleCommand(message.body, context);
    if (commandResult) return commandResult;
  }
  const handled = await handleIdea(message, context);
  // Whoever texts an idea (or anything else this handler answers) is a lead (docs/sms.md "Leads").
  await attachTextedMessage(context.db, {
    messageSid: message.messageSid,
    from: message.from,
    body: message.body,
    projectCode: handled.detail,
  });
  return handled;
}) satisfies SmsHandler<ProjectCodeAnswer["outcome"], CodeSummary>;

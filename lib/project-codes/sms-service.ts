/**
 * The project-code service, the internal SMS handler `internal://project-code` (site-and-admin.md §1,
 * §5 "SMS code rules"; docs/sms.md): an idea becomes a code with a drafted proposal, once per idea;
 * an authorized phone's `CODE;Description` creates exactly that code.
 */
import { templateProjectDraft } from "@/lib/ai/project-draft";
import { db as globalDb } from "@/lib/db";
import { parseCodeCommand } from "@/lib/sms/code-command";
import type { HandledMessage, SmsHandler, SmsHandlerContext } from "@/lib/sms/handler";
import { codeExistsReply, commandCreatedReply, commandErrorReply, ideaTooShortReply, projectCodeReply } from "@/lib/sms/replies";
import { codeForTextedIdea, createProjectCodeWithValue, type CodeSummary } from "./create";
import { improveDraftWithModel } from "./draft";

/** Shortest text taken as an idea (spec §5 "Generate project code": at least 10 characters). */
export const IDEA_MIN_LENGTH = 10;
/** How long the same idea from the same sender gets the same code back, in hours. */
export const REPEAT_WINDOW_HOURS = 24;

/** With a model configured, has it redo the template draft of `code` (written from `idea`) after the response. */
function finishDraftLater(context: SmsHandlerContext, code: CodeSummary, idea: string): void {
  const config = context.modelConfig;
  if (!config) return;
  context.defer(async () => {
    await improveDraftWithModel(globalDb, { id: code.id, idea, templateDraft: code.projectIdea }, { config });
  });
}

async function handleCommand(body: string, context: SmsHandlerContext): Promise<HandledMessage | null> {
  const command = parseCodeCommand(body);
  if (!command) return null;
  if (!command.ok) return { reply: commandErrorReply(command.errors), status: "routed", outcome: "rejected" };
  const created = await createProjectCodeWithValue(context.db, command.code, {
    projectIdea: templateProjectDraft(command.description),
  });
  if (!created) return { reply: codeExistsReply(command.code), status: "routed", outcome: "rejected" };
  finishDraftLater(context, created, command.description);
  return { reply: commandCreatedReply(created.code, context.baseUrl), status: "routed", outcome: "code-created", projectCode: created };
}

/**
 * Handles one message that passed compliance. Authorized senders' texts with a semicolon are commands;
 * every other text of at least `IDEA_MIN_LENGTH` characters is an idea. Writes only through
 * `context.db` (the pipeline's transaction); the model's draft, if any, is deferred.
 */
export const handleProjectCodeMessage: SmsHandler = async (message, context) => {
  if (context.authorized) {
    const commandResult = await handleCommand(message.body, context);
    if (commandResult) return commandResult;
  }
  const idea = message.body.trim();
  if (idea.length < IDEA_MIN_LENGTH) {
    return { reply: ideaTooShortReply(IDEA_MIN_LENGTH), status: "routed", outcome: "rejected" };
  }
  const { code, repeated } = await codeForTextedIdea(context.db, {
    idea,
    draft: templateProjectDraft(idea),
    sender: message.from,
    repeatWindowHours: REPEAT_WINDOW_HOURS,
  });
  if (!repeated) finishDraftLater(context, code, idea);
  return {
    reply: projectCodeReply(code.code, idea, context.baseUrl),
    status: "routed",
    outcome: repeated ? "code-repeated" : "code-created",
    projectCode: code,
  };
};

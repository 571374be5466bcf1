import { MESSAGE_BODY_MAX, THREAD_SUBJECT_MAX, portalMessageTexts as texts } from "@foyer/domain";
import type { ComposerCheck, ComposerInput } from "../../message-composer/MessageComposer.js";

/*
 * The participant's message checks in the browser: the rules and words of the server's
 * `portalThreadBody` and `portalReplyBody` (trimmed, required, at most so long), without zod,
 * which the embedded portal does not carry. The server checks again with the schemas.
 */

function problemOf(text: string, required: string, max: number, tooLong: string): string | undefined {
  if (text.length === 0) return required;
  return text.length > max ? tooLong : undefined;
}

const bodyProblem = (body: string) =>
  problemOf(body, texts.bodyRequired, MESSAGE_BODY_MAX, texts.bodyTooLong);

/** A reply: its trimmed text, or why it cannot be sent. */
export function checkReply({ body }: ComposerInput): ComposerCheck<{ body: string }> {
  const text = body.trim();
  const problem = bodyProblem(text);
  return problem ? { ok: false, problems: { body: problem } } : { ok: true, value: { body: text } };
}

/** A new conversation: its trimmed subject and text, or why not. */
export function checkNewThread(input: ComposerInput): ComposerCheck<{ subject: string; body: string }> {
  const subject = input.subject.trim();
  const body = input.body.trim();
  const problems = {
    subject: problemOf(subject, texts.subjectRequired, THREAD_SUBJECT_MAX, texts.subjectTooLong),
    body: bodyProblem(body),
  };
  return problems.subject || problems.body ? { ok: false, problems } : { ok: true, value: { subject, body } };
}

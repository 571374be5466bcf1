import {
  MAIL_BODY_MAX,
  MAIL_SUBJECT_MAX,
  type MailTemplateBody,
  mailTemplateMessages,
  placeholdersOf,
  unknownPlaceholderMessage,
} from "@foyer/domain";

/** What is wrong with each part of a draft, as the server would say it (null: nothing). */
export interface DraftProblems {
  subject: string | null;
  body: string | null;
}

function partProblem(
  text: string,
  allowed: readonly string[],
  messages: { required: string; tooLong: string },
  max: number,
): string | null {
  if (text.trim() === "") return messages.required;
  if (text.length > max) return messages.tooLong;
  const unknown = placeholdersOf(text).filter((name) => !allowed.includes(name));
  return unknown.length ? unknownPlaceholderMessage(unknown, allowed) : null;
}

/** The editor's live check (issue 19 item 4 "an unknown placeholder is refused before saving"). */
export function draftProblems(draft: MailTemplateBody, allowed: readonly string[]): DraftProblems {
  return {
    subject: partProblem(
      draft.subject,
      allowed,
      { required: mailTemplateMessages.subjectRequired, tooLong: mailTemplateMessages.subjectTooLong },
      MAIL_SUBJECT_MAX,
    ),
    body: partProblem(
      draft.body,
      allowed,
      { required: mailTemplateMessages.bodyRequired, tooLong: mailTemplateMessages.bodyTooLong },
      MAIL_BODY_MAX,
    ),
  };
}

/** A subject is one line: line breaks typed or pasted become spaces. */
export const oneLine = (value: string) => value.replace(/[\r\n]+/g, " ");

/**
 * `text` with `insert` put in place of the selection `[start, end)`, and where the caret goes.
 * @example insertAt("Hi !", 3, 3, "{first_name}") // { value: "Hi {first_name}!", caret: 15 }
 */
export function insertAt(text: string, start: number, end: number, insert: string) {
  return { value: text.slice(0, start) + insert + text.slice(end), caret: start + insert.length };
}

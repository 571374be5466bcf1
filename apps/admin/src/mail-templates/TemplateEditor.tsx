import {
  MAIL_BODY_MAX,
  MAIL_SUBJECT_MAX,
  type MailTemplateBody,
  type MailTemplateEntry,
  type MailTemplatePreview,
  mailTemplateMessages,
  mailTemplateSourceLabels,
} from "@foyer/domain";
import type { MailTemplateLevel } from "@foyer/sdk";
import { useApp } from "@foyer/widgets/react";
import { useQueryClient } from "@tanstack/react-query";
import { type FormEvent, useEffect, useLayoutEffect, useRef, useState } from "react";
import { useUnsavedChangesWarning } from "../eventlight/useUnsavedChangesWarning.js";
import { serverMessageOr } from "../integrations/server-message.js";
import { ConfirmDialog } from "../list-kit/ConfirmDialog.js";
import { MailParts } from "../mail-view/MailParts.js";
import { isForbidden } from "../server-data/access-gate.js";
import { useServerWrite } from "../server-data/useServerWrite.js";
import { draftProblems, insertAt, oneLine } from "./draft-checks.js";
import { mailTemplatesKey, useMailTemplatesApi } from "./mail-template-queries.js";

type Field = "subject" | "body";
type Busy = "saving" | "previewing" | "resetting" | null;

/**
 * One kind's template: subject and body, its placeholders as buttons that insert at the cursor,
 * a live check of unknown placeholders, a preview with real data, save, and reset to what the
 * level inherits (with an undo).
 */
export function TemplateEditor({
  level,
  entry,
  onDirtyChange,
  setUnsaved,
  undo,
  setUndo,
}: {
  level: MailTemplateLevel;
  entry: MailTemplateEntry;
  onDirtyChange(dirty: boolean): void;
  setUnsaved(unsaved: boolean): void;
  /** The template a reset of this kind removed (kept by the page: a reset remounts the editor). */
  undo: MailTemplateBody | null;
  setUndo(template: MailTemplateBody | null): void;
}) {
  const { services } = useApp();
  const api = useMailTemplatesApi();
  const queryClient = useQueryClient();
  const write = useServerWrite();
  const [draft, setDraft] = useState<MailTemplateBody>(entry.template);
  const [busy, setBusy] = useState<Busy>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [preview, setPreview] = useState<{ of: MailTemplateBody; mail: MailTemplatePreview } | null>(null);
  const [asking, setAsking] = useState(false);
  const fields = { subject: useRef<HTMLInputElement>(null), body: useRef<HTMLTextAreaElement>(null) };
  const lastField = useRef<Field>("body");
  const caret = useRef<{ field: Field; at: number } | null>(null);

  const dirty = draft.subject !== entry.template.subject || draft.body !== entry.template.body;
  useUnsavedChangesWarning(dirty, setUnsaved);
  useEffect(() => onDirtyChange(dirty), [dirty, onDirtyChange]);
  // After a placeholder is inserted, the cursor goes back into the field, after it.
  useLayoutEffect(() => {
    const pending = caret.current;
    if (!pending) return;
    caret.current = null;
    const element = fields[pending.field].current;
    element?.focus();
    element?.setSelectionRange(pending.at, pending.at);
  });

  const problems = draftProblems(draft, entry.placeholders);
  const valid = !problems.subject && !problems.body;
  const own = entry.source === ("orgId" in level ? "organization" : "event");
  const inheritedLabel = mailTemplateSourceLabels[entry.inherited.source].toLowerCase();

  /** The answer of a write goes into the cached list: the page shows it at once. */
  const remember = (saved: MailTemplateEntry) =>
    queryClient.setQueryData<MailTemplateEntry[]>(mailTemplatesKey(level), (list) =>
      list?.map((item) => (item.kind === saved.kind ? saved : item)),
    );

  const run = async (what: Exclude<Busy, null>, action: () => Promise<void>, failed: string) => {
    setBusy(what);
    setFailure(null);
    try {
      await action();
    } catch (error) {
      if (!isForbidden(error)) setFailure(serverMessageOr(error, failed));
    } finally {
      setBusy(null);
    }
  };

  const save = (event?: FormEvent) => {
    event?.preventDefault();
    if (!valid || busy) return;
    void run(
      "saving",
      async () => {
        remember(await write(() => api.save(level, entry.kind, draft)));
        services.toasts.show({ message: mailTemplateMessages.saved, severity: "success" });
      },
      mailTemplateMessages.saveFailed,
    );
  };

  const showPreview = () => {
    if (!valid || busy) return;
    const of = draft;
    void run(
      "previewing",
      async () => setPreview({ of, mail: await write(() => api.preview(level, entry.kind, of)) }),
      mailTemplateMessages.previewFailed,
    );
  };

  const reset = () => {
    const previous = entry.template;
    void run(
      "resetting",
      async () => {
        const saved = await write(() => api.reset(level, entry.kind));
        setAsking(false);
        setUndo(previous);
        remember(saved);
      },
      mailTemplateMessages.resetFailed,
    );
  };

  const undoReset = () => {
    const previous = undo;
    if (!previous) return;
    void run(
      "saving",
      async () => {
        const saved = await write(() => api.save(level, entry.kind, previous));
        setUndo(null);
        remember(saved);
      },
      mailTemplateMessages.saveFailed,
    );
  };

  const insert = (name: string) => {
    const field = lastField.current;
    const element = fields[field].current;
    const text = draft[field];
    const start = element?.selectionStart ?? text.length;
    const end = element?.selectionEnd ?? text.length;
    const next = insertAt(text, start, end, `{${name}}`);
    caret.current = { field, at: next.caret };
    setDraft({ ...draft, [field]: next.value });
  };

  const titleId = `mail-template-${entry.kind}`;
  return (
    <form className="admin-panel mail-templates__editor" aria-labelledby={titleId} onSubmit={save} noValidate>
      <h2 className="event-card__title" id={titleId}>
        {entry.label}
      </h2>
      <p className="mail-templates__where">
        {own
          ? `Customized${entry.updatedBy ? ` by ${entry.updatedBy}` : ""}. Resetting goes back to ${inheritedLabel}.`
          : `Uses ${mailTemplateSourceLabels[entry.source].toLowerCase()}. Saving makes it this ${"orgId" in level ? "organization's" : "event's"} own.`}
      </p>
      {undo ? (
        <p className="foyer-alert foyer-alert--info" role="status">
          {mailTemplateMessages.reset}{" "}
          <button
            type="button"
            className="foyer-button foyer-button--ghost"
            onClick={undoReset}
            disabled={busy !== null}
          >
            Undo
          </button>
        </p>
      ) : null}
      {failure ? (
        <p className="foyer-alert foyer-alert--error" role="alert">
          {failure}
        </p>
      ) : null}
      <div className="foyer-field">
        <label htmlFor={`${titleId}-subject`}>Subject</label>
        <input
          ref={fields.subject}
          id={`${titleId}-subject`}
          className="foyer-input"
          value={draft.subject}
          maxLength={MAIL_SUBJECT_MAX + 50}
          aria-invalid={problems.subject ? true : undefined}
          aria-describedby={problems.subject ? `${titleId}-subject-problem` : undefined}
          onFocus={() => {
            lastField.current = "subject";
          }}
          onChange={(event) => setDraft({ ...draft, subject: oneLine(event.target.value) })}
        />
        {problems.subject ? (
          <p className="foyer-field__error" id={`${titleId}-subject-problem`} role="alert">
            {problems.subject}
          </p>
        ) : null}
      </div>
      <div className="foyer-field">
        <label htmlFor={`${titleId}-body`}>Body</label>
        <textarea
          ref={fields.body}
          id={`${titleId}-body`}
          className="foyer-input mail-templates__body"
          rows={12}
          value={draft.body}
          maxLength={MAIL_BODY_MAX + 1000}
          aria-invalid={problems.body ? true : undefined}
          aria-describedby={`${titleId}-body-help${problems.body ? ` ${titleId}-body-problem` : ""}`}
          onFocus={() => {
            lastField.current = "body";
          }}
          onChange={(event) => setDraft({ ...draft, body: event.target.value })}
        />
        <p className="mail-templates__help" id={`${titleId}-body-help`}>
          Plain text: a blank line starts a paragraph, links become clickable.{" "}
          {draft.body.length.toLocaleString("en-US")} / {MAIL_BODY_MAX.toLocaleString("en-US")} characters.
        </p>
        {problems.body ? (
          <p className="foyer-field__error" id={`${titleId}-body-problem`} role="alert">
            {problems.body}
          </p>
        ) : null}
      </div>
      <fieldset className="mail-templates__chips">
        <legend className="mail-templates__legend">Insert a placeholder</legend>
        {entry.placeholders.map((name) => (
          <button key={name} type="button" className="mail-templates__chip" onClick={() => insert(name)}>
            {`{${name}}`}
          </button>
        ))}
      </fieldset>
      <div className="mail-templates__actions">
        <button
          type="submit"
          className="foyer-button foyer-button--primary"
          disabled={!valid || !dirty || busy !== null}
        >
          {busy === "saving" ? "Saving..." : "Save"}
        </button>
        <button
          type="button"
          className="foyer-button foyer-button--secondary"
          onClick={showPreview}
          disabled={!valid || busy !== null}
        >
          {busy === "previewing" ? "Previewing..." : "Preview"}
        </button>
        {dirty ? (
          <button
            type="button"
            className="foyer-button foyer-button--ghost"
            onClick={() => setDraft(entry.template)}
            disabled={busy !== null}
          >
            Discard changes
          </button>
        ) : null}
        {own ? (
          <button
            type="button"
            className="foyer-button foyer-button--ghost"
            onClick={() => setAsking(true)}
            disabled={busy !== null}
          >
            Reset to default
          </button>
        ) : null}
      </div>
      {preview ? (
        <section className="mail-templates__preview" aria-labelledby={`${titleId}-preview`}>
          <h3 className="mailbox-part__title" id={`${titleId}-preview`}>
            Preview
          </h3>
          {preview.of.subject !== draft.subject || preview.of.body !== draft.body ? (
            <p className="foyer-alert foyer-alert--info">The template has changed since this preview.</p>
          ) : null}
          <p>
            <strong>Subject:</strong> {preview.mail.subject}
          </p>
          <MailParts text={preview.mail.text} html={preview.mail.html} idPrefix={`${titleId}-preview`} />
        </section>
      ) : null}
      {asking ? (
        <ConfirmDialog
          title="Reset this email to its default?"
          confirmLabel="Reset to default"
          busy={busy === "resetting"}
          busyLabel="Resetting..."
          error={failure}
          onConfirm={reset}
          onCancel={() => setAsking(false)}
        >
          {`This ${"orgId" in level ? "organization's" : "event's"} template of "${entry.label}" is removed and the email uses ${inheritedLabel} again.`}
        </ConfirmDialog>
      ) : null}
    </form>
  );
}

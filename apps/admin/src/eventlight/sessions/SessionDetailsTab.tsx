import {
  EXPECTED_AUDIENCE_MAX,
  fromWallTime,
  SESSION_DESCRIPTION_MAX,
  SESSION_TITLE_MAX,
  type SessionDetail,
  type SessionRefField,
  type SessionSettings,
  sessionRefKinds,
  sessionSettingInfo,
  sessionTimeMessages,
  timeProblem,
  toWallTime,
} from "@foyer/domain";
import { isHttpError } from "@foyer/sdk";
import { useApp, userMessageOf } from "@foyer/widgets/react";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { type FormEvent, useEffect, useId, useMemo, useState } from "react";
import { ConfirmDialog } from "../../list-kit/ConfirmDialog.js";
import { isForbidden } from "../../server-data/access-gate.js";
import { useServerWrite } from "../../server-data/useServerWrite.js";
import { EventLink } from "../EventLink.js";
import { useEvent } from "../event-context.js";
import { canOpen } from "../event-paths.js";
import type { SessionTabProps } from "./SessionPage.js";
import { SessionPersonasField } from "./SessionPersonasField.js";
import { sessionPath, sessionSettingsPath, sessionsPath } from "./session-paths.js";
import { sessionKeys } from "./session-queries.js";
import { useSessionsApi } from "./useSessionsApi.js";

export const SESSION_SAVED = "The session has been saved.";
export const SETTINGS_LOAD_FAILED = "An error occurred getting the session settings";
const FIX_FIELDS = "Please correct the highlighted fields.";

/** The form's values as text: `plenum` is "yes" or "", `expectedAudience` the digits typed. */
type Draft = {
  title: string;
  description: string;
  startsAt: string;
  endsAt: string;
  plenum: string;
  expectedAudience: string;
  /** The personas' ids, comma-separated in the list's order. */
  personas: string;
} & Record<SessionRefField, string>;

function draftOf(session: SessionDetail): Draft {
  const draft = {
    title: session.title,
    description: session.description,
    startsAt: toWallTime(session.startsAt, session.timezone),
    endsAt: toWallTime(session.endsAt, session.timezone),
    plenum: session.plenum ? "yes" : "",
    expectedAudience: session.expectedAudience === null ? "" : String(session.expectedAudience),
    personas: session.personas.map((one) => one.id).join(","),
  } as Draft;
  for (const kind of sessionRefKinds) {
    const { field } = sessionSettingInfo[kind];
    const ref = session[fieldKey(field)];
    draft[field] = ref?.id ?? "";
  }
  return draft;
}

/** `roomId` → `room`: where a summary keeps the setting a field points at. */
function fieldKey(field: SessionRefField) {
  return field.slice(0, -2) as "room" | "track" | "format" | "level" | "language" | "status";
}

const sameDraft = (a: Draft, b: Draft) =>
  (Object.keys(a) as (keyof Draft)[]).every((key) => a[key] === b[key]);

/** The form's own checks, the same as the server's (spec: end after start). */
function problemsOf(draft: Draft, timezone: string): Record<string, string> {
  const problems: Record<string, string> = {};
  if (!draft.title.trim()) problems.title = "Title is required";
  const audience = draft.expectedAudience.trim();
  if (audience && (!/^\d+$/.test(audience) || Number(audience) > EXPECTED_AUDIENCE_MAX))
    problems.expectedAudience = `Expected audience must be a whole number from 0 to ${EXPECTED_AUDIENCE_MAX}`;
  const startsAt = draft.startsAt ? fromWallTime(draft.startsAt, timezone) : null;
  const endsAt = draft.endsAt ? fromWallTime(draft.endsAt, timezone) : null;
  if (draft.startsAt && !startsAt) problems.startsAt = sessionTimeMessages.invalidTime;
  if (draft.endsAt && !endsAt) problems.endsAt = sessionTimeMessages.invalidTime;
  if (!problems.startsAt && !problems.endsAt) {
    const problem = timeProblem(startsAt, endsAt);
    if (problem) problems[problem.path] = problem.message;
  }
  return problems;
}

type SaveState =
  | { status: "idle" }
  | { status: "saving" }
  | { status: "saved" }
  | { status: "failed"; message: string };

/**
 * The details tab: title, description, times (entered in the event's time zone) and the room,
 * track, format, level, language and status selects, and the personas' checkboxes. Save sends the whole form (PUT); leaving
 * with unsaved changes asks first. Delete removes the session and its subsessions.
 */
export function SessionDetailsTab({ session, onChange, canWrite }: SessionTabProps) {
  const { services } = useApp();
  const { eventId, profile, setUnsaved, leaveTo } = useEvent();
  const sessions = useSessionsApi();
  const write = useServerWrite();
  const queryClient = useQueryClient();
  const settings = useQuery({
    queryKey: sessionKeys.settings(eventId),
    queryFn: () => sessions.settings(),
    meta: { errorMessage: SETTINGS_LOAD_FAILED },
  });
  const id = useId();
  const saved = useMemo(() => draftOf(session), [session]);
  const [draft, setDraft] = useState(saved);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [state, setState] = useState<SaveState>({ status: "idle" });
  const [deleting, setDeleting] = useState<{ busy: boolean; error: string | null } | null>(null);
  const dirty = !sameDraft(saved, draft);

  useEffect(() => {
    setUnsaved(dirty);
  }, [dirty, setUnsaved]);
  useEffect(() => () => setUnsaved(false), [setUnsaved]);

  const set = (key: keyof Draft, value: string) => {
    setDraft((current) => ({ ...current, [key]: value }));
    if (state.status === "saved") setState({ status: "idle" });
  };

  const save = async (event: FormEvent) => {
    event.preventDefault();
    if (state.status === "saving" || !canWrite) return;
    const problems = problemsOf(draft, session.timezone);
    setErrors(problems);
    if (Object.keys(problems).length > 0) {
      setState({ status: "failed", message: FIX_FIELDS });
      return;
    }
    setState({ status: "saving" });
    try {
      const refs = Object.fromEntries(
        sessionRefKinds.map((kind) => {
          const { field } = sessionSettingInfo[kind];
          return [field, draft[field] || null];
        }),
      );
      const updated = await write(() =>
        sessions.update(session.id, {
          title: draft.title.trim(),
          description: draft.description,
          startsAt: draft.startsAt ? fromWallTime(draft.startsAt, session.timezone) : null,
          endsAt: draft.endsAt ? fromWallTime(draft.endsAt, session.timezone) : null,
          plenum: draft.plenum === "yes",
          expectedAudience: draft.expectedAudience.trim() ? Number(draft.expectedAudience.trim()) : null,
          ...refs,
          personaIds: draft.personas ? draft.personas.split(",") : [],
        }),
      );
      onChange(updated);
      setDraft(draftOf(updated));
      setState({ status: "saved" });
      services.toasts.show({ message: SESSION_SAVED, severity: "success" });
    } catch (error) {
      if (isForbidden(error)) return; // the area's gate has it
      const details = isHttpError(error)
        ? (error.body as { details?: unknown } | undefined)?.details
        : undefined;
      const found: Record<string, string> = {};
      if (Array.isArray(details)) {
        for (const item of details as { path?: unknown; message?: unknown }[]) {
          if (typeof item.path === "string" && typeof item.message === "string")
            found[item.path] = item.message;
        }
      }
      setErrors(found);
      setState({
        status: "failed",
        message: Object.keys(found).length > 0 ? FIX_FIELDS : userMessageOf(error),
      });
    }
  };

  const remove = async () => {
    setDeleting({ busy: true, error: null });
    try {
      await write(() => sessions.remove(session.id));
      void queryClient.invalidateQueries({ queryKey: sessionKeys.all(eventId) });
      services.toasts.show({ message: `“${session.title}” has been deleted.`, severity: "success" });
      setUnsaved(false);
      leaveTo(
        session.parent ? sessionPath(eventId, session.parent.id, "subsessions") : sessionsPath(eventId),
        {
          force: true,
        },
      );
    } catch (error) {
      if (isForbidden(error)) return; // the area's gate has it
      setDeleting({ busy: false, error: userMessageOf(error) });
    }
  };

  const fieldId = (key: string) => `${id}-${key}`;
  const errorOf = (key: string) =>
    errors[key] ? (
      <p className="foyer-field__error" id={`${fieldId(key)}-error`}>
        {errors[key]}
      </p>
    ) : null;
  const described = (key: string, hint?: string) => {
    const ids = [errors[key] ? `${fieldId(key)}-error` : "", hint ?? ""].filter(Boolean).join(" ");
    return { "aria-invalid": errors[key] ? true : undefined, "aria-describedby": ids || undefined };
  };
  const disabled = !canWrite || state.status === "saving";
  const lists: SessionSettings | null = settings.data ?? null;

  return (
    <form className="admin-panel session-details" onSubmit={save} noValidate aria-label="Session details">
      {state.status === "failed" ? (
        <p className="foyer-alert foyer-alert--error" role="alert">
          {state.message}
        </p>
      ) : null}
      {settings.status === "error" ? (
        <p className="foyer-alert foyer-alert--warning">
          {SETTINGS_LOAD_FAILED}.{" "}
          <button type="button" className="session-link-button" onClick={() => void settings.refetch()}>
            Try again
          </button>
        </p>
      ) : null}
      <div className="foyer-field">
        <label className="foyer-field__label" htmlFor={fieldId("title")}>
          Title
        </label>
        <input
          id={fieldId("title")}
          className="foyer-input"
          value={draft.title}
          maxLength={SESSION_TITLE_MAX}
          required
          disabled={disabled}
          onChange={(event) => set("title", event.target.value)}
          {...described("title")}
        />
        {errorOf("title")}
      </div>
      <div className="foyer-field">
        <label className="foyer-field__label" htmlFor={fieldId("description")}>
          Description
        </label>
        <textarea
          id={fieldId("description")}
          className="foyer-input session-details__description"
          value={draft.description}
          maxLength={SESSION_DESCRIPTION_MAX}
          rows={5}
          disabled={disabled}
          onChange={(event) => set("description", event.target.value)}
          {...described("description")}
        />
        {errorOf("description")}
      </div>
      <fieldset className="session-details__group">
        <legend className="foyer-field__label">When</legend>
        <p className="foyer-field__hint" id={`${id}-zone`}>
          Times are in the event's time zone, {session.timezone}. Leave the end empty if it is not known yet.
        </p>
        <div className="session-details__row">
          {(["startsAt", "endsAt"] as const).map((key) => (
            <div className="foyer-field" key={key}>
              <label className="foyer-field__label" htmlFor={fieldId(key)}>
                {key === "startsAt" ? "Starts" : "Ends"}
              </label>
              <input
                id={fieldId(key)}
                type="datetime-local"
                className="foyer-input"
                value={draft[key]}
                disabled={disabled}
                onChange={(event) => set(key, event.target.value)}
                {...described(key, `${id}-zone`)}
              />
              {errorOf(key)}
            </div>
          ))}
        </div>
      </fieldset>
      <div className="session-details__row">
        <div className="foyer-field">
          <label className="foyer-field__label" htmlFor={fieldId("expectedAudience")}>
            Expected audience
          </label>
          <input
            id={fieldId("expectedAudience")}
            className="foyer-input"
            inputMode="numeric"
            value={draft.expectedAudience}
            disabled={disabled}
            onChange={(event) => set("expectedAudience", event.target.value)}
            {...described("expectedAudience", `${id}-audience-hint`)}
          />
          <p className="foyer-field__hint" id={`${id}-audience-hint`}>
            People; the agenda warns when it is over the room's capacity.
          </p>
          {errorOf("expectedAudience")}
        </div>
        <div className="foyer-field session-details__check">
          <label className="foyer-checkbox" htmlFor={fieldId("plenum")}>
            <input
              id={fieldId("plenum")}
              type="checkbox"
              checked={draft.plenum === "yes"}
              disabled={disabled}
              onChange={(event) => set("plenum", event.target.checked ? "yes" : "")}
              aria-describedby={`${id}-plenum-hint`}
            />{" "}
            Plenum session
          </label>
          <p className="foyer-field__hint" id={`${id}-plenum-hint`}>
            It spans every room (a keynote, a break): nothing else can run at the same time.
          </p>
        </div>
      </div>
      <div className="session-details__grid">
        {sessionRefKinds.map((kind) => {
          const { field, label, title } = sessionSettingInfo[kind];
          const current = session[fieldKey(field)];
          const items = lists?.[kind] ?? (current ? [{ id: current.id, name: current.name }] : []);
          return (
            <div className="foyer-field" key={kind}>
              <label className="foyer-field__label" htmlFor={fieldId(field)}>
                {label}
              </label>
              <select
                id={fieldId(field)}
                className="foyer-input"
                value={draft[field]}
                disabled={disabled || !lists}
                onChange={(event) => set(field, event.target.value)}
                {...described(field)}
              >
                <option value="">None</option>
                {items.map((item) => (
                  <option key={item.id} value={item.id}>
                    {item.name}
                  </option>
                ))}
              </select>
              {errorOf(field)}
              {lists && lists[kind].length === 0 && canOpen(profile, "sessions/settings") ? (
                <p className="foyer-field__hint">
                  No {title.toLowerCase()} yet:{" "}
                  <EventLink href={sessionSettingsPath(eventId, kind)}>
                    add them in Session settings
                  </EventLink>
                  .
                </p>
              ) : null}
            </div>
          );
        })}
      </div>
      <SessionPersonasField
        eventId={eventId}
        items={lists?.personas ?? null}
        current={session.personas}
        value={draft.personas ? draft.personas.split(",") : []}
        disabled={disabled}
        canOpenSettings={canOpen(profile, "sessions/settings")}
        error={errors.personaIds}
        onChange={(ids) => set("personas", ids.join(","))}
      />
      {canWrite ? (
        <div className="session-details__actions">
          <button
            type="button"
            className="foyer-button event-button--danger-outline"
            onClick={() => setDeleting({ busy: false, error: null })}
          >
            Delete session
          </button>
          <span className="session-details__state" role="status">
            {state.status === "saving"
              ? "Saving..."
              : state.status === "saved"
                ? "All changes saved"
                : dirty
                  ? "Unsaved changes"
                  : ""}
          </span>
          <button type="submit" className="foyer-button foyer-button--primary" disabled={disabled || !dirty}>
            {state.status === "saving" ? "Saving..." : "Save"}
          </button>
        </div>
      ) : (
        <p className="foyer-field__hint">
          You can read this session; changing it needs permission to edit sessions.
        </p>
      )}
      {deleting ? (
        <ConfirmDialog
          title="Delete this session?"
          confirmLabel="Delete session"
          busyLabel="Deleting..."
          busy={deleting.busy}
          error={deleting.error}
          onConfirm={() => void remove()}
          onCancel={() => setDeleting(null)}
        >
          <p>
            <strong>{session.title}</strong>
            {session.subsessions.length > 0
              ? ` and its ${session.subsessions.length === 1 ? "subsession" : `${session.subsessions.length} subsessions`}`
              : ""}{" "}
            will be removed, with its participants and file links. This cannot be undone.
          </p>
        </ConfirmDialog>
      ) : null}
    </form>
  );
}

import "../records/records.css";
import "./sessions.css";
import {
  isSessionSettingKind,
  meetsRequirement,
  SETTING_NAME_MAX,
  type SessionSettingItem,
  type SessionSettingKind,
  type SessionSettings,
  sessionSettingInfo,
  sessionSettingKinds,
} from "@foyer/domain";
import { useApp, userMessageOf } from "@foyer/widgets/react";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { type FormEvent, type ReactNode, useId, useRef, useState } from "react";
import { ConfirmDialog } from "../../list-kit/ConfirmDialog.js";
import { EditDeleteButtons, MoveButtons, SaveCancelButtons } from "../../list-kit/ItemButtons.js";
import { isForbidden } from "../../server-data/access-gate.js";
import { useServerWrite } from "../../server-data/useServerWrite.js";
import { EventLink } from "../EventLink.js";
import { useEvent } from "../event-context.js";
import { eventPath } from "../event-paths.js";
import { FailedPanel, LoadingPanel, NotFoundPanel } from "../PagePanels.js";
import { useInlineEdit } from "../useInlineEdit.js";
import {
  agendaSettingPages,
  fileKindsSettingPage,
  librarySettingPages,
  sessionSettingsPath,
  sessionsPath,
} from "./session-paths.js";
import { sessionKeys } from "./session-queries.js";
import { useSessionsApi } from "./useSessionsApi.js";

export const SETTINGS_LOAD_FAILED = "An error occurred getting the session settings";
const DEFAULT_COLOUR = "#4c6ef5";

const sessionsCount = (n: number) => (n === 1 ? "1 session" : `${n} sessions`);

/**
 * /event-light/{eventId}/sessions/settings/{kind} (spec 1 §2 "settings with … rooms, tracks,
 * languages, statuses, formats, levels"): one list per kind, picked from tabs; add, rename,
 * reorder and delete. Deleting an item in use clears it from its sessions (said before it happens).
 */
export function SessionSettingsPage({ kind }: { kind: string }) {
  const { eventId } = useEvent();
  if (!isSessionSettingKind(kind)) return <NotFoundPanel backHref={sessionSettingsPath(eventId)} />;
  return <SettingsView key={kind} kind={kind} />;
}

type Deleting = { item: SessionSettingItem; busy: boolean; error: string | null };

function SettingsView({ kind }: { kind: SessionSettingKind }) {
  const { services } = useApp();
  const { eventId, profile } = useEvent();
  const sessions = useSessionsApi();
  const info = sessionSettingInfo[kind];
  const canWrite = meetsRequirement(profile, [{ module: "sessionSettings", action: "update" }]);
  const queryClient = useQueryClient();
  const write = useServerWrite();
  const remote = useQuery({
    queryKey: sessionKeys.settings(eventId),
    queryFn: () => sessions.settings(),
    meta: { errorMessage: SETTINGS_LOAD_FAILED },
  });
  const [deleting, setDeleting] = useState<Deleting | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const list = remote.data?.[kind] ?? null;
  // A change's answer is written into the cache (this kind's list); the sessions showing it follow.
  const setItems = (next: SessionSettingItem[]) => {
    queryClient.setQueryData<SessionSettings>(sessionKeys.settings(eventId), (all) =>
      all ? { ...all, [kind]: next } : all,
    );
    void queryClient.invalidateQueries({
      queryKey: sessionKeys.all(eventId),
      predicate: ({ queryKey }) => queryKey[3] !== "settings",
    });
  };

  // A 403 has given the area to its gate (the writes are mutations): nothing to say here.
  const failed = (error: unknown): string | null => (isForbidden(error) ? null : userMessageOf(error));

  const reorder = async (index: number, by: -1 | 1) => {
    if (!list) return;
    const order = list.map((item) => item.id);
    const [moved] = order.splice(index, 1);
    if (!moved) return;
    order.splice(index + by, 0, moved);
    setProblem(null);
    try {
      setItems(await write(() => sessions.reorderSettings(kind, order)));
    } catch (error) {
      setProblem(failed(error));
    }
  };

  const remove = async (target: Deleting) => {
    setDeleting({ ...target, busy: true, error: null });
    try {
      const result = await write(() => sessions.removeSetting(kind, target.item.id));
      setItems((list ?? []).filter((item) => item.id !== target.item.id));
      setDeleting(null);
      services.toasts.show({
        message:
          result.clearedSessions > 0
            ? `${target.item.name} has been deleted and cleared from ${sessionsCount(result.clearedSessions)}.`
            : `${target.item.name} has been deleted.`,
        severity: "success",
      });
    } catch (error) {
      const message = failed(error);
      if (message) setDeleting({ ...target, busy: false, error: message });
    }
  };

  return (
    <SessionSettingsFrame current={kind} lead="The lists a session's details pick from.">
      {!list && remote.status === "error" ? (
        <FailedPanel
          error={remote.error}
          message={SETTINGS_LOAD_FAILED}
          onRetry={() => void remote.refetch()}
          backHref={sessionsPath(eventId)}
          backLabel="Back to sessions"
        />
      ) : !list ? (
        <LoadingPanel text={`Loading ${info.title.toLowerCase()}...`} />
      ) : (
        <div className="admin-panel session-settings__panel">
          <h2 className="event-card__title">{info.title}</h2>
          {canWrite ? (
            <AddItemForm kind={kind} onAdded={(item) => setItems([...list, item])} onDenied={failed} />
          ) : null}
          {problem ? (
            <p className="foyer-alert foyer-alert--error" role="alert">
              {problem}
            </p>
          ) : null}
          {list.length === 0 ? (
            <p className="event-card__note">
              No {info.title.toLowerCase()} yet.
              {canWrite ? ` Add the first ${info.one} above.` : ""}
            </p>
          ) : (
            <ol className="session-settings__list" aria-label={info.title}>
              {list.map((item, index) => (
                <ItemRow
                  key={item.id}
                  item={item}
                  kind={kind}
                  first={index === 0}
                  last={index === list.length - 1}
                  canWrite={canWrite}
                  onSaved={(next) => setItems(list.map((one) => (one.id === next.id ? next : one)))}
                  onFailed={failed}
                  onMove={(by) => void reorder(index, by)}
                  onDelete={() => setDeleting({ item, busy: false, error: null })}
                />
              ))}
            </ol>
          )}
        </div>
      )}

      {deleting ? (
        <ConfirmDialog
          title={`Delete this ${info.one}?`}
          confirmLabel={`Delete ${info.one}`}
          busyLabel="Deleting..."
          busy={deleting.busy}
          error={deleting.error}
          onConfirm={() => void remove(deleting)}
          onCancel={() => setDeleting(null)}
        >
          <p>
            <strong>{deleting.item.name}</strong> will be removed from the {info.title.toLowerCase()}.
            {deleting.item.sessionCount > 0
              ? ` ${sessionsCount(deleting.item.sessionCount)} ${deleting.item.sessionCount === 1 ? "uses" : "use"} it and will have no ${info.label.toLowerCase()} afterwards.`
              : ""}
          </p>
        </ConfirmDialog>
      ) : null}
    </SessionSettingsFrame>
  );
}

/**
 * The settings pages' frame: the back link, the title and the tabs (the lists, then the agenda's
 * pages), `current` marked as the page shown.
 */
export function SessionSettingsFrame({
  current,
  lead,
  children,
}: {
  current: string;
  lead: string;
  children: ReactNode;
}) {
  const { eventId } = useEvent();
  const titleId = useId();
  const tabs = [
    ...sessionSettingKinds.map((one) => ({ path: one, title: sessionSettingInfo[one].title })),
    fileKindsSettingPage,
    ...agendaSettingPages,
    ...librarySettingPages,
  ];
  return (
    <div className="event-page session-settings">
      <EventLink className="event-back" href={sessionsPath(eventId)}>
        ← Sessions
      </EventLink>
      <section className="admin-section" aria-labelledby={titleId}>
        <header className="admin-section__head">
          <h1 className="admin-section__title" id={titleId}>
            Session settings
          </h1>
          <p className="admin-section__lead">{lead}</p>
        </header>
        <nav className="session-tabs" aria-label="Session settings">
          <ul className="session-tabs__list">
            {tabs.map((one) => (
              <li key={one.path}>
                <EventLink
                  className="session-tabs__link"
                  href={eventPath(eventId, `sessions/settings/${one.path}`)}
                  aria-current={one.path === current ? "page" : undefined}
                >
                  {one.title}
                </EventLink>
              </li>
            ))}
          </ul>
        </nav>
        {children}
      </section>
    </div>
  );
}

function AddItemForm({
  kind,
  onAdded,
  onDenied,
}: {
  kind: SessionSettingKind;
  onAdded(item: SessionSettingItem): void;
  onDenied(error: unknown): string | null;
}) {
  const { services } = useApp();
  const sessions = useSessionsApi();
  const write = useServerWrite();
  const info = sessionSettingInfo[kind];
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [name, setName] = useState("");
  const [colour, setColour] = useState(DEFAULT_COLOUR);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    if (!name.trim()) {
      setError("Name is required");
      input.current?.focus();
      return;
    }
    setBusy(true);
    setError(null);
    try {
      const item = await write(() =>
        sessions.addSetting(kind, {
          name: name.trim(),
          ...(info.coloured ? { colour } : {}),
        }),
      );
      onAdded(item);
      setName("");
      services.toasts.show({ message: `${item.name} has been added.`, severity: "success" });
    } catch (caught) {
      setError(onDenied(caught));
    } finally {
      setBusy(false);
      input.current?.focus();
    }
  };

  return (
    <form className="session-settings__add" onSubmit={submit} noValidate aria-label={`Add a ${info.one}`}>
      <div className="foyer-field">
        <label className="foyer-field__label" htmlFor={`${id}-name`}>
          New {info.one}
        </label>
        <input
          ref={input}
          id={`${id}-name`}
          className="foyer-input"
          value={name}
          maxLength={SETTING_NAME_MAX}
          disabled={busy}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          onChange={(event) => setName(event.target.value)}
        />
      </div>
      {info.coloured ? (
        <div className="foyer-field">
          <label className="foyer-field__label" htmlFor={`${id}-colour`}>
            Colour
          </label>
          <input
            id={`${id}-colour`}
            type="color"
            className="session-settings__colour"
            value={colour}
            disabled={busy}
            onChange={(event) => setColour(event.target.value)}
          />
        </div>
      ) : null}
      <button type="submit" className="foyer-button foyer-button--primary" disabled={busy}>
        {busy ? "Adding..." : `Add ${info.one}`}
      </button>
      {error ? (
        <p className="foyer-field__error session-settings__error" id={`${id}-error`} role="alert">
          {error}
        </p>
      ) : null}
    </form>
  );
}

function ItemRow({
  item,
  kind,
  first,
  last,
  canWrite,
  onSaved,
  onFailed,
  onMove,
  onDelete,
}: {
  item: SessionSettingItem;
  kind: SessionSettingKind;
  first: boolean;
  last: boolean;
  canWrite: boolean;
  onSaved(item: SessionSettingItem): void;
  onFailed(error: unknown): string | null;
  onMove(by: -1 | 1): void;
  onDelete(): void;
}) {
  const sessions = useSessionsApi();
  const write = useServerWrite();
  const info = sessionSettingInfo[kind];
  const id = useId();
  const edit = useInlineEdit();
  const { editing, busy, error } = edit;
  const [name, setName] = useState(item.name);
  const [colour, setColour] = useState(item.colour ?? DEFAULT_COLOUR);

  const stop = () => {
    edit.close();
    setName(item.name);
    setColour(item.colour ?? DEFAULT_COLOUR);
  };

  const save = async (event: FormEvent) => {
    event.preventDefault();
    if (!name.trim()) return edit.setError("Name is required");
    await edit.save(async () => {
      onSaved(
        await write(() =>
          sessions.updateSetting(kind, item.id, {
            name: name.trim(),
            ...(info.coloured ? { colour } : {}),
          }),
        ),
      );
    }, onFailed);
  };

  if (editing) {
    return (
      <li className="session-settings__item">
        <form
          className="session-settings__rename"
          onSubmit={save}
          noValidate
          aria-label={`Rename ${item.name}`}
        >
          <label className="foyer-visually-hidden" htmlFor={`${id}-name`}>
            Name of {item.name}
          </label>
          <input
            id={`${id}-name`}
            className="foyer-input"
            value={name}
            maxLength={SETTING_NAME_MAX}
            disabled={busy}
            // biome-ignore lint/a11y/noAutofocus: the field the user just asked to edit.
            autoFocus
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-error` : undefined}
            onChange={(event) => setName(event.target.value)}
            onKeyDown={(event) => {
              if (event.key === "Escape") {
                event.preventDefault();
                stop();
              }
            }}
          />
          {info.coloured ? (
            <>
              <label className="foyer-visually-hidden" htmlFor={`${id}-colour`}>
                Colour of {item.name}
              </label>
              <input
                id={`${id}-colour`}
                type="color"
                className="session-settings__colour"
                value={colour}
                disabled={busy}
                onChange={(event) => setColour(event.target.value)}
              />
            </>
          ) : null}
          <SaveCancelButtons busy={busy} onCancel={stop} />
          {error ? (
            <p className="foyer-field__error session-settings__error" id={`${id}-error`} role="alert">
              {error}
            </p>
          ) : null}
        </form>
      </li>
    );
  }

  return (
    <li className="session-settings__item">
      <span className="session-settings__name">
        {item.colour ? (
          <span className="sessions-ref__dot" style={{ background: item.colour }} aria-hidden="true" />
        ) : null}
        {item.name}
      </span>
      <span className="event-table__muted session-settings__usage">
        {item.sessionCount === 0 ? "Not used" : `Used by ${sessionsCount(item.sessionCount)}`}
      </span>
      {canWrite ? (
        <span className="event-inline-actions">
          <MoveButtons name={item.name} first={first} last={last} onMove={onMove} />
          <EditDeleteButtons
            name={item.name}
            editLabel="Rename"
            editRef={edit.opener}
            onEdit={edit.open}
            onDelete={onDelete}
          />
        </span>
      ) : null}
    </li>
  );
}

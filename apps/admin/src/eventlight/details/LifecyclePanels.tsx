import { confirmsEventName, type EventDetails, eventLifeMessages } from "@foyer/domain";
import type { EventLifeApi } from "@foyer/sdk";
import { useApp, userMessageOf } from "@foyer/widgets/react";
import { type FormEvent, useRef, useState } from "react";
import { useLocation } from "wouter";
import { FormDialog } from "../../dialog/FormDialog.js";
import { orgPath } from "../../orglight/org-paths.js";
import { isForbidden } from "../../server-data/access-gate.js";
import { useServerWrite } from "../../server-data/useServerWrite.js";

export const PUBLISH_EVENT = "Publish event";
export const UNPUBLISH_EVENT = "Unpublish event";
export const ARCHIVE_EVENT = "Archive event";
export const UNARCHIVE_EVENT = "Unarchive event";
export const DELETE_EVENT = "Delete event";

interface PanelProps {
  event: EventDetails;
  api: EventLifeApi;
  onSaved(event: EventDetails): Promise<void>;
}

/** One change of the event by PUT /event/{eventId}, its toasts and its busy state. */
function useEventChange({ event, api, onSaved }: PanelProps) {
  const { services } = useApp();
  const write = useServerWrite();
  const [busy, setBusy] = useState(false);
  const change = async (body: Parameters<EventLifeApi["update"]>[1], done: string, failed: string) => {
    setBusy(true);
    try {
      await onSaved(await write(() => api.update(event.id, body)));
      services.toasts.show({ message: done, severity: "success" });
    } catch (caught) {
      if (!isForbidden(caught))
        services.toasts.show({ message: `${failed}. ${userMessageOf(caught)}`, severity: "error" });
    } finally {
      setBusy(false);
    }
  };
  return { busy, change };
}

/** One on/off state of the event (published, archived): what it means now and the button that flips it. */
interface Toggle {
  id: string;
  title: string;
  on: boolean;
  text: { on: string; off: string };
  button: { on: string; off: string };
  /** The change that turns it on (true) or off (false), and its toasts. */
  body(on: boolean): Parameters<EventLifeApi["update"]>[1];
  done: { on: string; off: string };
  failed: { on: string; off: string };
}

function TogglePanel({ toggle, ...props }: PanelProps & { toggle: Toggle }) {
  const { busy, change } = useEventChange(props);
  const { on } = toggle;
  const pick = (pair: { on: string; off: string }, state: boolean) => (state ? pair.on : pair.off);
  return (
    <section className="admin-panel event-card" aria-labelledby={toggle.id}>
      <h2 className="event-card__title" id={toggle.id}>
        {toggle.title}
      </h2>
      <p className="event-card__lead" role="status">
        {pick(toggle.text, on)}
      </p>
      <div>
        <button
          type="button"
          className="foyer-button foyer-button--secondary"
          disabled={busy}
          onClick={() => void change(toggle.body(!on), pick(toggle.done, !on), pick(toggle.failed, !on))}
        >
          {pick(toggle.button, on)}
        </button>
      </div>
    </section>
  );
}

/** Spec 2 §7 "update by PUT with isVirtualEventPublished", §8 'Your event has been published'. */
export function PublishPanel(props: PanelProps) {
  return (
    <TogglePanel
      {...props}
      toggle={{
        id: "event-publish-title",
        title: "Publishing",
        on: props.event.is_published,
        text: {
          on: "Published: participants see the event in its portals and forms.",
          off: "Not published: only the event's team sees it.",
        },
        button: { on: UNPUBLISH_EVENT, off: PUBLISH_EVENT },
        body: (on) => ({ isVirtualEventPublished: on }),
        done: { on: eventLifeMessages.published, off: eventLifeMessages.unpublished },
        failed: { on: eventLifeMessages.publishFailed, off: eventLifeMessages.unpublishFailed },
      }}
    />
  );
}

/** Archiving: the event leaves the event lists and stays readable at its address. */
export function ArchivePanel(props: PanelProps) {
  return (
    <TogglePanel
      {...props}
      toggle={{
        id: "event-archive-title",
        title: "Archive",
        on: props.event.is_archived,
        text: {
          on: "Archived: the event is not in the event lists. Everything of it stays as it was, here at its address.",
          off: "Archiving takes the event out of the event lists; it stays readable at its address and can come back.",
        },
        button: { on: UNARCHIVE_EVENT, off: ARCHIVE_EVENT },
        body: (on) => ({ isArchived: on }),
        done: { on: eventLifeMessages.archived, off: eventLifeMessages.unarchived },
        failed: { on: "The event could not be archived", off: "The event could not be unarchived" },
      }}
    />
  );
}

/** Deleting, with the event's name typed as confirmation; then the organization's events. */
export function DeletePanel({ event, api }: PanelProps) {
  const [open, setOpen] = useState(false);
  return (
    <section className="admin-panel event-card" aria-labelledby="event-delete-title">
      <h2 className="event-card__title" id="event-delete-title">
        Delete event
      </h2>
      <p className="event-card__lead">
        Deleting removes the event and everything of it — people, sessions, forms, portals and their files. It
        cannot be undone.
      </p>
      <div>
        <button
          type="button"
          className="foyer-button foyer-button--secondary event-details__danger"
          onClick={() => setOpen(true)}
        >
          {DELETE_EVENT}
        </button>
      </div>
      {open ? <DeleteEventDialog event={event} api={api} onCancel={() => setOpen(false)} /> : null}
    </section>
  );
}

function DeleteEventDialog({
  event,
  api,
  onCancel,
}: {
  event: EventDetails;
  api: EventLifeApi;
  onCancel(): void;
}) {
  const { services } = useApp();
  const write = useServerWrite();
  const [, navigate] = useLocation();
  const form = useRef<HTMLFormElement>(null);
  const input = useRef<HTMLInputElement>(null);
  const [typed, setTyped] = useState("");
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const matches = confirmsEventName(typed, event.name);

  const submit = async (submitted: FormEvent) => {
    submitted.preventDefault();
    if (!matches) return setFailure(eventLifeMessages.confirmNameMismatch);
    setBusy(true);
    try {
      await write(() => api.remove(event.id, typed));
      services.toasts.show({ message: eventLifeMessages.deleted, severity: "success" });
      navigate(orgPath(event.org_id, "events"));
    } catch (caught) {
      setBusy(false);
      if (!isForbidden(caught)) setFailure(userMessageOf(caught));
    }
  };

  return (
    <FormDialog
      title={`Delete ${event.name}?`}
      formRef={form}
      initialFocus={input}
      busy={busy}
      onSubmit={submit}
      onCancel={onCancel}
    >
      <p id="delete-event-hint">
        This deletes the event and everything of it, files included. Type the event's name,{" "}
        <strong>{event.name}</strong>, to confirm.
      </p>
      <label className="foyer-field__label" htmlFor="delete-event-name">
        Event name
      </label>
      <input
        ref={input}
        id="delete-event-name"
        className="foyer-input"
        type="text"
        autoComplete="off"
        value={typed}
        aria-describedby="delete-event-hint"
        onChange={(change) => setTyped(change.target.value)}
      />
      {failure ? (
        <p className="foyer-field__error" role="alert">
          {failure}
        </p>
      ) : null}
      <div className="records-dialog__actions">
        <button type="button" className="foyer-button foyer-button--ghost" onClick={onCancel} disabled={busy}>
          Cancel
        </button>
        <button
          type="submit"
          className="foyer-button foyer-button--secondary event-details__danger"
          disabled={busy || !matches}
        >
          {busy ? "Deleting..." : "Delete this event"}
        </button>
      </div>
    </FormDialog>
  );
}

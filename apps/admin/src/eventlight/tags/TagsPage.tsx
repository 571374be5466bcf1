import "./tags.css";
import { DEFAULT_TAG_COLOR, type EventTag, TAG_NAME_MAX, tagMessages, tagPalette } from "@foyer/domain";
import { useApp, userMessageOf } from "@foyer/widgets/react";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { type FormEvent, useId, useRef, useState } from "react";
import { ConfirmDialog } from "../../list-kit/ConfirmDialog.js";
import { EditDeleteButtons, SaveCancelButtons } from "../../list-kit/ItemButtons.js";
import { isForbidden } from "../../server-data/access-gate.js";
import { useServerWrite } from "../../server-data/useServerWrite.js";
import { useEvent } from "../event-context.js";
import { eventPath } from "../event-paths.js";
import { FailedPanel, LoadingPanel } from "../PagePanels.js";
import { useInlineEdit } from "../useInlineEdit.js";
import { TagColorPicker, TagSwatch } from "./TagColorPicker.js";
import { tagsKey, useTagsApi } from "./useTagsApi.js";

export const TAGS_LOAD_FAILED = "An error occurred getting the tags";

const recordsCount = (n: number) => (n === 1 ? "1 record" : `${n.toLocaleString("en-US")} records`);

/** The first palette colour no tag has yet, so new tags tell apart at a glance. */
function freshColor(tags: readonly EventTag[]): string {
  const used = new Set(tags.map((tag) => tag.color));
  return tagPalette.find((entry) => !used.has(entry.color))?.color ?? DEFAULT_TAG_COLOR;
}

type Deleting = { tag: EventTag; busy: boolean; error: string | null };

/**
 * /event-light/{eventId}/tags (spec 1 §2 `tags`): the event's tags with their colour and how many
 * records carry each; add, rename and recolour in place, delete after a confirmation that names
 * how many records lose the tag.
 */
export function TagsPage() {
  const { services } = useApp();
  const { eventId } = useEvent();
  const api = useTagsApi();
  const titleId = useId();
  const queryClient = useQueryClient();
  const write = useServerWrite();
  const remote = useQuery({
    queryKey: tagsKey(eventId),
    queryFn: () => api.list(eventId),
    meta: { errorMessage: TAGS_LOAD_FAILED },
  });
  const [deleting, setDeleting] = useState<Deleting | null>(null);
  const list = remote.data ?? null;
  const byName = (items: EventTag[]) =>
    [...items].sort((a, b) => a.name.toLowerCase().localeCompare(b.name.toLowerCase()));
  // A change's answer is written into the cache; the records' tags (their names, colours) follow.
  const setTags = (next: EventTag[]) => {
    queryClient.setQueryData(tagsKey(eventId), next);
    void queryClient.invalidateQueries({
      predicate: ({ queryKey }) =>
        queryKey[1] === eventId && queryKey[2] === "record" && queryKey.at(-1) === "tags",
    });
  };

  // A 403 has given the area to its gate (the writes are mutations): nothing to say here.
  const failed = (error: unknown): string | null => (isForbidden(error) ? null : userMessageOf(error));

  const remove = async (target: Deleting) => {
    setDeleting({ ...target, busy: true, error: null });
    try {
      await write(() => api.remove(eventId, target.tag.id));
      setTags((list ?? []).filter((tag) => tag.id !== target.tag.id));
      setDeleting(null);
      services.toasts.show({ message: `${target.tag.name} has been deleted.`, severity: "success" });
    } catch (error) {
      const message = failed(error);
      if (message) setDeleting({ ...target, busy: false, error: message });
    }
  };

  return (
    <div className="event-page tags-page">
      <section className="admin-section" aria-labelledby={titleId}>
        <header className="admin-section__head">
          <h1 className="admin-section__title" id={titleId}>
            Tags
          </h1>
          <p className="admin-section__lead">
            Coloured labels for the event's contacts, sponsors, exhibitors and other records. Put them on a
            record from its page.
          </p>
        </header>
        {!list && remote.status === "error" ? (
          <FailedPanel
            error={remote.error}
            message={TAGS_LOAD_FAILED}
            onRetry={() => void remote.refetch()}
            backHref={eventPath(eventId, "dashboard")}
            backLabel="Back to the dashboard"
          />
        ) : !list ? (
          <LoadingPanel text="Loading the tags..." />
        ) : (
          <>
            <NewTagForm
              defaultColor={freshColor(list)}
              onAdded={(tag) => setTags(byName([...list, tag]))}
              onFailed={failed}
            />
            {list.length === 0 ? (
              <div className="admin-panel admin-panel--center admin-empty">
                <h2 className="admin-empty__title">No tags yet</h2>
                <p className="admin-empty__text">
                  Add the first tag above, then put it on contacts or companies from their pages.
                </p>
              </div>
            ) : (
              <ul className="admin-panel tags-list" aria-label="Tags">
                {list.map((tag) => (
                  <TagRow
                    key={tag.id}
                    tag={tag}
                    onSaved={(next) => setTags(byName(list.map((one) => (one.id === next.id ? next : one))))}
                    onFailed={failed}
                    onDelete={() => setDeleting({ tag, busy: false, error: null })}
                  />
                ))}
              </ul>
            )}
          </>
        )}
      </section>

      {deleting ? (
        <ConfirmDialog
          title="Delete this tag?"
          confirmLabel="Delete tag"
          busyLabel="Deleting..."
          busy={deleting.busy}
          error={deleting.error}
          onConfirm={() => void remove(deleting)}
          onCancel={() => setDeleting(null)}
        >
          <p>
            <strong>{deleting.tag.name}</strong> will be removed from the event's tags
            {deleting.tag.recordCount > 0
              ? ` and from the ${recordsCount(deleting.tag.recordCount)} that carry it`
              : ""}
            . This cannot be undone.
          </p>
        </ConfirmDialog>
      ) : null}
    </div>
  );
}

function NewTagForm({
  defaultColor,
  onAdded,
  onFailed,
}: {
  defaultColor: string;
  onAdded(tag: EventTag): void;
  onFailed(error: unknown): string | null;
}) {
  const { services } = useApp();
  const { eventId } = useEvent();
  const api = useTagsApi();
  const write = useServerWrite();
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [name, setName] = useState("");
  const [color, setColor] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    if (!name.trim()) {
      setError(tagMessages.nameRequired);
      input.current?.focus();
      return;
    }
    setBusy(true);
    setError(null);
    try {
      const tag = await write(() => api.create(eventId, { name: name.trim(), color: color ?? defaultColor }));
      onAdded(tag);
      setName("");
      setColor(null);
      services.toasts.show({ message: `${tag.name} has been added.`, severity: "success" });
    } catch (caught) {
      setError(onFailed(caught));
    } finally {
      setBusy(false);
      input.current?.focus();
    }
  };

  return (
    <form className="admin-panel tags-new" onSubmit={submit} noValidate aria-label="Add a tag">
      <div className="foyer-field">
        <label className="foyer-field__label" htmlFor={`${id}-name`}>
          New tag
        </label>
        <input
          ref={input}
          id={`${id}-name`}
          className="foyer-input"
          value={name}
          maxLength={TAG_NAME_MAX}
          disabled={busy}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          onChange={(event) => setName(event.target.value)}
        />
      </div>
      <TagColorPicker value={color ?? defaultColor} onChange={setColor} disabled={busy} />
      <div className="tags-new__actions">
        <button type="submit" className="foyer-button foyer-button--primary" disabled={busy}>
          {busy ? "Adding..." : "Add tag"}
        </button>
      </div>
      {error ? (
        <p className="foyer-field__error" id={`${id}-error`} role="alert">
          {error}
        </p>
      ) : null}
    </form>
  );
}

function TagRow({
  tag,
  onSaved,
  onFailed,
  onDelete,
}: {
  tag: EventTag;
  onSaved(tag: EventTag): void;
  onFailed(error: unknown): string | null;
  onDelete(): void;
}) {
  const { eventId } = useEvent();
  const api = useTagsApi();
  const write = useServerWrite();
  const id = useId();
  const edit = useInlineEdit();
  const { editing, busy, error } = edit;
  const [name, setName] = useState(tag.name);
  const [color, setColor] = useState(tag.color);

  const stop = () => {
    edit.close();
    setName(tag.name);
    setColor(tag.color);
  };

  const save = async (event: FormEvent) => {
    event.preventDefault();
    if (!name.trim()) return edit.setError(tagMessages.nameRequired);
    const changes = {
      ...(name.trim() !== tag.name ? { name: name.trim() } : {}),
      ...(color !== tag.color ? { color } : {}),
    };
    if (Object.keys(changes).length === 0) return stop();
    await edit.save(async () => onSaved(await write(() => api.update(eventId, tag.id, changes))), onFailed);
  };

  if (editing) {
    return (
      <li className="tags-list__item tags-list__item--editing">
        <form
          className="tags-edit"
          onSubmit={save}
          noValidate
          aria-label={`Edit ${tag.name}`}
          onKeyDown={(event) => {
            if (event.key === "Escape") {
              event.preventDefault();
              stop();
            }
          }}
        >
          <div className="foyer-field">
            <label className="foyer-field__label" htmlFor={`${id}-name`}>
              Name of {tag.name}
            </label>
            <input
              id={`${id}-name`}
              className="foyer-input"
              value={name}
              maxLength={TAG_NAME_MAX}
              disabled={busy}
              // biome-ignore lint/a11y/noAutofocus: the field the user just asked to edit.
              autoFocus
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? `${id}-error` : undefined}
              onChange={(event) => setName(event.target.value)}
            />
          </div>
          <TagColorPicker
            value={color}
            onChange={setColor}
            legend={`Colour of ${tag.name}`}
            disabled={busy}
          />
          <div className="tags-edit__actions">
            <SaveCancelButtons busy={busy} onCancel={stop} />
          </div>
          {error ? (
            <p className="foyer-field__error" id={`${id}-error`} role="alert">
              {error}
            </p>
          ) : null}
        </form>
      </li>
    );
  }

  return (
    <li className="tags-list__item">
      <TagSwatch color={tag.color} />
      <span className="tags-list__name">{tag.name}</span>
      <span className="event-table__muted tags-list__count">
        {tag.recordCount === 0 ? "Not used" : recordsCount(tag.recordCount)}
      </span>
      <span className="tags-list__actions">
        <EditDeleteButtons name={tag.name} editRef={edit.opener} onEdit={edit.open} onDelete={onDelete} />
      </span>
    </li>
  );
}

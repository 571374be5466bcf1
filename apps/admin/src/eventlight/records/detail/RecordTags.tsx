import "./record-tags.css";
import { type EventTag, type RecordTag, type RecordType, tagPalette } from "@foyer/domain";
import { isHttpError } from "@foyer/sdk";
import { userMessageOf } from "@foyer/widgets/react";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { type KeyboardEvent, useId, useMemo, useRef, useState } from "react";
import { isForbidden } from "../../../server-data/access-gate.js";
import { useServerWrite } from "../../../server-data/useServerWrite.js";
import { useEvent } from "../../event-context.js";
import { canOpen } from "../../event-paths.js";
import { TagSwatch } from "../../tags/TagColorPicker.js";
import { tagsKey, useTagsApi } from "../../tags/useTagsApi.js";
import { recordKeys } from "../record-queries.js";

export const RECORD_TAGS_FAILED = "An error occurred getting the tags";

/** A choice of the combobox: an existing tag, or a new one named after what was typed. */
type Choice = { kind: "tag"; tag: EventTag } | { kind: "create"; name: string };

/**
 * A record's tags (issue 7 "Fields and tags") as chips under its name, each with a remove button,
 * and an "Add tag" combobox (WAI-ARIA combobox with a list): typing filters the event's tags,
 * arrows move through them, Enter adds the one chosen (or the first). Someone who may manage tags
 * can create one from what they typed. The last removal can be undone. Every change is in the
 * record's audit, written by the server.
 */
export function RecordTags({
  eventId,
  type,
  recordId,
  canWrite,
}: {
  eventId: string;
  type: RecordType;
  recordId: string;
  canWrite: boolean;
}) {
  const api = useTagsApi();
  const key = useMemo(() => ({ eventId, type, recordId }), [eventId, type, recordId]);
  const queryClient = useQueryClient();
  const queryKey = recordKeys.tags(eventId, type, recordId);
  const own = useQuery({
    queryKey,
    queryFn: () => api.ofRecord(key),
    meta: { errorMessage: RECORD_TAGS_FAILED },
  });
  // A change's answer is the record's tags: written into the cache; the record's audit and the
  // event's tag counts follow.
  const setTags = (next: RecordTag[]) => {
    queryClient.setQueryData(queryKey, next);
    void queryClient.invalidateQueries({ queryKey: recordKeys.audit(eventId, type, recordId) });
    void queryClient.invalidateQueries({ queryKey: tagsKey(eventId) });
  };
  const current = own.data ?? null;
  const labelId = useId();

  if (!current && own.status === "error") {
    // A 404 is the record itself gone: the page says so on its next load; the chips say nothing.
    if (isHttpError(own.error) && own.error.status === 404) return null;
    return (
      <p className="foyer-field__error record-tags__failed">
        {RECORD_TAGS_FAILED}.{" "}
        <button
          type="button"
          className="foyer-button foyer-button--ghost event-button--small"
          onClick={() => void own.refetch()}
        >
          Try again
        </button>
      </p>
    );
  }
  if (!current) {
    return (
      <p className="event-table__muted record-tags__loading" role="status">
        Loading tags...
      </p>
    );
  }
  return <TagChips recordKey={key} tags={current} onChange={setTags} canWrite={canWrite} labelId={labelId} />;
}

function TagChips({
  recordKey,
  tags,
  onChange,
  canWrite,
  labelId,
}: {
  recordKey: { eventId: string; type: RecordType; recordId: string };
  tags: RecordTag[];
  onChange(tags: RecordTag[]): void;
  canWrite: boolean;
  labelId: string;
}) {
  const { profile } = useEvent();
  const api = useTagsApi();
  const write = useServerWrite();
  const [problem, setProblem] = useState<string | null>(null);
  const [removed, setRemoved] = useState<RecordTag | null>(null);
  const [busy, setBusy] = useState(false);

  const failed = (error: unknown) => {
    if (isForbidden(error)) return; // the area's gate has it
    setProblem(userMessageOf(error));
  };

  const add = async (tagId: string) => {
    setBusy(true);
    setProblem(null);
    try {
      onChange(await write(() => api.addToRecord(recordKey, tagId)));
      setRemoved(null);
      return true;
    } catch (error) {
      failed(error);
      return false;
    } finally {
      setBusy(false);
    }
  };

  const remove = async (tag: RecordTag) => {
    setBusy(true);
    setProblem(null);
    try {
      onChange(await write(() => api.removeFromRecord(recordKey, tag.id)));
      setRemoved(tag);
    } catch (error) {
      failed(error);
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="record-tags">
      <span className="record-tags__label" id={labelId}>
        Tags
      </span>
      {tags.length === 0 && !canWrite ? <span className="event-table__muted">No tags</span> : null}
      {tags.length > 0 ? (
        <ul className="record-tags__chips" aria-labelledby={labelId}>
          {tags.map((tag) => (
            <li key={tag.id} className="record-tags__chip">
              <TagSwatch color={tag.color} />
              <span>{tag.name}</span>
              {canWrite ? (
                <button
                  type="button"
                  className="record-tags__remove"
                  aria-label={`Remove tag ${tag.name}`}
                  title={`Remove tag ${tag.name}`}
                  disabled={busy}
                  onClick={() => void remove(tag)}
                >
                  <span aria-hidden="true">✕</span>
                </button>
              ) : null}
            </li>
          ))}
        </ul>
      ) : null}
      {canWrite ? (
        <AddTagBox
          eventId={recordKey.eventId}
          taken={tags}
          canCreate={canOpen(profile, "tags")}
          busy={busy}
          onAdd={add}
          onFailed={failed}
        />
      ) : null}
      <span className="record-tags__status" aria-live="polite">
        {removed ? (
          <>
            Removed {removed.name}.{" "}
            <button
              type="button"
              className="foyer-button foyer-button--ghost event-button--small"
              disabled={busy}
              onClick={() => void add(removed.id)}
            >
              Undo
            </button>
          </>
        ) : null}
      </span>
      {problem ? (
        <p className="foyer-field__error record-tags__problem" role="alert">
          {problem}
        </p>
      ) : null}
    </div>
  );
}

function AddTagBox({
  eventId,
  taken,
  canCreate,
  busy,
  onAdd,
  onFailed,
}: {
  eventId: string;
  taken: readonly RecordTag[];
  canCreate: boolean;
  busy: boolean;
  onAdd(tagId: string): Promise<boolean>;
  onFailed(error: unknown): void;
}) {
  const api = useTagsApi();
  const write = useServerWrite();
  const queryClient = useQueryClient();
  const id = useId();
  const listId = `${id}-list`;
  const input = useRef<HTMLInputElement>(null);
  const [text, setText] = useState("");
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  // The event's tags load when the box is first used (the tags page's cache when it has them).
  const tags = { queryKey: tagsKey(eventId), queryFn: () => api.list(eventId) };
  const all = useQuery({ ...tags, enabled: false }).data ?? null;
  const [loading, setLoading] = useState(false);

  const load = async () => {
    if (all || loading) return;
    setLoading(true);
    try {
      await queryClient.fetchQuery(tags);
    } catch (error) {
      onFailed(error);
    } finally {
      setLoading(false);
    }
  };

  const query = text.trim().toLowerCase();
  const takenIds = new Set(taken.map((tag) => tag.id));
  const matches = (all ?? []).filter(
    (tag) => !takenIds.has(tag.id) && tag.name.toLowerCase().includes(query),
  );
  const exact = (all ?? []).some((tag) => tag.name.toLowerCase() === query);
  const choices: Choice[] = [
    ...matches.map((tag): Choice => ({ kind: "tag", tag })),
    ...(canCreate && query && !exact && all ? [{ kind: "create", name: text.trim() } as Choice] : []),
  ];
  const shown = open && (choices.length > 0 || all !== null);
  const activeIndex = Math.min(active, choices.length - 1);
  const optionId = (index: number) => `${id}-option-${index}`;

  const choose = async (choice: Choice | undefined) => {
    if (!choice || busy) return;
    let tagId: string;
    if (choice.kind === "create") {
      try {
        const used = new Set((all ?? []).map((tag) => tag.color));
        const color = tagPalette.find((entry) => !used.has(entry.color))?.color;
        const created = await write(() =>
          api.create(eventId, { name: choice.name, ...(color ? { color } : {}) }),
        );
        queryClient.setQueryData(tagsKey(eventId), [...(all ?? []), created]);
        tagId = created.id;
      } catch (error) {
        onFailed(error);
        return;
      }
    } else {
      tagId = choice.tag.id;
    }
    if (await onAdd(tagId)) {
      setText("");
      setActive(0);
      input.current?.focus();
    }
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    switch (event.key) {
      case "ArrowDown":
        event.preventDefault();
        setOpen(true);
        void load();
        setActive((index) => (choices.length === 0 ? 0 : (Math.max(index, -1) + 1) % choices.length));
        break;
      case "ArrowUp":
        event.preventDefault();
        setOpen(true);
        setActive((index) => (choices.length === 0 ? 0 : (index - 1 + choices.length) % choices.length));
        break;
      case "Enter":
        event.preventDefault();
        if (open) void choose(choices[Math.max(activeIndex, 0)]);
        break;
      case "Escape":
        if (open) {
          event.preventDefault();
          event.stopPropagation();
          setOpen(false);
        } else if (text) {
          event.preventDefault();
          setText("");
        }
        break;
      default:
    }
  };

  return (
    <div className="record-tags__add">
      <label className="foyer-visually-hidden" htmlFor={`${id}-input`}>
        Add tag
      </label>
      <input
        ref={input}
        id={`${id}-input`}
        className="foyer-input record-tags__input"
        role="combobox"
        aria-expanded={shown}
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={shown && choices.length > 0 ? optionId(Math.max(activeIndex, 0)) : undefined}
        placeholder="Add tag"
        autoComplete="off"
        value={text}
        disabled={busy}
        onFocus={() => void load()}
        onChange={(event) => {
          setText(event.target.value);
          setActive(0);
          setOpen(true);
          void load();
        }}
        onClick={() => {
          setOpen(true);
          void load();
        }}
        onBlur={() => setOpen(false)}
        onKeyDown={onKeyDown}
      />
      <ul
        id={listId}
        // biome-ignore lint/a11y/noNoninteractiveElementToInteractiveRole: the listbox of an APG combobox.
        role="listbox"
        aria-label="Tags to add"
        className="record-tags__list"
        hidden={!shown}
        // A press would blur the input (closing the list) before the click lands.
        onMouseDown={(event) => event.preventDefault()}
      >
        {loading ? (
          <li className="record-tags__empty" role="presentation">
            Loading tags...
          </li>
        ) : choices.length === 0 ? (
          <li className="record-tags__empty" role="presentation">
            {(all ?? []).length === 0 ? "This event has no tags yet" : "No other tag matches"}
          </li>
        ) : (
          choices.map((choice, index) => (
            // biome-ignore lint/a11y: an option is pointed at with aria-activedescendant; the combobox keeps focus and handles the keys (APG).
            <li
              key={choice.kind === "tag" ? choice.tag.id : "create"}
              id={optionId(index)}
              // biome-ignore lint/a11y: options are pointed at with aria-activedescendant, never focused (APG).
              role="option"
              aria-selected={index === Math.max(activeIndex, 0)}
              className="record-tags__option"
              onClick={() => void choose(choice)}
            >
              {choice.kind === "tag" ? (
                <>
                  <TagSwatch color={choice.tag.color} />
                  {choice.tag.name}
                </>
              ) : (
                <>Create tag “{choice.name}”</>
              )}
            </li>
          ))
        )}
      </ul>
    </div>
  );
}

import { userMessageOf } from "@foyer/widgets/react";
import { type FormEvent, type InputHTMLAttributes, type ReactNode, useId, useState } from "react";
import { ConfirmDialog } from "../../../list-kit/ConfirmDialog.js";
import { EditDeleteButtons, MoveButtons } from "../../../list-kit/ItemButtons.js";
import { isForbidden } from "../../../server-data/access-gate.js";
import { useServerWrite } from "../../../server-data/useServerWrite.js";

/*
 * The list of a session settings library (issue 25 item 7: criteria, templates): its items with
 * their details, an add form, each item edited in place, deleted after a confirmation and, when
 * the list is ordered, moved up and down. Without `canWrite` it only shows the items.
 */

export interface LibraryItem {
  id: string;
  name: string;
}

/** What an item form gets: the item edited (null for a new one) and how to save or leave. */
export interface ItemFormProps<T> {
  item: T | null;
  busy: boolean;
  /** Sends the body; a refusal shows in the form's alert. */
  onSave(body: unknown): void;
  onCancel(): void;
}

export function LibraryList<T extends LibraryItem>({
  title,
  one,
  empty,
  items,
  canWrite,
  details,
  form,
  create,
  update,
  remove,
  reorder,
  onChange,
}: {
  title: string;
  /** One item, in words: "criterion". */
  one: string;
  /** The empty list's sentence: "No criteria yet." */
  empty: string;
  items: T[];
  canWrite: boolean;
  details(item: T): ReactNode;
  /** The fields of an item, in a form that calls onSave with the body. */
  form(props: ItemFormProps<T>): ReactNode;
  create(body: unknown): Promise<T>;
  update(id: string, body: unknown): Promise<T>;
  remove(id: string): Promise<unknown>;
  /** Only for ordered lists. */
  reorder?(ids: string[]): Promise<T[]>;
  onChange(items: T[]): void;
}) {
  const write = useServerWrite();
  const [editing, setEditing] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<{ item: T; busy: boolean; error: string | null } | null>(null);
  // A 403 has given the area to its gate (the writes are mutations): nothing to say here.
  const failed = (error: unknown) => (isForbidden(error) ? null : userMessageOf(error));

  const run = async (work: () => Promise<void>) => {
    setBusy(true);
    setProblem(null);
    try {
      await work();
      setEditing(null);
    } catch (error) {
      setProblem(failed(error));
    } finally {
      setBusy(false);
    }
  };

  const save = (id: string | null) => (body: unknown) =>
    void run(async () => {
      if (id === null) onChange([...items, await write(() => create(body))]);
      else {
        const next = await write(() => update(id, body));
        onChange(items.map((item) => (item.id === id ? next : item)));
      }
    });

  const move = (index: number, by: -1 | 1) => {
    if (!reorder) return;
    const order = items.map((item) => item.id);
    const [moved] = order.splice(index, 1);
    if (!moved) return;
    order.splice(index + by, 0, moved);
    void run(async () => onChange(await write(() => reorder(order))));
  };

  const confirmDelete = async (target: T) => {
    setDeleting({ item: target, busy: true, error: null });
    try {
      await write(() => remove(target.id));
      onChange(items.filter((item) => item.id !== target.id));
      setDeleting(null);
    } catch (error) {
      const message = failed(error);
      if (message) setDeleting({ item: target, busy: false, error: message });
    }
  };

  const formFor = (item: T | null) =>
    form({
      item,
      busy,
      onSave: save(item?.id ?? null),
      onCancel: () => {
        setEditing(null);
        setProblem(null);
      },
    });

  return (
    <div className="admin-panel session-settings__panel">
      <h2 className="event-card__title">{title}</h2>
      {problem ? (
        <p className="foyer-alert foyer-alert--error" role="alert">
          {problem}
        </p>
      ) : null}
      {canWrite && editing === "new" ? formFor(null) : null}
      {canWrite && editing !== "new" ? (
        <button
          type="button"
          className="foyer-button foyer-button--primary"
          onClick={() => setEditing("new")}
        >
          Add {one}
        </button>
      ) : null}
      {items.length === 0 ? (
        <p className="event-card__note">
          {empty}
          {canWrite ? ` Add the first ${one} above.` : ""}
        </p>
      ) : (
        <ol className="session-settings__list" aria-label={title}>
          {items.map((item, index) =>
            editing === item.id ? (
              <li key={item.id} className="session-settings__item">
                {formFor(item)}
              </li>
            ) : (
              <li key={item.id} className="session-settings__item">
                <span className="session-settings__name">{item.name}</span>
                <span className="event-table__muted session-settings__usage">{details(item)}</span>
                {canWrite ? (
                  <span className="event-inline-actions">
                    {reorder ? (
                      <MoveButtons
                        name={item.name}
                        first={index === 0}
                        last={index === items.length - 1}
                        disabled={busy}
                        onMove={(by) => move(index, by)}
                      />
                    ) : null}
                    <EditDeleteButtons
                      name={item.name}
                      onEdit={() => setEditing(item.id)}
                      onDelete={() => setDeleting({ item, busy: false, error: null })}
                    />
                  </span>
                ) : null}
              </li>
            ),
          )}
        </ol>
      )}
      {!canWrite ? (
        <p className="event-card__note">
          You can read these settings; changing them needs the session settings permission.
        </p>
      ) : null}
      {deleting ? (
        <ConfirmDialog
          title={`Delete this ${one}?`}
          confirmLabel={`Delete ${one}`}
          busyLabel="Deleting..."
          busy={deleting.busy}
          error={deleting.error}
          onConfirm={() => void confirmDelete(deleting.item)}
          onCancel={() => setDeleting(null)}
        >
          <p>
            <strong>{deleting.item.name}</strong> will be removed from the {title.toLowerCase()}.
          </p>
        </ConfirmDialog>
      ) : null}
    </div>
  );
}

/** One labelled input of an item form; `onValue` gets what was typed. */
export function LibraryInput({
  label,
  onValue,
  ...input
}: { label: string; onValue(value: string): void } & Omit<InputHTMLAttributes<HTMLInputElement>, "id">) {
  const id = useId();
  return (
    <div className="foyer-field">
      <label className="foyer-field__label" htmlFor={id}>
        {label}
      </label>
      <input id={id} className="foyer-input" {...input} onChange={(event) => onValue(event.target.value)} />
    </div>
  );
}

/** An item's form: its fields, the problem found before sending, then Save and Cancel; Escape cancels. */
export function ItemForm({
  label,
  busy,
  error,
  submitLabel,
  onSubmit,
  onCancel,
  children,
}: {
  /** The form's accessible name: "Add a criterion", "Edit Relevance". */
  label: string;
  busy: boolean;
  error: string | null;
  submitLabel: string;
  onSubmit(): void;
  onCancel(): void;
  children: ReactNode;
}) {
  return (
    <form
      className="session-settings__add library-form"
      aria-label={label}
      noValidate
      onSubmit={(event: FormEvent) => {
        event.preventDefault();
        if (!busy) onSubmit();
      }}
      onKeyDown={(event) => {
        if (event.key === "Escape") {
          event.preventDefault();
          onCancel();
        }
      }}
    >
      {children}
      {error ? (
        <p className="foyer-alert foyer-alert--error" role="alert">
          {error}
        </p>
      ) : null}
      <button type="submit" className="foyer-button foyer-button--primary" disabled={busy}>
        {busy ? "Saving..." : submitLabel}
      </button>
      <button type="button" className="foyer-button foyer-button--ghost" disabled={busy} onClick={onCancel}>
        Cancel
      </button>
    </form>
  );
}

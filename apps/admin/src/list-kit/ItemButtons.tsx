import type { Ref } from "react";

const SMALL = "foyer-button foyer-button--ghost event-button--small";

/**
 * ↑ and ↓ for one item of an ordered list (session settings, fields, tiers, a session's people),
 * each named for screen readers: "Move {name} up{suffix}".
 */
export function MoveButtons({
  name,
  first,
  last,
  onMove,
  disabled = false,
  suffix = "",
  moveKey,
  upRef,
  downRef,
}: {
  name: string;
  first: boolean;
  last: boolean;
  onMove(by: -1 | 1): void;
  disabled?: boolean;
  suffix?: string;
  /** Marks the buttons `data-move="{key}:-1|1"`, for a list that puts focus back after moving. */
  moveKey?: string;
  upRef?: Ref<HTMLButtonElement>;
  downRef?: Ref<HTMLButtonElement>;
}) {
  return (
    <>
      <button
        ref={upRef}
        type="button"
        className={SMALL}
        aria-label={`Move ${name} up${suffix}`}
        data-move={moveKey ? `${moveKey}:-1` : undefined}
        disabled={disabled || first}
        onClick={() => onMove(-1)}
      >
        ↑
      </button>
      <button
        ref={downRef}
        type="button"
        className={SMALL}
        aria-label={`Move ${name} down${suffix}`}
        data-move={moveKey ? `${moveKey}:1` : undefined}
        disabled={disabled || last}
        onClick={() => onMove(1)}
      >
        ↓
      </button>
    </>
  );
}

/** "Edit" (or "Rename") and "Delete" for one item, each named for screen readers. */
export function EditDeleteButtons({
  name,
  editLabel = "Edit",
  onEdit,
  onDelete,
  editRef,
}: {
  name: string;
  editLabel?: "Edit" | "Rename";
  onEdit(): void;
  onDelete(): void;
  editRef?: Ref<HTMLButtonElement>;
}) {
  return (
    <>
      <button
        ref={editRef}
        type="button"
        className={SMALL}
        aria-label={`${editLabel} ${name}`}
        onClick={onEdit}
      >
        {editLabel}
      </button>
      <button
        type="button"
        className={`${SMALL} event-icon-button--danger`}
        aria-label={`Delete ${name}`}
        onClick={onDelete}
      >
        Delete
      </button>
    </>
  );
}

/** Save (or "Saving..." while busy) and Cancel of an item edited in place. */
export function SaveCancelButtons({ busy, onCancel }: { busy: boolean; onCancel(): void }) {
  return (
    <>
      <button
        type="submit"
        className="foyer-button foyer-button--primary event-button--small"
        disabled={busy}
      >
        {busy ? "Saving..." : "Save"}
      </button>
      <button type="button" className={SMALL} onClick={onCancel}>
        Cancel
      </button>
    </>
  );
}

import { ConfirmDialog } from "@foyer/widgets/react";
import type { ReactNode } from "react";

/** A delete under way: the row, whether the call is out, and its failure. */
export interface DeletingRecord<R extends { name: string }> {
  row: R;
  busy: boolean;
  error: string | null;
}

/**
 * "Delete this {noun}?" for one row of a record list (an event's module, the organization's
 * people): what goes, from where (`from`, e.g. "Foyer Summit 2027, with an entry in its audit"),
 * and that it cannot be undone.
 */
export function DeleteRecordDialog<R extends { name: string }>({
  noun,
  from,
  deleting,
  onConfirm,
  onCancel,
}: {
  noun: string;
  from: ReactNode;
  deleting: DeletingRecord<R>;
  onConfirm(): void;
  onCancel(): void;
}) {
  return (
    <ConfirmDialog
      title={`Delete this ${noun}?`}
      confirmLabel={`Delete ${noun}`}
      busyLabel="Deleting..."
      busy={deleting.busy}
      error={deleting.error}
      onConfirm={onConfirm}
      onCancel={onCancel}
    >
      <p>
        <strong>{deleting.row.name || `This ${noun}`}</strong> will be removed from {from}. This cannot be
        undone.
      </p>
    </ConfirmDialog>
  );
}
